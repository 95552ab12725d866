"""sdkgen's Python runtime core, developed and tested here on its own.

Generated SDKs copy the other modules of this package into their own and write their own `__init__.py`; this file is
not copied.
"""
