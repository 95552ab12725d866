package com.sdkgen.runtime.core;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * Waits between retries. Injectable through {@code ClientOptions.Builder.sleeper} so that tests
 * never sleep for real.
 */
public interface Sleeper extends AutoCloseable {
    void sleep(Duration duration);

    CompletableFuture<Void> sleepAsync(Duration duration);

    @Override
    void close();

    /** The real sleeper: {@code Thread.sleep}, and a timer thread for the async variant. */
    static Sleeper defaultSleeper() {
        return new DefaultSleeper();
    }
}
