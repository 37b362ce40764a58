; An entry point that is not a packed kernel wrapper cannot be driven.
; RUN: not ncpu-opt -passes=add-work-group-driver -S %S/../add-kernel-wrapper/Inputs/scheduled.ll 2>&1 | filecheck %s
; RUN: not ncpu-opt -passes='add-kernel-wrapper<unpacked>,add-work-group-driver' -S %S/../add-kernel-wrapper/Inputs/scheduled.ll 2>&1 | filecheck %s --check-prefix=UNPACKED
; RUN: ncpu-opt -passes=add-work-group-driver -S %s | filecheck %s --check-prefix=NONE

; CHECK: error: add-work-group-driver: entry point @k is not a packed kernel wrapper (run add-kernel-wrapper<packed> first)
; UNPACKED: error: add-work-group-driver: entry point @k.mux-kernel-wrapper is not a packed kernel wrapper

; A module without entry points is left alone.
; NONE-NOT: mux-work-group-driver
define void @f() {
  ret void
}
