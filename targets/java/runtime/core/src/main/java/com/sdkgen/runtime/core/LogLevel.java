package com.sdkgen.runtime.core;

import java.util.Locale;
import java.util.Optional;

/** The levels {@code <PREFIX>_LOG} takes; the default is {@link #WARN}. */
public enum LogLevel {
    OFF,
    ERROR,
    WARN,
    INFO,
    DEBUG;

    /** Parses a level name case-insensitively; empty for an unknown one. */
    public static Optional<LogLevel> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        for (LogLevel level : values()) {
            if (level.name().equals(text.trim().toUpperCase(Locale.ROOT))) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }

    /** Whether a message at {@code level} is written when this is the configured level. */
    public boolean enables(LogLevel level) {
        return level != OFF && level.ordinal() <= ordinal();
    }
}
