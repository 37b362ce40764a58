; mode is emulation or native.
; RUN: not ncpu-opt -passes='spec-constants<mode=spirv>' -S %s 2>&1 | filecheck %s
; CHECK: ncpu-opt: error: {{.*}}option 'mode' of pass 'spec-constants' must be emulation or native, not 'spirv'
; The props file's directory must exist.
; RUN: not ncpu-opt -passes=spec-constants -S %s --spec-const-props=%t.nodir/props.json 2>&1 | filecheck %s --check-prefix=DIR
; DIR: ncpu-opt: error: cannot open output file '{{.*}}props.json': No such file or directory

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"
