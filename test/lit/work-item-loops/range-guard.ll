; A kernel that returns early for work-items past a bound (`if (gid >= n) return;`):
; the work-item loops stop at the bound and the kernel drops the check, so LLVM
; vectorises the loop without per-lane masks. Signed, or side-effecting, guards stay.
; RUN: ncpu-opt -passes=work-item-loops -S %s | filecheck %s

; CHECK-LABEL: define internal spir_func void @one_dim(ptr addrspace(1) %out, i32 %n)
; CHECK: br i1 true, label %body, label %done
; CHECK-LABEL: define spir_kernel void @one_dim.mux-barrier-wrapper(
; CHECK: %[[N:[0-9]+]] = zext i32 %n to i64
; CHECK: call void @__mux_set_local_id(i32 0, i64 0)
; CHECK: %first_global_id.x = call i64 @__mux_get_global_id(i32 0)
; CHECK: %in_range.x = select i1 %{{[0-9]+}}, i64 %{{[0-9]+}}, i64 0
; CHECK: %loop_end.x = select i1 %{{[0-9]+}}, i64 %in_range.x, i64 %local_size.x
; CHECK: br i1 %{{[0-9]+}}, label %out_of_range, label %in_range
; CHECK: %loop3.x.next = add nuw i64 %loop3.x.id, 1
; CHECK: icmp ult i64 %loop3.x.next, %loop_end.x

; CHECK-LABEL: define internal spir_func void @two_dims(ptr addrspace(1) %out, i64 %w, i64 %h)
; CHECK: br i1 false, label %done, label %body
; CHECK-LABEL: define spir_kernel void @two_dims.mux-barrier-wrapper(
; CHECK-DAG: %loop_end.x = select
; CHECK-DAG: %loop_end.y = select

; CHECK-LABEL: define internal spir_func void @signed(ptr addrspace(1) %out, i64 %n)
; CHECK: br i1 %in, label %body, label %done
; CHECK-LABEL: define spir_kernel void @signed.mux-barrier-wrapper(
; CHECK-NOT: loop_end
; CHECK-LABEL: define internal spir_func void @side_effect(ptr addrspace(1) %out, i32 %n)
; CHECK: br i1 %in, label %body, label %done
; CHECK-LABEL: define spir_kernel void @side_effect.mux-barrier-wrapper(
; CHECK-NOT: loop_end

define spir_kernel void @one_dim(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %in = icmp ult i64 %gid, %bound
  br i1 %in, label %body, label %done

body:
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float 1.0, ptr addrspace(1) %slot, align 4
  br label %done

done:
  ret void
}

define spir_kernel void @two_dims(ptr addrspace(1) %out, i64 %w, i64 %h) #0 {
entry:
  %x = call i64 @__mux_get_global_id(i32 0)
  %y = call i64 @__mux_get_global_id(i32 1)
  %past.x = icmp uge i64 %x, %w
  %past.y = icmp ule i64 %h, %y
  %past = select i1 %past.x, i1 true, i1 %past.y
  br i1 %past, label %done, label %body

body:
  %row = mul i64 %y, %w
  %i = add i64 %row, %x
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float 1.0, ptr addrspace(1) %slot, align 4
  ret void

done:
  ret void
}

define spir_kernel void @signed(ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %in = icmp slt i64 %gid, %n
  br i1 %in, label %body, label %done

body:
  store float 1.0, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

define spir_kernel void @side_effect(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  store float 2.0, ptr addrspace(1) %out, align 4
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %in = icmp ult i64 %gid, %bound
  br i1 %in, label %body, label %done

body:
  store float 1.0, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i64 @__mux_get_global_id(i32)

attributes #0 = { "mux-kernel"="entry-point" }
