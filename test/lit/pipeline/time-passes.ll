; RUN: ncpu-opt -passes='sroa,instcombine' -time-passes -disable-output %s 2>&1 | FileCheck %s

; CHECK: Pass execution timing report
; CHECK: Pass {{.*}} Wall time (s) {{.*}} Share
; CHECK: sroa {{.*}} 0.{{[0-9]+}} {{.*}}%
; CHECK: instcombine {{.*}} 0.{{[0-9]+}} {{.*}}%
; CHECK: Total {{.*}} 100.0%

define i32 @f(i32 %a) {
  ret i32 %a
}
