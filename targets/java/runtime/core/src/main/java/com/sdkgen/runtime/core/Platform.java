package com.sdkgen.runtime.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The platform headers, computed once per process. */
public final class Platform {
    private static final Map<String, String> HEADERS = compute();

    private Platform() {}

    /**
     * {@code X-Sdkgen-Lang}, {@code -OS}, {@code -Arch}, {@code -Runtime}, {@code
     * -Runtime-Version}.
     */
    public static Map<String, String> headers() {
        return HEADERS;
    }

    private static Map<String, String> compute() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("X-Sdkgen-Lang", "java");
        headers.put("X-Sdkgen-OS", os(System.getProperty("os.name", "")));
        headers.put("X-Sdkgen-Arch", arch(System.getProperty("os.arch", "")));
        headers.put("X-Sdkgen-Runtime", "JVM");
        headers.put("X-Sdkgen-Runtime-Version", System.getProperty("java.version", "unknown"));
        return Collections.unmodifiableMap(headers);
    }

    static String os(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.startsWith("linux")) {
            return "Linux";
        }
        if (lower.startsWith("mac") || lower.startsWith("darwin")) {
            return "MacOS";
        }
        if (lower.startsWith("windows")) {
            return "Windows";
        }
        if (lower.contains("bsd")) {
            return lower.startsWith("free")
                    ? "FreeBSD"
                    : lower.startsWith("open") ? "OpenBSD" : "Other:" + name;
        }
        return name.isEmpty() ? "Unknown" : "Other:" + name;
    }

    static String arch(String name) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "x86_64":
            case "amd64":
                return "x64";
            case "x86":
            case "i386":
            case "i686":
                return "x32";
            case "aarch64":
            case "arm64":
                return "arm64";
            case "arm":
                return "arm";
            default:
                return name.isEmpty() ? "unknown" : "other:" + name;
        }
    }
}
