; -o writes as opt does: through a symbolic link, into a hard-linked file (the links stay),
; keeping the file's mode.
; RUN: rm -rf %t && mkdir %t
; RUN: echo old > %t/file.ll && chmod 600 %t/file.ll
; RUN: ln -s file.ll %t/link.ll && ln %t/file.ll %t/hard.ll
; RUN: ncpu-opt -S %s -o %t/link.ll
; RUN: FileCheck %s < %t/hard.ll
; RUN: stat -c '%%F %%h %%a' %t/link.ll %t/file.ll | FileCheck %s --check-prefix=KEPT
; RUN: rm %t/hard.ll && ncpu-opt -S %s -o %t/link.ll
; RUN: stat -c '%%F %%h %%a' %t/link.ll %t/file.ll | FileCheck %s --check-prefix=RENAMED
; RUN: ls -A %t | FileCheck %s --check-prefix=NOTHING-LEFT

; CHECK: define void @f()
; KEPT: symbolic link 1 777
; KEPT-NEXT: regular file 2 600
; RENAMED: symbolic link 1 777
; RENAMED-NEXT: regular file 1 600
; NOTHING-LEFT-NOT: .tmp

define void @f() {
  ret void
}
