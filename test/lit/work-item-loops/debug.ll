; Debug mode: the wrapper keeps the current work-item's live-struct address in
; %live_variables_dbg and declares each alloca'd variable at *slot + offset;
; the kernel's DISubprogram moves to the wrapper.
; RUN: ncpu-opt -passes='work-item-loops<debug>,verify' -S %S/Inputs/debug.mux.ll | filecheck %s
; RUN: ncpu-opt -passes='work-item-loops,verify' -S %S/Inputs/debug.mux.ll | filecheck %s --check-prefix=NODEBUG

; CHECK: define internal spir_func void @barrier_dbg(
; CHECK-NOT: !dbg !
; CHECK-SAME: {
; CHECK-LABEL: define internal spir_func i32 @barrier_dbg.mux-barrier-region(
; CHECK-NOT: #dbg_declare
; CHECK-LABEL: define {{.*}} void @barrier_dbg.mux-barrier-wrapper(
; CHECK-SAME: !dbg ![[SP:[0-9]+]]
; CHECK: %live_variables_dbg = alloca ptr, align 8
; CHECK-NEXT: #dbg_declare(ptr %live_variables_dbg, ![[IN:[0-9]+]], !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 0, DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef),
; CHECK-NEXT: #dbg_declare(ptr %live_variables_dbg, ![[OUT:[0-9]+]], !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8,
; CHECK: #dbg_declare(ptr %live_variables_dbg, !{{[0-9]+}}, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, {{[0-9]+}},
; CHECK: %live_slot = getelementptr inbounds %barrier_dbg_live_mem_info, ptr %live_variables
; CHECK-NEXT: store ptr %live_slot, ptr %live_variables_dbg, align 8
; CHECK-NEXT: call spir_func i32 @barrier_dbg.mux-barrier-region({{.*}}), !dbg
; CHECK: store ptr %live_slot1, ptr %live_variables_dbg, align 8
; CHECK-NEXT: call spir_func i32 @barrier_dbg.mux-barrier-region.1({{.*}}), !dbg
; CHECK-DAG: ![[SP]] = distinct !DISubprogram(name: "barrier_dbg"
; CHECK-DAG: ![[IN]] = !DILocalVariable(name: "in", arg: 1, scope: ![[SP]]
; CHECK-DAG: !DILocalVariable(name: "mult", scope: ![[SP]]

; Without debug mode the regions keep their declarations, on the struct's members.
; NODEBUG-NOT: live_variables_dbg
; NODEBUG-LABEL: define internal spir_func i32 @barrier_dbg.mux-barrier-region(
; NODEBUG-SAME: ptr %[[LIVE:[0-9]+]])
; NODEBUG: %live_gep_mult = getelementptr inbounds %barrier_dbg_live_mem_info, ptr %[[LIVE]], i32 0, i32 {{[0-9]+}}
; NODEBUG: #dbg_declare(ptr %live_gep_mult,
