package com.sdkgen.runtime.core;

import java.util.List;

/**
 * A page of a list method's results. Generated page classes (one per {@code pagination} scheme)
 * implement it, deciding {@link #hasNextPage()} with {@link PageRules}.
 */
public interface Page<T> {
    /** The items of this page. */
    List<T> items();

    boolean hasNextPage();

    /**
     * Fetches the next page with the original params and request options.
     *
     * @throws java.util.NoSuchElementException when there is none
     */
    Page<T> nextPage();

    /** Every item of this page and the following ones, fetched lazily. */
    default AutoPager<T> autoPager() {
        return AutoPager.from(this);
    }
}
