; REQUIRES: native-cpu
; native-cpu<vecz-always> runs run-vecz<always>: a kernel the cost model of the
; default run-vecz<auto> refuses (vecmath: float4 code, per lane) is vectorised
; anyway, and the remark says it was forced.  It needs the vectoriser.
; RUN: ncpu-opt -passes=native-cpu --mtriple=x86_64-unknown-linux-gnu --mattr=+avx2 --pass-remarks=vecz --pass-remarks-missed=vecz --disable-output %S/../../kernels/ll/vecmath.ll 2>&1 | filecheck %s --check-prefix=AUTO
; RUN: ncpu-opt -passes='native-cpu<vecz-always>' --mtriple=x86_64-unknown-linux-gnu --mattr=+avx2 --pass-remarks=vecz --pass-remarks-missed=vecz --disable-output %S/../../kernels/ll/vecmath.ll 2>&1 | filecheck %s --check-prefix=ALWAYS
; RUN: ncpu-opt -passes='native-cpu<O2;vecz-always;vecz-width=4>' --pass-remarks=vecz --disable-output %S/../../kernels/ll/vecmath.ll 2>&1 | filecheck %s --check-prefix=WIDTH
; RUN: not ncpu-opt -passes='native-cpu<no-vecz;vecz-always>' --disable-output %S/../../kernels/ll/vecmath.ll 2>&1 | filecheck %s --check-prefix=NOVECZ

; AUTO: remark: <unknown>:0:0: could not vectorize kernel @vecmath: not worth it: the vector kernel would take about {{[0-9]+}}% of the time of 8 scalar calls (vectorising needs 80% or less); 'always' vectorises it anyway
; ALWAYS: remark: <unknown>:0:0: vectorized kernel @vecmath as @__vecz_v8_vecmath: 8 work-items of dimension 0 per call; width 8: the target's natural width for 32-bit data; forced ('always': the cost model was not asked)
; ALWAYS-NOT: could not vectorize
; WIDTH: remark: <unknown>:0:0: vectorized kernel @vecmath as @__vecz_v4_vecmath: 4 work-items of dimension 0 per call; width 4: given (width=4); forced
; NOVECZ: error: parse of pass pipeline 'native-cpu<no-vecz;vecz-always>' failed : invalid options for pipeline 'native-cpu': 'vecz-always' needs the vectoriser, which 'no-vecz' turns off
