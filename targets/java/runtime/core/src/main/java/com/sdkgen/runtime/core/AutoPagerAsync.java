package com.sdkgen.runtime.core;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Predicate;

/** The async form of {@link AutoPager}: visits every item, fetching pages as it goes. */
public final class AutoPagerAsync<T> {
    private final PageAsync<T> firstPage;

    private AutoPagerAsync(PageAsync<T> firstPage) {
        this.firstPage = firstPage;
    }

    public static <T> AutoPagerAsync<T> from(PageAsync<T> firstPage) {
        return new AutoPagerAsync<>(firstPage);
    }

    /**
     * Calls {@code action} on each item until it returns false or the items end; the future
     * completes then.
     */
    public CompletableFuture<Void> forEach(Predicate<? super T> action, Executor executor) {
        return visit(firstPage, action, executor);
    }

    private CompletableFuture<Void> visit(
            PageAsync<T> page, Predicate<? super T> action, Executor executor) {
        return CompletableFuture.supplyAsync(
                        () -> {
                            for (T item : page.items()) {
                                if (!action.test(item)) {
                                    return false;
                                }
                            }
                            return true;
                        },
                        executor)
                .thenCompose(
                        goOn -> {
                            if (!goOn || !page.hasNextPage()) {
                                return CompletableFuture.<Void>completedFuture(null);
                            }
                            return page.nextPage()
                                    .thenCompose(next -> visit(next, action, executor));
                        });
    }
}
