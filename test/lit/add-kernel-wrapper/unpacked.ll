; unpacked: the wrapper takes the kernel's fields as parameters (a __local
; pointer as its byte count, a byval struct by value), then ptr %wg-info.
; RUN: ncpu-opt -passes='add-kernel-wrapper<unpacked>' -S %S/Inputs/scheduled.ll | filecheck %s
; RUN: ncpu-opt -passes='add-kernel-wrapper<unpacked;local-buffers-by-ptr>' -S %S/Inputs/scheduled.ll | filecheck %s --check-prefix=BYPTR

; CHECK-NOT: MuxPackedArgs
; CHECK-LABEL: define void @k.mux-kernel-wrapper(ptr addrspace(1) %out, float %alpha, i64 %scratch.size, %struct.Pair %p, ptr noalias %wg-info)
; CHECK-NEXT: entry:
; CHECK-NEXT:   %wi-info = alloca %MuxWorkItemInfo, align 8
; CHECK-NEXT:   store %MuxWorkItemInfo zeroinitializer, ptr %wi-info, align 8
; CHECK-NEXT:   %p.byval = alloca %struct.Pair, align 4
; CHECK-NEXT:   store %struct.Pair %p, ptr %p.byval, align 4
; CHECK-NEXT:   %scratch.on-stack = icmp ule i64 %scratch.size, 65536
; CHECK:        %scratch.stack-buffer = alloca i8, i64 %scratch.size, align 128
; CHECK:        %scratch.heap-buffer = call ptr @aligned_alloc(i64 128, i64 %scratch.size)
; CHECK:        %scratch.local = phi ptr [ %scratch.stack-buffer, %scratch.stack ], [ %scratch.heap-buffer, %scratch.heap ]
; CHECK-NEXT:   %scratch = addrspacecast ptr %scratch.local to ptr addrspace(3)
; CHECK-NEXT:   call spir_func void @k(ptr addrspace(1) %out, float %alpha, ptr addrspace(3) %scratch, ptr byval(%struct.Pair) align 4 %p.byval, ptr %wi-info, ptr %wg-info)

; BYPTR-LABEL: define void @k.mux-kernel-wrapper(ptr addrspace(1) %out, float %alpha, ptr addrspace(3) %scratch, %struct.Pair %p, ptr noalias %wg-info)
; BYPTR-NOT: alloca i8
; BYPTR: call spir_func void @k(ptr addrspace(1) %out, float %alpha, ptr addrspace(3) %scratch,
