; An unknown pass name fails with opt's wording, plus a suggestion.
; RUN: not ncpu-opt -passes=instcombin -S %s 2>&1 | FileCheck %s
; RUN: not ncpu-opt -passes='sroa,function(simplifycgf)' -S %s 2>&1 | FileCheck %s --check-prefix=NESTED
; RUN: not ncpu-opt -passes=zzqqxx -S %s 2>&1 | FileCheck %s --check-prefix=NOHINT

; CHECK: ncpu-opt: error: parse of pass pipeline 'instcombin' failed : unknown pass name 'instcombin' (did you mean 'instcombine'?)
; NESTED: ncpu-opt: error: parse of pass pipeline 'sroa,function(simplifycgf)' failed : unknown pass name 'simplifycgf' (did you mean 'simplifycfg'?)
; NOHINT: ncpu-opt: error: parse of pass pipeline 'zzqqxx' failed : unknown pass name 'zzqqxx'{{$}}

define void @f() {
  ret void
}
