"""What ncpu-opt knows of the OpenMP device runtime (libomptarget's DeviceRTL).

clang's OpenMP offload device code calls the runtime through ``__kmpc_*`` and
``omp_*`` functions.  A target region becomes a kernel that starts with
``__kmpc_target_init(ptr @<kernel>_kernel_environment, ptr %launch_env)``; the
kernel environment global (``%struct.KernelEnvironmentTy``) begins with the
``ConfigurationEnvironmentTy`` ``{ i8 UseGenericStateMachine, i8
MayUseNestedParallelism, i8 ExecMode, i32 MinThreads, ... }`` whose execution
mode byte says how the runtime starts the kernel (``EXEC_MODE_*``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ncpu_opt.ir import Function, GlobalVariable
from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.pointers import strip_pointer_casts
from ncpu_opt.ir.types import IntType
from ncpu_opt.ir.values import ConstantAggregate, ConstantInt, const_int

EXEC_MODE_BARE = 0
EXEC_MODE_GENERIC = 1
EXEC_MODE_SPMD = 2
EXEC_MODE_GENERIC_SPMD = 3

# Fields of ConfigurationEnvironmentTy.
CONFIG_USE_GENERIC_STATE_MACHINE = 0
CONFIG_EXEC_MODE = 2

TARGET_INIT = "__kmpc_target_init"
TARGET_DEINIT = "__kmpc_target_deinit"
PARALLEL_51 = "__kmpc_parallel_51"
HARDWARE_THREAD_ID = "__kmpc_get_hardware_thread_id_in_block"
BARRIER_SIMPLE_SPMD = "__kmpc_barrier_simple_spmd"
BARRIER_SIMPLE_GENERIC = "__kmpc_barrier_simple_generic"

#: The assumption (``"llvm.assume"="..."``) that declares a function safe to run on every thread.
SPMD_AMENABLE_ASSUMPTION = "ompx_spmd_amenable"

#: Runtime functions that every thread of a team may call (upstream OpenMPOpt's list).
SPMD_AMENABLE_RUNTIME = frozenset({
    "__kmpc_is_spmd_exec_mode", "__kmpc_distribute_static_fini", "__kmpc_for_static_fini",
    "__kmpc_global_thread_num", "__kmpc_get_hardware_num_threads_in_block",
    "__kmpc_get_hardware_num_blocks", "__kmpc_single", "__kmpc_end_single", "__kmpc_master",
    "__kmpc_end_master", "__kmpc_barrier", "__kmpc_nvptx_parallel_reduce_nowait_v2",
    "__kmpc_nvptx_teams_reduce_nowait_v2", "__kmpc_error", "__kmpc_flush",
    "__kmpc_get_hardware_thread_id_in_block", "__kmpc_get_warp_size",
    "__kmpc_barrier_simple_spmd", "__kmpc_get_shared_variables",
    "omp_get_thread_num", "omp_get_num_threads", "omp_get_max_threads", "omp_in_parallel",
    "omp_get_dynamic", "omp_get_cancellation", "omp_get_nested", "omp_get_schedule",
    "omp_get_thread_limit", "omp_get_supported_active_levels", "omp_get_max_active_levels",
    "omp_get_level", "omp_get_ancestor_thread_num", "omp_get_team_size", "omp_get_active_level",
    "omp_in_final", "omp_get_proc_bind", "omp_get_num_places", "omp_get_num_procs",
    "omp_get_place_proc_ids", "omp_get_place_num", "omp_get_partition_num_places",
    "omp_get_partition_place_nums", "omp_get_wtime",
})

#: Runtime queries without side effects: guarded code may be moved across them.
SIDE_EFFECT_FREE_RUNTIME = frozenset({
    "__kmpc_global_thread_num", "__kmpc_get_hardware_thread_id_in_block",
    "__kmpc_get_hardware_num_threads_in_block", "__kmpc_get_hardware_num_blocks",
    "__kmpc_get_warp_size", "__kmpc_is_spmd_exec_mode",
})

#: Worksharing-loop initialisers, amenable with a static schedule (operand 2).
STATIC_INIT_PREFIXES = ("__kmpc_for_static_init_", "__kmpc_distribute_static_init_")
STATIC_SCHEDULES = frozenset({33, 34, 91, 92})  # static_chunked, static, distribute (chunked)


def has_assumption(attributes: AttributeSet, assumption: str) -> bool:
    """Does an attribute set carry ``"llvm.assume"="...,assumption,..."``?"""
    value = attributes.get_string("llvm.assume")
    return value is not None and assumption in (a.strip() for a in value.split(","))


def is_spmd_amenable_call(call: CallBase) -> bool:
    """May every thread make this call of a declared function?"""
    callee = call.called_function
    if has_assumption(call.fn_attributes, SPMD_AMENABLE_ASSUMPTION):
        return True
    if callee is None:
        return False
    if has_assumption(callee.attributes, SPMD_AMENABLE_ASSUMPTION):
        return True
    name = callee.name
    if name.startswith("llvm."):
        return True
    if name in SPMD_AMENABLE_RUNTIME:
        return True
    if name.startswith(STATIC_INIT_PREFIXES) and call.num_args > 2:
        schedule = call.arg(2)
        return isinstance(schedule, ConstantInt) and schedule.value in STATIC_SCHEDULES
    return False


@dataclass
class KernelEnvironment:
    """A kernel's ``*_kernel_environment`` global and its configuration struct."""

    kernel: Function
    init_call: CallBase
    env: GlobalVariable

    def _config(self) -> ConstantAggregate | None:
        init = self.env.initializer
        if not isinstance(init, ConstantAggregate) or not init.elements:
            return None
        config = init.elements[0]
        return config if isinstance(config, ConstantAggregate) else None

    def field(self, index: int) -> int | None:
        config = self._config()
        if config is None or len(config.elements) <= index:
            return None
        value = config.elements[index]
        return value.value if isinstance(value, ConstantInt) else None

    @property
    def exec_mode(self) -> int | None:
        return self.field(CONFIG_EXEC_MODE)

    def set_field(self, index: int, value: int) -> None:
        init = self.env.initializer
        config = self._config()
        assert isinstance(init, ConstantAggregate) and config is not None
        old = config.elements[index]
        assert isinstance(old.type, IntType)
        fields = list(config.elements)
        fields[index] = const_int(old.type, value)
        elements = list(init.elements)
        elements[0] = ConstantAggregate(config.type, fields)
        self.env.initializer = ConstantAggregate(init.type, elements)


def kernel_environments(functions: list[Function]) -> list[KernelEnvironment]:
    """The functions that start with ``__kmpc_target_init(@env, ...)``, with their environments."""
    result = []
    for fn in functions:
        if fn.is_declaration:
            continue
        for inst in fn.instructions():
            if not isinstance(inst, CallBase):
                continue
            callee = inst.called_function
            if callee is None or callee.name != TARGET_INIT or inst.num_args < 1:
                continue
            env = strip_pointer_casts(inst.arg(0))
            if isinstance(env, GlobalVariable) and not env.is_declaration:
                result.append(KernelEnvironment(fn, inst, env))
            break
    return result
