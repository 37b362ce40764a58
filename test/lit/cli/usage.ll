; RUN: not ncpu-opt --no-such-option %s 2>&1 | FileCheck %s
; RUN: not ncpu-opt --filetype=exe %s 2>&1 | FileCheck %s --check-prefix=CHOICE
; RUN: ncpu-opt --version | FileCheck %s --check-prefix=VERSION
; RUN: ncpu-opt -version | FileCheck %s --check-prefix=VERSION
; RUN: ncpu-opt --help | FileCheck %s --check-prefix=HELP

; CHECK: ncpu-opt: error: No such option '--no-such-option'
; CHECK-NEXT: Try 'ncpu-opt --help' for help.
; CHOICE: ncpu-opt: error: Invalid value for '--filetype'
; VERSION: ncpu-opt {{[0-9]+\.[0-9]+}}
; HELP: Usage: ncpu-opt [OPTIONS] {{.*}}FILE
; HELP: --passes PIPELINE
; (Words the help wraps around: the checked option, what it reports to, the extra checks.)
; HELP: cpu<checked>'
; HELP: KernelCheckError
; HELP: Oclgrind's
