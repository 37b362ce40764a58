; The wrapper calls the kernel with the kernel's parameter attributes: a
; byval parameter gets its copy per work-item, signext its extension.
; RUN: ncpu-opt -passes=work-item-loops -S %s | filecheck %s

; CHECK-LABEL: define internal void @K(
; CHECK: define void @K.mux-barrier-wrapper(i8 signext %x, ptr byval(i32) %p) #[[WRAPPER:[0-9]+]]
; CHECK: call void @K(i8 signext %x, ptr byval(i32) %p)
; CHECK: attributes #[[WRAPPER]] = { nounwind "mux-base-fn-name"="K" "mux-kernel"="entry-point" }
define void @K(i8 signext %x, ptr byval(i32) %p) #0 {
  store i32 0, ptr %p, align 4
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
