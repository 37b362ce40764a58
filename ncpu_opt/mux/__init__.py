"""The pipeline's shared vocabulary: kernel attributes, metadata and mux builtins.

Passes read and write these only through the helpers here (as OCK's
``compiler::utils`` asks), never by spelling the strings themselves.
"""
