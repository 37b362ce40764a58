; local-buffers-by-ptr: the packed struct holds the __local pointer; nothing is allocated for it.
; RUN: ncpu-opt -passes='add-kernel-wrapper<local-buffers-by-ptr>' -S %S/Inputs/scheduled.ll | filecheck %s

; CHECK: %MuxPackedArgs.k = type <{ ptr addrspace(1), float, ptr addrspace(3), %struct.Pair }>
; CHECK-LABEL: define void @k.mux-kernel-wrapper(ptr noalias %packed-args, ptr noalias %wg-info)
; CHECK:       %scratch.slot = getelementptr inbounds %MuxPackedArgs.k, ptr %packed-args, i32 0, i32 2
; CHECK-NEXT:  %scratch = load ptr addrspace(3), ptr %scratch.slot, align 1
; CHECK-NOT:   alloca i8
; CHECK:       call spir_func void @k(ptr addrspace(1) %out, float %alpha, ptr addrspace(3) %scratch,
