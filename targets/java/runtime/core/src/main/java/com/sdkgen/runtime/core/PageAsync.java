package com.sdkgen.runtime.core;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/** The async form of {@link Page}. */
public interface PageAsync<T> {
    List<T> items();

    boolean hasNextPage();

    CompletableFuture<? extends PageAsync<T>> nextPage();

    default AutoPagerAsync<T> autoPager() {
        return AutoPagerAsync.from(this);
    }
}
