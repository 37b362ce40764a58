; -mcpu=help and -mattr=help list the target's CPUs or features, as llc does.
; RUN: ncpu-opt -mtriple=x86_64-linux-gnu -mcpu=help | FileCheck %s --check-prefix=CPUS
; RUN: ncpu-opt -mtriple=aarch64-linux-gnu -mattr=help | FileCheck %s --check-prefix=FEATURES

; CPUS: Available CPUs for x86_64-linux-gnu:
; CPUS: {{^}}  skylake{{$}}
; FEATURES: Available features (+name enables one, -name disables it) for aarch64-linux-gnu:
; FEATURES: {{^}}  neon{{$}}
