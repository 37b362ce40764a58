; A write that fails is an error naming the file, exit 1: stdout on a full device, a file
; in /proc (not 'No such file or directory': the file is there, it cannot be written).
; RUN: not ncpu-opt -S %s > /dev/full 2> %t.err
; RUN: FileCheck %s --check-prefix=FULL < %t.err
; RUN: not ncpu-opt --print-passes > /dev/full 2> %t.err
; RUN: FileCheck %s --check-prefix=FULL < %t.err
; RUN: not ncpu-opt -S %s -o /proc/version 2>&1 | FileCheck %s --check-prefix=PROC

; FULL: {{^}}ncpu-opt: error: <stdout>: No space left on device{{$}}
; FULL-NOT: {{.}}
; PROC: {{^}}ncpu-opt: error: cannot {{open|write}} output file '/proc/version': {{Permission denied|Input/output error}}{{$}}

define void @f() {
  ret void
}
