; The runtime's worker pool: native threads that run ranges of work-groups.
;
; Compiled for the host once per process (runtime/worker_pool.py) and loaded with
; MCJIT, so a launch never goes through Python threads or futures: the calling
; thread publishes a job, wakes the workers that sleep, and runs chunks itself.
;
; Each thread of the pool (the launcher is number 0, workers 1..n in the order
; they started) has a home: the same share of every job's work-groups,
; [total * i / threads, total * (i + 1) / threads), on every launch.  It takes
; chunks of `grain` work-groups from the front of its home, and once that is
; empty from the homes of the others in turn (one atomic counter per home), so
; the split still follows the work.  A kernel launched again and again then
; finds its data where the same thread left it, in its core's own cache, as a
; statically scheduled OpenMP loop does.  Workers spin for `spin` ticks after each job before they
; sleep on a condition variable, which keeps back-to-back launches cheap.
;
; A launch returns to Python at least every `budget` ticks (0: the job is not done
; yet, call @ncpu_pool_resume), so Ctrl-C reaches the caller; @ncpu_pool_finish
; stops the hand-out of chunks and waits, without returning, for the running ones.
;
; Joining a job: a worker that sees a new generation increments `active`, then
; checks that the job is still open (`open_gen` == that generation); the
; launcher closes the job (`open_gen` = 0) once every chunk is handed out and
; then waits for `active` to drop to 0.  Both sides use seq_cst operations, so
; either the worker sees the job closed or the launcher sees it active.
;
; Times are in ticks of @now_ticks: the CPU's time-stamp counter where there is
; one (a clock read can cost a system call in a virtual machine), else
; nanoseconds; worker_pool.py measures the ticks per nanosecond and sets the
; pool's times in ticks.  @PAUSE_CALL@ and @TICKS@ are replaced by the target's
; spin-wait hint and tick source.

%Pool = type {
  [128 x i8],   ; 0  mutex (room for any pthread_mutex_t)
  [128 x i8],   ; 1  work_cond: workers sleep on it
  [128 x i8],   ; 2  done_cond: the launcher waits on it for the last worker
  i64,          ; 3  generation: bumped once per published job
  i64,          ; 4  open_gen: the generation of the open job, 0 when closed
  ptr,          ; 5  driver: void (ptr args, ptr wg-info, i64 first, i64 end)
  ptr,          ; 6  args
  ptr,          ; 7  wg-info template
  i64,          ; 8  total work-groups
  i64,          ; 9  grain: work-groups per chunk
  i64,          ; 10 (unused: each home has its own counter)
  i32,          ; 11 active: workers inside the job
  i32,          ; 12 cancel
  i32,          ; 13 stop: the workers exit
  i32,          ; 14 sleepers: workers waiting on work_cond
  i32,          ; 15 main_waiting: the launcher waits on done_cond
  i32,          ; 16 workers started
  i64,          ; 17 spin: how long idle workers spin before they sleep
  ptr,          ; 18 pthread_t[workers]
  i64,          ; 19 budget: the longest a launch stays before it returns
  %Runner,      ; 20 the launching thread's runner
  ptr,          ; 21 the running %Job
  i64,          ; 22 busy: the workers' time in the job's work-groups
  i64,          ; 23 groups: the work-groups the workers ran
  i64,          ; 24 adapt: sub-ranges double while one takes less
  i64,          ; 25 serial: a job estimated to take less on one thread runs on the launcher alone
  ptr,          ; 26 homes: %Home[threads], one cache line each
  i32,          ; 27 threads: the launcher and the workers that started
  i32           ; 28 the workers that took a number
}

; The work-groups of one thread's home not handed out yet, alone on a cache line.
%Home = type {
  i64,          ; 0 next: the first work-group not handed out (may pass end)
  i64,          ; 1 end
  [48 x i8]
}

; What one thread running a job keeps between chunks (and between calls, for the launcher).
%Runner = type {
  i64,          ; 0 step: work-groups per sub-range
  i64,          ; 1 pending_first: the rest of a chunk a deadline interrupted
  i64,          ; 2 pending_end
  i64,          ; 3 publish_at: when a job the launcher runs alone goes to the workers too (-1: never)
  i64,          ; 4 busy: time spent in its sub-ranges
  i64,          ; 5 clocked_groups: the work-groups those ran
  i64,          ; 6 home: its thread's number
  i64           ; 7 victim: the home it takes chunks from
}

; A launch's work: the same for every launch of a kernel with the same sizes.
%Job = type {
  ptr,          ; 0 driver: void (ptr args, ptr wg-info, i64 first, i64 end)
  ptr,          ; 1 wg-info template
  i64,          ; 2 total work-groups
  i64,          ; 3 grain: work-groups per chunk
  i64,          ; 4 serial: its last launch's time on one thread, estimated (-1: never launched)
  i64           ; 5 step: work-groups per first sub-range, from its last launch (1: never launched)
}

%timespec = type { i64, i64 }

declare noalias ptr @calloc(i64, i64)
declare noalias ptr @aligned_alloc(i64, i64)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @free(ptr)
declare i32 @pthread_mutex_init(ptr, ptr)
declare i32 @pthread_mutex_destroy(ptr)
declare i32 @pthread_mutex_lock(ptr)
declare i32 @pthread_mutex_unlock(ptr)
declare i32 @pthread_cond_init(ptr, ptr)
declare i32 @pthread_cond_destroy(ptr)
declare i32 @pthread_cond_wait(ptr, ptr)
declare i32 @pthread_cond_timedwait(ptr, ptr, ptr)
declare i32 @pthread_cond_broadcast(ptr)
declare i32 @pthread_attr_init(ptr)
declare i32 @pthread_attr_setstacksize(ptr, i64)
declare i32 @pthread_attr_destroy(ptr)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare i32 @pthread_sigmask(i32, ptr, ptr)
declare i32 @sigfillset(ptr)
declare i32 @clock_gettime(i32, ptr)

@PAUSE_DECLARATION@

; Nanoseconds on clock 1 (CLOCK_MONOTONIC) or 0 (CLOCK_REALTIME, what timed waits use).
define internal i64 @now_ns(i32 %clock) {
  %ts = alloca %timespec
  %r = call i32 @clock_gettime(i32 %clock, ptr %ts)
  %sec = load i64, ptr %ts
  %nsp = getelementptr inbounds %timespec, ptr %ts, i32 0, i32 1
  %nsec = load i64, ptr %nsp
  %s = mul i64 %sec, 1000000000
  %t = add i64 %s, %nsec
  ret i64 %t
}

declare i64 @llvm.readcyclecounter()

define internal i64 @now_ticks() {
  %t = @TICKS@
  ret i64 %t
}

; The tick counter, for worker_pool.py to measure its rate.
define i64 @ncpu_pool_ticks() {
  %t = call i64 @now_ticks()
  ret i64 %t
}

; Runs chunks until none is left or the job is cancelled (true), or until the
; monotonic clock passes %deadline (false; -1: no deadline).  A chunk runs in
; sub-ranges that start at one work-group and double while one takes under the
; pool's `adapt` ticks, so cancelling or a deadline is noticed within about that time
; whatever the chunk size, and short work-groups cost few clock reads.  The
; runner adds up the time and work-groups of its sub-ranges.  A
; deadline can stop the runner inside a chunk: the rest stays in %runner's
; pending range, and the next call runs it first.
define internal i1 @run_chunks(ptr %pool, ptr %runner, i64 %deadline) {
entry:
  %homesp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 26
  %homes = load ptr, ptr %homesp
  %threadsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 27
  %threads32 = load i32, ptr %threadsp
  %threads = zext i32 %threads32 to i64
  %cancelp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 12
  %driverp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 5
  %argsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 6
  %tmplp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 7
  %totalp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 8
  %grainp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 9
  %driver = load ptr, ptr %driverp
  %args = load ptr, ptr %argsp
  %tmpl = load ptr, ptr %tmplp
  %total = load i64, ptr %totalp
  %grain = load i64, ptr %grainp
  %timed = icmp ne i64 %deadline, -1
  %adaptp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 24
  %adapt = load i64, ptr %adaptp
  %stepp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 0
  %publish_atp.entry = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 3
  %pending_firstp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 1
  %pending_endp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 2
  %homep = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 6
  %home = load i64, ptr %homep
  %victimp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 7
  %pending_first = load i64, ptr %pending_firstp
  %pending_end = load i64, ptr %pending_endp
  %has_pending = icmp ult i64 %pending_first, %pending_end
  br i1 %has_pending, label %take_pending, label %loop

take_pending:
  store i64 0, ptr %pending_firstp
  store i64 0, ptr %pending_endp
  br label %range

loop:
  %cancel = load atomic i32, ptr %cancelp monotonic, align 4
  %cancelled = icmp ne i32 %cancel, 0
  br i1 %cancelled, label %done, label %grab

grab:
  ; Alone (a job not handed over yet), the launcher takes chunks as large as its
  ; sub-ranges have grown: nobody else shares the work yet, and each grab costs.
  %publish_at.grab = load i64, ptr %publish_atp.entry
  %solo = icmp ne i64 %publish_at.grab, -1
  %step.grab = load i64, ptr %stepp
  %solo_grain = call i64 @llvm.umax.i64(i64 %grain, i64 %step.grab)
  %take = select i1 %solo, i64 %solo_grain, i64 %grain
  %victim = load i64, ptr %victimp
  %slot = getelementptr inbounds %Home, ptr %homes, i64 %victim
  %first = atomicrmw add ptr %slot, i64 %take monotonic, align 8
  %slot_endp = getelementptr inbounds %Home, ptr %slot, i32 0, i32 1
  %slot_end = load i64, ptr %slot_endp
  %none = icmp uge i64 %first, %slot_end
  br i1 %none, label %next_victim, label %chunk

next_victim:
  ; A home once empty stays empty during a launch: one round of the others finds all work.
  %victim.inc = add i64 %victim, 1
  %wrap = icmp eq i64 %victim.inc, %threads
  %victim.next = select i1 %wrap, i64 0, i64 %victim.inc
  store i64 %victim.next, ptr %victimp
  %round = icmp eq i64 %victim.next, %home
  br i1 %round, label %done, label %loop

chunk:
  %left = sub i64 %slot_end, %first
  %size = call i64 @llvm.umin.i64(i64 %take, i64 %left)
  %chunk_end = add i64 %first, %size
  br label %range

range:
  %pos = phi i64 [ %pending_first, %take_pending ], [ %first, %chunk ], [ %sub_end, %more ]
  %end = phi i64 [ %pending_end, %take_pending ], [ %chunk_end, %chunk ], [ %end, %more ]
  %step = load i64, ptr %stepp
  %range_left = sub i64 %end, %pos
  %n = call i64 @llvm.umin.i64(i64 %step, i64 %range_left)
  %sub_end = add i64 %pos, %n
  ; Steps grow up to the whole job (beyond a chunk only for the launcher alone).
  %adapting = icmp ult i64 %step, %total
  br label %run_clocked

run_clocked:
  %t0 = call i64 @now_ticks()
  call void %driver(ptr %args, ptr %tmpl, i64 %pos, i64 %sub_end)
  %t1 = call i64 @now_ticks()
  %elapsed = sub i64 %t1, %t0
  %busyp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 4
  %busy = load i64, ptr %busyp
  %busy.new = add i64 %busy, %elapsed
  store i64 %busy.new, ptr %busyp
  %clocked_groupsp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 5
  %clocked_groups = load i64, ptr %clocked_groupsp
  %clocked_groups.new = add i64 %clocked_groups, %n
  store i64 %clocked_groups.new, ptr %clocked_groupsp
  %quick = icmp ult i64 %elapsed, %adapt
  ; A step of the whole job is as large as it gets (and never overflows).
  %grow = and i1 %quick, %adapting
  %doubled = shl i64 %step, 1
  %next_step = select i1 %grow, i64 %doubled, i64 %step
  store i64 %next_step, ptr %stepp
  %past = icmp uge i64 %t1, %deadline
  %late_clocked = and i1 %timed, %past
  %publish_atp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 3
  %publish_at = load i64, ptr %publish_atp
  %publish_now = icmp uge i64 %t1, %publish_at
  br i1 %publish_now, label %hand_over, label %after

hand_over:
  store i64 -1, ptr %publish_atp
  call void @publish(ptr %pool)
  br label %after

after:
  %late = phi i1 [ %late_clocked, %run_clocked ], [ %late_clocked, %hand_over ]
  %finished = icmp eq i64 %sub_end, %end
  br i1 %finished, label %chunk_done, label %more_check

chunk_done:
  br i1 %late, label %out_of_time, label %loop

more_check:
  %cancel2 = load atomic i32, ptr %cancelp monotonic, align 4
  %cancelled2 = icmp ne i32 %cancel2, 0
  br i1 %cancelled2, label %done, label %late_check

late_check:
  br i1 %late, label %save, label %more

more:
  br label %range

save:
  store i64 %sub_end, ptr %pending_firstp
  store i64 %end, ptr %pending_endp
  br label %out_of_time

done:
  ret i1 true

out_of_time:
  ret i1 false
}

declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.fptoui.sat.i64.f64(double)

; A runner that starts at its thread's home, with the sub-ranges of %pool's job's last launch.
define internal void @reset_runner(ptr %pool, ptr %runner, i64 %home) {
  %jobp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 21
  %job = load ptr, ptr %jobp
  %stepj = getelementptr inbounds %Job, ptr %job, i32 0, i32 5
  %step = load i64, ptr %stepj
  store %Runner { i64 1, i64 0, i64 0, i64 -1, i64 0, i64 0, i64 0, i64 0 }, ptr %runner
  store i64 %step, ptr %runner
  %homep = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 6
  store i64 %home, ptr %homep
  %victimp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 7
  store i64 %home, ptr %victimp
  ret void
}

; Wakes the launcher if it waits for the last worker.
define internal void @notify_done(ptr %pool) {
  %mutex = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 0
  %done_cond = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 2
  %waitingp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 15
  %l = call i32 @pthread_mutex_lock(ptr %mutex)
  %waiting = load i32, ptr %waitingp
  %any = icmp ne i32 %waiting, 0
  br i1 %any, label %wake, label %out

wake:
  %b = call i32 @pthread_cond_broadcast(ptr %done_cond)
  br label %out

out:
  %u = call i32 @pthread_mutex_unlock(ptr %mutex)
  ret void
}

define internal ptr @worker(ptr %pool) {
entry:
  %mutex = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 0
  %work_cond = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 1
  %genp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 3
  %openp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 4
  %activep = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 11
  %stopp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 13
  %sleepersp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 14
  %spinp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 17
  %spin_ticks = load i64, ptr %spinp
  %runner = alloca %Runner
  %numberedp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 28
  %before = atomicrmw add ptr %numberedp, i32 1 seq_cst, align 4
  %number32 = add i32 %before, 1
  %number = zext i32 %number32 to i64
  br label %idle

idle:
  %seen = phi i64 [ 0, %entry ], [ %gen, %leave ], [ %gen, %last ]
  %t0 = call i64 @now_ticks()
  %spin_end = add i64 %t0, %spin_ticks
  br label %spin

spin:
  %i = phi i32 [ 0, %idle ], [ %i.next, %pause ], [ 0, %spin.clock ]
  %g.spin = load atomic i64, ptr %genp seq_cst, align 8
  %new.spin = icmp ne i64 %g.spin, %seen
  br i1 %new.spin, label %got, label %pause

pause:
  @PAUSE_CALL@
  %i.next = add i32 %i, 1
  %check = icmp eq i32 %i.next, 256
  br i1 %check, label %spin.clock, label %spin

spin.clock:
  %now = call i64 @now_ticks()
  %spun = icmp uge i64 %now, %spin_end
  br i1 %spun, label %sleep, label %spin

sleep:
  %l = call i32 @pthread_mutex_lock(ptr %mutex)
  %s.old = atomicrmw add ptr %sleepersp, i32 1 seq_cst, align 4
  br label %sleep.check

sleep.check:
  %g.sleep = load atomic i64, ptr %genp seq_cst, align 8
  %same = icmp eq i64 %g.sleep, %seen
  br i1 %same, label %sleep.wait, label %woke

sleep.wait:
  %w = call i32 @pthread_cond_wait(ptr %work_cond, ptr %mutex)
  br label %sleep.check

woke:
  %s.back = atomicrmw sub ptr %sleepersp, i32 1 seq_cst, align 4
  %u = call i32 @pthread_mutex_unlock(ptr %mutex)
  br label %got

got:
  %gen = phi i64 [ %g.spin, %spin ], [ %g.sleep, %woke ]
  %stop = load atomic i32, ptr %stopp seq_cst, align 4
  %stopping = icmp ne i32 %stop, 0
  br i1 %stopping, label %exit, label %join

join:
  %a.old = atomicrmw add ptr %activep, i32 1 seq_cst, align 4
  %open = load atomic i64, ptr %openp seq_cst, align 8
  %is_open = icmp eq i64 %open, %gen
  br i1 %is_open, label %work, label %leave

work:
  call void @reset_runner(ptr %pool, ptr %runner, i64 %number)
  %finished = call i1 @run_chunks(ptr %pool, ptr %runner, i64 -1)
  ; What it ran, for the launcher's estimate of the job's cost.
  %wbusyp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 4
  %wbusy = load i64, ptr %wbusyp
  %wgroupsp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 5
  %wgroups = load i64, ptr %wgroupsp
  %pbusyp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 22
  %pb = atomicrmw add ptr %pbusyp, i64 %wbusy seq_cst, align 8
  %pgroupsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 23
  %pg = atomicrmw add ptr %pgroupsp, i64 %wgroups seq_cst, align 8
  br label %leave

leave:
  %a.prev = atomicrmw sub ptr %activep, i32 1 seq_cst, align 4
  %was_last = icmp eq i32 %a.prev, 1
  br i1 %was_last, label %last, label %idle

last:
  call void @notify_done(ptr %pool)
  br label %idle

exit:
  ret ptr null
}

; A pool with %workers threads besides the launching one (0: the launcher runs
; everything), each with a stack of %stack_bytes (0: the system's default).
; Workers start with every signal blocked: signals stay the launcher's.
define ptr @ncpu_pool_create(i32 %workers, i64 %stack_bytes, i64 %spin, i64 %budget, i64 %adapt, i64 %serial) {
entry:
  %pool = call ptr @calloc(i64 1, i64 ptrtoint (ptr getelementptr (%Pool, ptr null, i32 1) to i64))
  %mutex = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 0
  %work_cond = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 1
  %done_cond = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 2
  %m = call i32 @pthread_mutex_init(ptr %mutex, ptr null)
  %c1 = call i32 @pthread_cond_init(ptr %work_cond, ptr null)
  %c2 = call i32 @pthread_cond_init(ptr %done_cond, ptr null)
  %spinp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 17
  store i64 %spin, ptr %spinp
  %budgetp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 19
  store i64 %budget, ptr %budgetp
  %adaptp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 24
  store i64 %adapt, ptr %adaptp
  %serialp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 25
  store i64 %serial, ptr %serialp
  %n = zext i32 %workers to i64
  %threads = call ptr @calloc(i64 %n, i64 8)
  %threadsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 18
  store ptr %threads, ptr %threadsp
  %attr = alloca [128 x i8], align 16
  %ai = call i32 @pthread_attr_init(ptr %attr)
  %sized = icmp ne i64 %stack_bytes, 0
  br i1 %sized, label %set_stack, label %mask

set_stack:
  %ss = call i32 @pthread_attr_setstacksize(ptr %attr, i64 %stack_bytes)
  br label %mask

mask:
  %all = alloca [128 x i8], align 16
  %old = alloca [128 x i8], align 16
  %f = call i32 @sigfillset(ptr %all)
  %b = call i32 @pthread_sigmask(i32 @SIG_BLOCK@, ptr %all, ptr %old)
  br label %loop

loop:
  %i = phi i32 [ 0, %mask ], [ %i.next, %started ]
  %more = icmp ult i32 %i, %workers
  br i1 %more, label %start, label %finish

start:
  %slot = getelementptr inbounds i64, ptr %threads, i32 %i
  %rc = call i32 @pthread_create(ptr %slot, ptr %attr, ptr @worker, ptr %pool)
  %ok = icmp eq i32 %rc, 0
  br i1 %ok, label %started, label %finish

started:
  %i.next = add i32 %i, 1
  br label %loop

finish:
  %count = phi i32 [ %i, %loop ], [ %i, %start ]
  %countp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 16
  store i32 %count, ptr %countp
  ; Workers read the homes only in a job, which no launch publishes before this returns.
  %threads.n = add i32 %count, 1
  %threadsp.n = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 27
  store i32 %threads.n, ptr %threadsp.n
  %threads.n64 = zext i32 %threads.n to i64
  %home_bytes = mul i64 %threads.n64, ptrtoint (ptr getelementptr (%Home, ptr null, i32 1) to i64)
  %homes = call ptr @aligned_alloc(i64 64, i64 %home_bytes)
  call void @llvm.memset.p0.i64(ptr %homes, i8 0, i64 %home_bytes, i1 false)
  %homesp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 26
  store ptr %homes, ptr %homesp
  %r = call i32 @pthread_sigmask(i32 @SIG_SETMASK@, ptr %old, ptr null)
  %ad = call i32 @pthread_attr_destroy(ptr %attr)
  ret ptr %pool
}

; The number of workers that started (fewer than asked when the system refused threads).
define i32 @ncpu_pool_workers(ptr %pool) {
  %countp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 16
  %count = load i32, ptr %countp
  ret i32 %count
}

; Stops and joins the workers and frees the pool (no job may be running).
define void @ncpu_pool_destroy(ptr %pool) {
entry:
  %mutex = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 0
  %work_cond = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 1
  %done_cond = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 2
  %genp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 3
  %stopp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 13
  %countp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 16
  %threadsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 18
  %l = call i32 @pthread_mutex_lock(ptr %mutex)
  store atomic i32 1, ptr %stopp seq_cst, align 4
  %g = atomicrmw add ptr %genp, i64 1 seq_cst, align 8
  %b = call i32 @pthread_cond_broadcast(ptr %work_cond)
  %u = call i32 @pthread_mutex_unlock(ptr %mutex)
  %count = load i32, ptr %countp
  %threads = load ptr, ptr %threadsp
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %join ]
  %more = icmp ult i32 %i, %count
  br i1 %more, label %join, label %free

join:
  %slot = getelementptr inbounds i64, ptr %threads, i32 %i
  %t = load i64, ptr %slot
  %j = call i32 @pthread_join(i64 %t, ptr null)
  %i.next = add i32 %i, 1
  br label %loop

free:
  %c1 = call i32 @pthread_cond_destroy(ptr %work_cond)
  %c2 = call i32 @pthread_cond_destroy(ptr %done_cond)
  %m = call i32 @pthread_mutex_destroy(ptr %mutex)
  call void @free(ptr %threads)
  %homesp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 26
  %homes = load ptr, ptr %homesp
  call void @free(ptr %homes)
  call void @free(ptr %pool)
  ret void
}

; Runs the work-groups of %job through its driver with the packed arguments
; %args.  Returns 1 when all have run, 0 when the pool's budget passed first
; (the job goes on: call @ncpu_pool_resume).  One launch at a time per pool.
define i32 @ncpu_pool_launch(ptr %pool, ptr %job, ptr %args) {
entry:
  %driver = load ptr, ptr %job
  %tmplj = getelementptr inbounds %Job, ptr %job, i32 0, i32 1
  %tmpl = load ptr, ptr %tmplj
  %totalj = getelementptr inbounds %Job, ptr %job, i32 0, i32 2
  %total = load i64, ptr %totalj
  %grainj = getelementptr inbounds %Job, ptr %job, i32 0, i32 3
  %grain = load i64, ptr %grainj
  %driverp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 5
  store ptr %driver, ptr %driverp
  %argsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 6
  store ptr %args, ptr %argsp
  %tmplp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 7
  store ptr %tmpl, ptr %tmplp
  %totalp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 8
  store i64 %total, ptr %totalp
  %grainp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 9
  store i64 %grain, ptr %grainp
  call void @share_out(ptr %pool, i64 %total)
  %cancelp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 12
  store atomic i32 0, ptr %cancelp seq_cst, align 4
  %jobp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 21
  store ptr %job, ptr %jobp
  %runner = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 20
  call void @reset_runner(ptr %pool, ptr %runner, i64 0)
  %serialp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 25
  %serial = load i64, ptr %serialp
  %pbusyp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 22
  store atomic i64 0, ptr %pbusyp seq_cst, align 8
  %pgroupsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 23
  store atomic i64 0, ptr %pgroupsp seq_cst, align 8
  %now = call i64 @now_ticks()
  %countp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 16
  %count = load i32, ptr %countp
  %no_workers = icmp eq i32 %count, 0
  ; One chunk or fewer: the launcher runs it without waking anybody.
  %one_chunk = icmp ule i64 %total, %grain
  %alone = or i1 %no_workers, %one_chunk
  br i1 %alone, label %run, label %choose

choose:
  ; A job estimated to take under `serial` on one thread costs less on the launcher alone
  ; than handing it over; should it take longer this time, it goes to the workers
  ; once it has run that long.
  %serialj = getelementptr inbounds %Job, ptr %job, i32 0, i32 4
  %estimated = load i64, ptr %serialj
  %short = icmp ult i64 %estimated, %serial
  br i1 %short, label %later_hand_over, label %hand_over

later_hand_over:
  %publish_atp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 3
  %publish_at = add i64 %now, %serial
  store i64 %publish_at, ptr %publish_atp
  br label %run

hand_over:
  call void @publish(ptr %pool)
  br label %run

run:
  %r = call i32 @ncpu_pool_resume(ptr %pool)
  ret i32 %r
}

; Gives each thread's home its share of %total work-groups (before the job is published).
define internal void @share_out(ptr %pool, i64 %total) {
entry:
  %homesp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 26
  %homes = load ptr, ptr %homesp
  %threadsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 27
  %threads32 = load i32, ptr %threadsp
  %threads = zext i32 %threads32 to i64
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i64 %i, 1
  ; total * i / threads without overflow for any i64 total: (total / t) * i + (total % t) * i / t.
  %q = udiv i64 %total, %threads
  %r = urem i64 %total, %threads
  %qi = mul i64 %q, %i
  %ri = mul i64 %r, %i
  %rit = udiv i64 %ri, %threads
  %begin = add i64 %qi, %rit
  %qn = mul i64 %q, %i.next
  %rn = mul i64 %r, %i.next
  %rnt = udiv i64 %rn, %threads
  %end = add i64 %qn, %rnt
  %slot = getelementptr inbounds %Home, ptr %homes, i64 %i
  store atomic i64 %begin, ptr %slot monotonic, align 8
  %endp = getelementptr inbounds %Home, ptr %slot, i32 0, i32 1
  store i64 %end, ptr %endp
  %more = icmp ult i64 %i.next, %threads
  br i1 %more, label %loop, label %done

done:
  ret void
}

; Opens the pool's job to the workers and wakes those that sleep.
define internal void @publish(ptr %pool) {
entry:
  %genp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 3
  %openp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 4
  %g = load atomic i64, ptr %genp seq_cst, align 8
  %g.new = add i64 %g, 1
  ; open_gen before generation: a worker that sees the new generation sees the job open.
  store atomic i64 %g.new, ptr %openp seq_cst, align 8
  store atomic i64 %g.new, ptr %genp seq_cst, align 8
  %sleepersp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 14
  %sleepers = load atomic i32, ptr %sleepersp seq_cst, align 4
  %any_asleep = icmp ne i32 %sleepers, 0
  br i1 %any_asleep, label %wake, label %done

wake:
  %mutex = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 0
  %work_cond = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 1
  %l = call i32 @pthread_mutex_lock(ptr %mutex)
  %b = call i32 @pthread_cond_broadcast(ptr %work_cond)
  %u = call i32 @pthread_mutex_unlock(ptr %mutex)
  br label %done

done:
  ret void
}

; Goes on with the launch: runs chunks, then waits for the workers' last ones.
; 1: every work-group has run (or, after a cancel, every one that started), and
; at once when no launch is under way; 0: the pool's budget passed first.
define i32 @ncpu_pool_resume(ptr %pool) {
entry:
  %jobp.entry = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 21
  %job.entry = load ptr, ptr %jobp.entry
  %idle_pool = icmp eq ptr %job.entry, null
  br i1 %idle_pool, label %no_job, label %go

no_job:
  ret i32 1

go:
  %budgetp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 19
  %budget = load i64, ptr %budgetp
  %start = call i64 @now_ticks()
  %deadline = add i64 %start, %budget
  %runner = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 20
  %exhausted = call i1 @run_chunks(ptr %pool, ptr %runner, i64 %deadline)
  br i1 %exhausted, label %close, label %later

close:
  %openp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 4
  store atomic i64 0, ptr %openp seq_cst, align 8
  %activep = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 11
  br label %spin

spin:
  ; The workers' last chunks usually end within microseconds: spin before sleeping.
  %i = phi i32 [ 0, %close ], [ %i.next, %pause ]
  %active = load atomic i32, ptr %activep seq_cst, align 4
  %idle = icmp eq i32 %active, 0
  br i1 %idle, label %finished, label %pause

pause:
  @PAUSE_CALL@
  %i.next = add i32 %i, 1
  %spun = icmp eq i32 %i.next, 4096
  br i1 %spun, label %wait, label %spin

wait:
  %r = call i32 @wait_for_workers(ptr %pool, i64 %deadline)
  %all_left = icmp eq i32 %r, 1
  br i1 %all_left, label %finished, label %later

finished:
  ; How long the job would take on one thread, for the next launch's choice
  ; (@ncpu_pool_launch): the time per work-group (launcher and workers) times the work-groups.
  %jobp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 21
  %job = load ptr, ptr %jobp
  %totalj = getelementptr inbounds %Job, ptr %job, i32 0, i32 2
  %total = load i64, ptr %totalj
  %mbusyp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 4
  %mbusy = load i64, ptr %mbusyp
  %mgroupsp = getelementptr inbounds %Runner, ptr %runner, i32 0, i32 5
  %mgroups = load i64, ptr %mgroupsp
  %pbusyp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 22
  %pbusy = load atomic i64, ptr %pbusyp seq_cst, align 8
  %pgroupsp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 23
  %pgroups = load atomic i64, ptr %pgroupsp seq_cst, align 8
  %busy = add i64 %mbusy, %pbusy
  %clocked_groups = add i64 %mgroups, %pgroups
  %none_clocked = icmp eq i64 %clocked_groups, 0
  %busy.f = uitofp i64 %busy to double
  %groups.f = uitofp i64 %clocked_groups to double
  %total.f = uitofp i64 %total to double
  %per_group = fdiv double %busy.f, %groups.f
  %serial.f = fmul double %per_group, %total.f
  %serial = call i64 @llvm.fptoui.sat.i64.f64(double %serial.f)
  ; Nothing ran (a cancelled job): no estimate.
  %estimate = select i1 %none_clocked, i64 -1, i64 %serial
  %serialj = getelementptr inbounds %Job, ptr %job, i32 0, i32 4
  store i64 %estimate, ptr %serialj
  ; The next launch's first sub-ranges: as many work-groups as take about `adapt` (at least one),
  ; where each launch would otherwise start again from one work-group per call, cutting the
  ; first chunk of each thread into short pieces.
  %adaptp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 24
  %adapt = load i64, ptr %adaptp
  %adapt.f = uitofp i64 %adapt to double
  %fitting.f = fdiv double %adapt.f, %per_group
  %fitting = call i64 @llvm.fptoui.sat.i64.f64(double %fitting.f)
  %fitting.1 = call i64 @llvm.umax.i64(i64 %fitting, i64 1)
  ; At most a chunk: a launch of the same sizes may cost far more (other arguments), and
  ; the sub-ranges are what bound how late a cancel or the hand-over is seen.
  %grainj = getelementptr inbounds %Job, ptr %job, i32 0, i32 3
  %grain = load i64, ptr %grainj
  %fitting.c = call i64 @llvm.umin.i64(i64 %fitting.1, i64 %grain)
  %step = select i1 %none_clocked, i64 1, i64 %fitting.c
  %stepj = getelementptr inbounds %Job, ptr %job, i32 0, i32 5
  store i64 %step, ptr %stepj
  ; The launch is over: the %Job may be freed now, and a resume must not touch it.
  store ptr null, ptr %jobp
  ret i32 1

later:
  ret i32 0
}

; Ends the launch under way, if any, whatever the budget: cancels the chunks not handed
; out and returns once no work-group runs.  One native call, so that no exception a
; Python signal handler raises can return to the caller while the kernel still uses
; its arguments' memory.
define void @ncpu_pool_finish(ptr %pool) {
entry:
  call void @ncpu_pool_cancel(ptr %pool)
  br label %wait

wait:
  %r = call i32 @ncpu_pool_resume(ptr %pool)
  %over = icmp eq i32 %r, 1
  br i1 %over, label %done, label %wait

done:
  ret void
}

; Sleeps on done_cond until no worker is inside the job (1) or %deadline passes (0).
define internal i32 @wait_for_workers(ptr %pool, i64 %deadline) {
entry:
  %mutex = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 0
  %done_cond = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 2
  %activep = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 11
  %waitingp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 15
  %ts = alloca %timespec
  %l = call i32 @pthread_mutex_lock(ptr %mutex)
  store i32 1, ptr %waitingp
  br label %check

check:
  %active = load atomic i32, ptr %activep seq_cst, align 4
  %idle = icmp eq i32 %active, 0
  br i1 %idle, label %done, label %timing

timing:
  %now = call i64 @now_ticks()
  %late = icmp uge i64 %now, %deadline
  br i1 %late, label %timeout, label %sleep

sleep:
  ; Sleeps a millisecond at a time (timed waits use CLOCK_REALTIME, not ticks).
  %real = call i64 @now_ns(i32 0)
  %until = add i64 %real, 1000000
  %sec = udiv i64 %until, 1000000000
  %nsec = urem i64 %until, 1000000000
  store i64 %sec, ptr %ts
  %nsp = getelementptr inbounds %timespec, ptr %ts, i32 0, i32 1
  store i64 %nsec, ptr %nsp
  %w = call i32 @pthread_cond_timedwait(ptr %done_cond, ptr %mutex, ptr %ts)
  br label %check

done:
  store i32 0, ptr %waitingp
  %u1 = call i32 @pthread_mutex_unlock(ptr %mutex)
  ret i32 1

timeout:
  store i32 0, ptr %waitingp
  %u2 = call i32 @pthread_mutex_unlock(ptr %mutex)
  ret i32 0
}

; Stops handing out chunks of the running launch (resume then waits for the running ones).
define void @ncpu_pool_cancel(ptr %pool) {
  %cancelp = getelementptr inbounds %Pool, ptr %pool, i32 0, i32 12
  store atomic i32 1, ptr %cancelp seq_cst, align 4
  ret void
}
