; Hand-written: OMP121 at every call that is not SPMD-amenable, wherever the
; eligibility check finds it: an indirect call in the serial code (4:3), a
; declared function called by a defined function the serial code calls (12:3)
; and a worksharing loop with a dynamic schedule (35) in the parallel region
; (21:3); the kernel stays generic.
; RUN: ncpu-opt -passes='openmp-spmdize,verify' --pass-remarks=openmp-opt --pass-remarks-missed=openmp-opt -S %s 2>&1 | filecheck %s
; CHECK: remark: offending.c:4:3: Value has potential side effects preventing SPMD-mode execution. Add `{{\[\[}}omp::assume("ompx_spmd_amenable"){{\]\]}}` to the called function to override [OMP121]
; CHECK-NEXT: remark: offending.c:12:3: Value has potential side effects preventing SPMD-mode execution. Add `{{\[\[}}omp::assume("ompx_spmd_amenable"){{\]\]}}` to the called function to override [OMP121]
; CHECK-NEXT: remark: offending.c:21:3: Value has potential side effects preventing SPMD-mode execution. Add `{{\[\[}}omp::assume("ompx_spmd_amenable"){{\]\]}}` to the called function to override [OMP121]
; CHECK-NOT: remark:
; CHECK: @k_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
; CHECK-NOT: region.

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr }

@ident = private constant %struct.ident_t zeroinitializer
@k_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
@g = global i32 0

define void @k(ptr %launch, ptr %callback) !dbg !5 {
entry:
  %r = call i32 @__kmpc_target_init(ptr @k_kernel_environment, ptr %launch), !dbg !8
  %main = icmp eq i32 %r, -1
  br i1 %main, label %user, label %done

user:
  call void %callback(), !dbg !9
  call void @helper(), !dbg !10
  call void @__kmpc_parallel_51(ptr @ident, i32 0, i32 1, i32 -1, i32 -1, ptr @body, ptr null, ptr null, i64 0), !dbg !11
  call void @__kmpc_target_deinit()
  br label %done

done:
  ret void
}

define internal void @helper() !dbg !12 {
  store i32 1, ptr @g
  call void @log_progress(), !dbg !13
  ret void
}

define internal void @body(ptr %gtid, ptr %btid) !dbg !14 {
  %lb = alloca i32
  %ub = alloca i32
  %st = alloca i32
  %last = alloca i32
  call void @__kmpc_for_static_init_4(ptr @ident, i32 0, i32 35, ptr %last, ptr %lb, ptr %ub, ptr %st, i32 1, i32 1), !dbg !15
  call void @__kmpc_for_static_fini(ptr @ident, i32 0)
  ret void
}

declare void @log_progress()
declare i32 @__kmpc_target_init(ptr, ptr)
declare void @__kmpc_target_deinit()
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64)
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32)
declare void @__kmpc_for_static_fini(ptr, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "offending.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 1, scope: !5)
!9 = !DILocation(line: 4, column: 3, scope: !5)
!10 = !DILocation(line: 5, column: 3, scope: !5)
!11 = !DILocation(line: 6, column: 1, scope: !5)
!12 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DILocation(line: 12, column: 3, scope: !12)
!14 = distinct !DISubprogram(name: "body", scope: !1, file: !1, line: 20, type: !6, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DILocation(line: 21, column: 3, scope: !14)
