; Options that exclude each other are rejected when the pipeline is parsed.
; RUN: not ncpu-opt -passes='add-kernel-wrapper<packed;unpacked>' -S %S/Inputs/scheduled.ll 2>&1 | filecheck %s --check-prefix=PACKED
; RUN: not ncpu-opt -passes='add-kernel-wrapper<local-buffers-by-size;local-buffers-by-ptr>' -S %S/Inputs/scheduled.ll 2>&1 | filecheck %s --check-prefix=LOCAL
; PACKED: error: parse of pass pipeline 'add-kernel-wrapper<packed;unpacked>' failed : invalid options for pass 'add-kernel-wrapper': 'packed' and 'unpacked' exclude each other
; LOCAL: 'local-buffers-by-size' and 'local-buffers-by-ptr' exclude each other
