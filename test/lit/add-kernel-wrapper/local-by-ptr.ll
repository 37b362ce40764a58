; local-buffers-by-ptr: the packed struct holds the __local pointer; nothing is allocated for it.
; RUN: ncpu-opt -passes='add-kernel-wrapper<local-buffers-by-ptr>' -S %S/Inputs/scheduled.ll | filecheck %s

; CHECK: %MuxPackedArgs.k = type <{ ptr addrspace(1), float, ptr addrspace(3), %struct.Pair }>
; CHECK-LABEL: define spir_kernel void @k.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(28) %packed-args, ptr %wg-info)
; CHECK:       [[SLOT:%[0-9]+]] = getelementptr %MuxPackedArgs.k, ptr %packed-args, i32 0, i32 2
; CHECK-NEXT:  %scratch = load ptr addrspace(3), ptr [[SLOT]], align 1
; CHECK-NOT:   alloca i8
; CHECK:       call spir_func void @k(ptr addrspace(1) %out, float %alpha, ptr addrspace(3) %scratch,
