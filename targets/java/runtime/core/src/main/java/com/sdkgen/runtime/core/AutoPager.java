package com.sdkgen.runtime.core;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Every item of a page and of the pages after it. Pages are fetched lazily, while iterating; each
 * iteration starts again from the first page.
 */
public final class AutoPager<T> implements Iterable<T> {
    private final Page<T> firstPage;

    private AutoPager(Page<T> firstPage) {
        this.firstPage = firstPage;
    }

    public static <T> AutoPager<T> from(Page<T> firstPage) {
        return new AutoPager<>(firstPage);
    }

    @Override
    public Iterator<T> iterator() {
        return new Iterator<T>() {
            private Page<T> page = firstPage;
            private Iterator<T> items = firstPage.items().iterator();

            @Override
            public boolean hasNext() {
                while (!items.hasNext()) {
                    if (!page.hasNextPage()) {
                        return false;
                    }
                    page = page.nextPage();
                    items = page.items().iterator();
                }
                return true;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return items.next();
            }
        };
    }

    /** The items as a sequential stream. */
    public Stream<T> stream() {
        return StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED), false);
    }
}
