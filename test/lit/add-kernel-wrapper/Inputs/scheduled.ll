; A kernel as add-sched-params leaves it: trailing %wi-info and %wg-info, recorded by !mux_scheduled_fn.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%MuxWorkItemInfo = type { [3 x i64], i32, i32, i32 }
%MuxWorkGroupInfo = type { [3 x i64], [3 x i64], [3 x i64], [3 x i64], i32, [3 x i64], [3 x i64] }
%struct.Pair = type { i32, i32 }

define spir_kernel void @k(ptr addrspace(1) %out, float %alpha, ptr addrspace(3) %scratch, ptr byval(%struct.Pair) align 4 %p, ptr %wi-info, ptr %wg-info) #0 !reqd_work_group_size !1 !mux_scheduled_fn !2 {
entry:
  %id = call i64 @__mux_get_local_id(i32 0, ptr %wi-info, ptr %wg-info)
  %x = load i32, ptr %p, align 4
  %f = sitofp i32 %x to float
  %y = fmul float %f, %alpha
  %s = getelementptr inbounds float, ptr addrspace(3) %scratch, i64 %id
  store float %y, ptr addrspace(3) %s, align 4
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %id
  store float %y, ptr addrspace(1) %o, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32, ptr, ptr) #1

attributes #0 = { nounwind "mux-kernel"="entry-point" "mux-orig-fn"="k" }
attributes #1 = { nounwind }

!mux-scheduling-params = !{!3}
!1 = !{i32 4, i32 1, i32 1}
!2 = !{i32 4, i32 5}
!3 = !{!"MuxWorkItemInfo", !"MuxWorkGroupInfo"}
