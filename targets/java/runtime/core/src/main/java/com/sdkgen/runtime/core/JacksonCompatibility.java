package com.sdkgen.runtime.core;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.cfg.PackageVersion;
import com.sdkgen.runtime.errors.Exceptions;

/**
 * Fails early when the Jackson on the classpath is older than the SDK supports (a build that
 * overrode the SDK's Jackson version), instead of failing on the first request.
 */
final class JacksonCompatibility {
    /** The oldest jackson-databind the SDK works with (JsonNode.properties() needs 2.15). */
    static final Version MINIMUM =
            new Version(2, 15, 0, null, "com.fasterxml.jackson.core", "jackson-databind");

    private JacksonCompatibility() {}

    static void check() {
        Version found = PackageVersion.VERSION;
        if (found.getMajorVersion() != MINIMUM.getMajorVersion() || found.compareTo(MINIMUM) < 0) {
            throw Exceptions.sdk(
                    "This SDK needs jackson-databind 2.x from "
                            + MINIMUM
                            + " on, but found "
                            + found
                            + ". Upgrade Jackson, or turn the check off with"
                            + " checkJacksonVersionCompatibility(false).");
        }
    }
}
