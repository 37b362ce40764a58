; Every user error of encode-kernel-metadata, with OCK's wording where OCK has one.
; RUN: not ncpu-opt -passes=encode-kernel-metadata -S %s 2>&1 | filecheck %s --check-prefix=NONAME
; RUN: not ncpu-opt -passes='encode-kernel-metadata<name=foo;local-sizes=16:4>' -S %s 2>&1 | filecheck %s --check-prefix=TWODIMS
; RUN: not ncpu-opt -passes='encode-kernel-metadata<name=foo;local-sizes=16:0:1>' -S %s 2>&1 | filecheck %s --check-prefix=ZERO
; RUN: not ncpu-opt -passes='encode-kernel-metadata<name=foo;work-item-order=xy>' -S %s 2>&1 | filecheck %s --check-prefix=ORDER
; RUN: not ncpu-opt -passes='encode-kernel-metadata<name=foo;widht=4>' -S %s 2>&1 | filecheck %s --check-prefix=UNKNOWN

; NONAME: ncpu-opt: error: {{.*}}EncodeKernelMetadataPass must be provided a 'name'
; TWODIMS: ncpu-opt: error: {{.*}}invalid local-sizes parameter to EncodeKernelMetadataPass - all 3 dimensions must be provided (X:Y:Z, got 2)
; ZERO: ncpu-opt: error: {{.*}}option 'local-sizes' of pass 'encode-kernel-metadata': sizes must be positive
; ORDER: ncpu-opt: error: {{.*}}work-item-order 'xy' is not a permutation of xyz
; UNKNOWN: ncpu-opt: error: {{.*}}invalid EncodeKernelMetadataPass parameter 'widht' (pass 'encode-kernel-metadata' takes: name, local-sizes, work-item-order)

define void @foo() {
  ret void
}
