; unpacked (OCK's): %MuxPackedArgs is an ordinary struct, each field aligned to
; its size rounded up to a power of two with explicit [N x i8] padding, and read
; with its ABI alignment. Not the runtime's layout: add-work-group-driver
; refuses it (test/lit/add-work-group-driver/errors.ll).
; RUN: ncpu-opt -passes='add-kernel-wrapper<unpacked>' -S %S/Inputs/scheduled.ll | filecheck %s
; RUN: ncpu-opt -passes='add-kernel-wrapper<unpacked;local-buffers-by-ptr>' -S %S/Inputs/scheduled.ll | filecheck %s --check-prefix=BYPTR

; CHECK: %MuxPackedArgs.k = type { ptr addrspace(1), float, [4 x i8], i64, %struct.Pair }
; CHECK-LABEL: define spir_kernel void @k.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(32) %packed-args, ptr %wg-info)
; CHECK:        getelementptr %MuxPackedArgs.k, ptr %packed-args, i32 0, i32 1
; CHECK-NEXT:   %alpha = load float, ptr {{%[0-9]+}}, align 4
; CHECK-NEXT:   getelementptr %MuxPackedArgs.k, ptr %packed-args, i32 0, i32 3
; CHECK-NEXT:   %scratch.size = load i64, ptr {{%[0-9]+}}, align 8

; BYPTR: %MuxPackedArgs.k = type { ptr addrspace(1), float, [4 x i8], ptr addrspace(3), %struct.Pair }
