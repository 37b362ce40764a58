"""OpenMP offload device IR: the runtime's entry points and kernel environments."""
