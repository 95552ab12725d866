package com.sdkgen.runtime.core.http;

import com.sdkgen.runtime.core.Sleeper;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** A sleeper that records the waits instead of sleeping. */
public final class RecordingSleeper implements Sleeper {
    public final List<Duration> sleeps = new ArrayList<>();

    @Override
    public void sleep(Duration duration) {
        sleeps.add(duration);
    }

    @Override
    public CompletableFuture<Void> sleepAsync(Duration duration) {
        sleeps.add(duration);
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public void close() {}
}
