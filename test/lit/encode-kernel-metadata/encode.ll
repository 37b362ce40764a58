; encode-kernel-metadata marks one kernel, with optional local sizes and order.
; RUN: ncpu-opt -passes='encode-kernel-metadata<name=foo>' -S %s | filecheck %s --check-prefix=PLAIN
; RUN: ncpu-opt -passes='encode-kernel-metadata<name=foo;local-sizes=16:4:1;work-item-order=yxz>' -S %s | filecheck %s --check-prefix=FULL
; RUN: ncpu-opt -passes='encode-kernel-metadata<name=absent>' -S %s | filecheck %s --check-prefix=ABSENT

; PLAIN-LABEL: define void @foo()
; PLAIN-SAME: #[[FOO:[0-9]+]] {
; PLAIN-LABEL: define void @bar() {
; PLAIN: attributes #[[FOO]] = { "mux-kernel"="entry-point" "mux-orig-fn"="foo" }
; PLAIN-NOT: reqd_work_group_size

; FULL-LABEL: define void @foo()
; FULL-SAME: !reqd_work_group_size ![[SIZE:[0-9]+]]
; FULL: attributes #{{[0-9]+}} = { "mux-kernel"="entry-point" "mux-orig-fn"="foo" "mux-work-item-order"="yxz" }
; FULL: ![[SIZE]] = !{i32 16, i32 4, i32 1}

; ABSENT-NOT: mux-kernel

define void @foo() {
  ret void
}

define void @bar() {
  ret void
}
