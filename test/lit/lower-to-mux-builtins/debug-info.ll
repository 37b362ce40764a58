; The mux calls keep the debug locations of the calls they replace, and the
; debug records attached to a replaced call stay in place.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %S/Inputs/debug_info.ll | filecheck %s

; CHECK-LABEL: define {{.*}} @debug_info(
; CHECK-NEXT: entry:
; CHECK-NEXT: #dbg_value(ptr addrspace(1) %out,
; CHECK-NEXT: %call = call i64 @__mux_get_global_id(i32 0), !dbg ![[GID:[0-9]+]]
; CHECK-NEXT: #dbg_value(i64 %call, ![[GIDVAR:[0-9]+]],
; CHECK: %call1 = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %0), !dbg ![[RED:[0-9]+]]
; CHECK-NEXT: #dbg_value(i32 %call1,
; CHECK-NEXT: call void @__mux_work_group_barrier(i32 0, i32 2, i32 528), !dbg ![[BAR:[0-9]+]]
; CHECK-DAG: ![[GIDVAR]] = !DILocalVariable(name: "gid"
; CHECK-DAG: ![[GID]] = !DILocation(line: 3,
; CHECK-DAG: ![[RED]] = !DILocation(line: 4,
; CHECK-DAG: ![[BAR]] = !DILocation(line: 5,
