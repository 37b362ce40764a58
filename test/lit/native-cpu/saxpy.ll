; The whole native-cpu pipeline on clang's OpenCL C output: one external work-group
; driver per kernel, the kernel wrapper as the entry point with everything inlined into
; it, and the driver calling it (one copy of the kernel's code).
; RUN: ncpu-opt -passes=native-cpu -S %S/../../../examples/saxpy.ll | filecheck %s
; RUN: ncpu-opt -passes='native-cpu<O0;no-vecz>' -S %S/../../../examples/saxpy.ll | filecheck %s --check-prefix=O0
; RUN: ncpu-opt -passes=native-cpu --filetype=obj %S/../../../examples/saxpy.ll -o %t.o
; RUN: %python -c "import sys; d = open(sys.argv[1], 'rb').read(); sys.exit(b'saxpy.mux-work-group-driver' not in d)" %t.o

; CHECK: define void @saxpy.mux-kernel-wrapper(ptr {{.*}}%packed-args, ptr {{.*}}%wg-info) {{.*}}#[[WRAPPER:[0-9]+]]
; The kernel is inlined into the wrapper: no calls but intrinsics remain.
; CHECK-NOT: call {{.*}}@{{[^l]}}
; CHECK: define void @saxpy.mux-work-group-driver(ptr {{.*}}%packed-args, ptr {{.*}}%wg-info-template, i64 %first, i64 %end)
; CHECK: call void @saxpy.mux-kernel-wrapper(ptr {{.*}}%packed-args, ptr {{.*}}%wg-info) #[[NOINLINE:[0-9]+]]
; CHECK-NOT: call {{.*}}@{{[^l]}}
; CHECK: ret void
; CHECK: attributes #[[WRAPPER]] = { {{.*}}"mux-kernel"="entry-point"
; CHECK: attributes #[[NOINLINE]] = { noinline

; At O0 nothing is inlined but always-inline functions: the driver calls the wrapper.
; O0: define void @saxpy.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(24) %packed-args, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; O0: define void @saxpy.mux-work-group-driver(ptr %packed-args, ptr %wg-info-template, i64 %first, i64 %end)
; O0: call void @saxpy.mux-kernel-wrapper(ptr %packed-args, ptr %wg-info)
