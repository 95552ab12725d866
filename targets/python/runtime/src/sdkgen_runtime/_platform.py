"""The platform the SDK runs on, as sent in the `X-Sdkgen-*` headers."""

from __future__ import annotations

import functools
import platform
from types import MappingProxyType
from typing import Mapping

_OS_NAMES = {
    "darwin": "MacOS",
    "linux": "Linux",
    "windows": "Windows",
    "freebsd": "FreeBSD",
    "openbsd": "OpenBSD",
    "netbsd": "NetBSD",
    "android": "Android",
    "ios": "iOS",
    "aix": "AIX",
    "sunos": "SunOS",
}

_ARCH_NAMES = {
    "x86_64": "x64",
    "amd64": "x64",
    "i386": "x32",
    "i686": "x32",
    "x86": "x32",
    "aarch64": "arm64",
    "arm64": "arm64",
    "armv7l": "arm",
    "armv6l": "arm",
    "arm": "arm",
}


class OtherPlatform:
    """An operating system without a name of its own in `X-Sdkgen-OS`; it reads as `Other:<name>`."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return f"Other:{self.name}"


def get_platform() -> str | OtherPlatform:
    """The operating system as `X-Sdkgen-OS` names it: `MacOS`, `Linux`, `Windows`, ..., else an `OtherPlatform`."""
    system = platform.system()
    known = _OS_NAMES.get(system.lower())
    if known is not None:
        return known
    return OtherPlatform(system) if system else "Unknown"


@functools.cache
def platform_headers() -> Mapping[str, str]:
    """`X-Sdkgen-OS`, `-Arch`, `-Runtime` and `-Runtime-Version`, computed once per process."""
    machine = platform.machine()
    return MappingProxyType(
        {
            "X-Sdkgen-OS": str(get_platform()),
            "X-Sdkgen-Arch": _ARCH_NAMES.get(machine.lower(), f"other:{machine}" if machine else "unknown"),
            "X-Sdkgen-Runtime": platform.python_implementation(),
            "X-Sdkgen-Runtime-Version": platform.python_version(),
        }
    )
