; clang's inferred memory(...) attributes no longer hold once a function calls mux
; builtins: they are dropped from it, its callers and the call sites in between.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %s | filecheck %s

; CHECK-LABEL: define spir_func i64 @helper()
; CHECK-SAME: #[[HELPER:[0-9]+]]
define spir_func i64 @helper() #0 {
  %id = call spir_func i64 @_Z13get_global_idj(i32 0) #1
  ret i64 %id
}

; CHECK-LABEL: define spir_kernel void @k(ptr addrspace(1) %out)
; CHECK-SAME: #[[KERNEL:[0-9]+]]
; CHECK: call spir_func i64 @helper(){{$}}
define spir_kernel void @k(ptr addrspace(1) %out) #2 {
  %v = call spir_func i64 @helper() #1
  store i64 %v, ptr addrspace(1) %out, align 8
  ret void
}

; A function that calls no builtin keeps its attribute.
; CHECK-LABEL: define spir_func i32 @pure(i32 %x)
; CHECK-SAME: #[[PURE:[0-9]+]]
define spir_func i32 @pure(i32 %x) #0 {
  ret i32 %x
}

declare spir_func i64 @_Z13get_global_idj(i32) #0

; CHECK-DAG: attributes #[[HELPER]] = { nounwind }
; CHECK-DAG: attributes #[[KERNEL]] = { noinline nounwind }
; CHECK-DAG: attributes #[[PURE]] = { nounwind memory(none) }

attributes #0 = { nounwind memory(none) }
attributes #1 = { memory(none) }
attributes #2 = { noinline nounwind memory(argmem: readwrite) }
