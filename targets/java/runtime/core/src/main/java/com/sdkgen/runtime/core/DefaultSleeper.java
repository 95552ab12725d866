package com.sdkgen.runtime.core;

import java.time.Duration;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CompletableFuture;

/** {@link Sleeper#defaultSleeper()}: sleeps for real; the async variant uses a daemon timer. */
public final class DefaultSleeper implements Sleeper {
    private final Timer timer = new Timer("sdkgen-sleeper", true);

    @Override
    public void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting to retry", e);
        }
    }

    @Override
    public CompletableFuture<Void> sleepAsync(Duration duration) {
        CompletableFuture<Void> future = new CompletableFuture<>();
        timer.schedule(
                new TimerTask() {
                    @Override
                    public void run() {
                        future.complete(null);
                    }
                },
                duration.toMillis());
        return future;
    }

    @Override
    public void close() {
        timer.cancel();
    }
}
