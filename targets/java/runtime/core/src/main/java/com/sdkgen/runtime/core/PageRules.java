package com.sdkgen.runtime.core;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The next-page rules of the six pagination types, for generated page classes. Each returns the
 * value of the next request's pagination param, or empty when there is no next page. A response's
 * {@code has_next_page: false} always stops.
 */
public final class PageRules {
    private PageRules() {}

    /** {@code cursor}: the next cursor field; stops when it is null or empty. */
    public static Optional<String> cursor(
            Optional<String> nextCursor,
            Optional<Boolean> hasNextPage,
            boolean emptyPage,
            boolean continueOnEmptyItems) {
        if (stopped(hasNextPage) || (emptyPage && !continueOnEmptyItems)) {
            return Optional.empty();
        }
        return nextCursor.filter(cursor -> !cursor.isEmpty());
    }

    /** {@code cursor_id}: the id of the last item; stops on an empty page. */
    public static <T> Optional<String> cursorId(
            List<T> items,
            Function<? super T, Optional<String>> id,
            Optional<Boolean> hasNextPage) {
        if (stopped(hasNextPage) || items.isEmpty()) {
            return Optional.empty();
        }
        return id.apply(items.get(items.size() - 1)).filter(value -> !value.isEmpty());
    }

    /** {@code cursor_url}: the next page's URL, requested as given; stops when absent. */
    public static Optional<String> cursorUrl(
            Optional<String> nextUrl, Optional<Boolean> hasNextPage) {
        if (stopped(hasNextPage)) {
            return Optional.empty();
        }
        return nextUrl.filter(url -> !url.isEmpty());
    }

    /**
     * {@code offset}: the start field, else the current offset plus the item count; stops when it
     * reaches the total or the page is empty.
     */
    public static Optional<Long> offset(
            long currentOffset,
            Optional<Long> startField,
            int itemCount,
            Optional<Long> totalCount,
            Optional<Boolean> hasNextPage) {
        if (stopped(hasNextPage) || itemCount == 0) {
            return Optional.empty();
        }
        long next = startField.map(start -> start + itemCount).orElse(currentOffset + itemCount);
        if (totalCount.isPresent() && next >= totalCount.get()) {
            return Optional.empty();
        }
        return Optional.of(next);
    }

    /** {@code page_number}: the current page plus one; stops past the total or on an empty page. */
    public static Optional<Long> pageNumber(
            long currentPage,
            int itemCount,
            Optional<Long> totalPages,
            Optional<Boolean> hasNextPage) {
        if (stopped(hasNextPage) || itemCount == 0) {
            return Optional.empty();
        }
        long next = currentPage + 1;
        if (totalPages.isPresent() && next > totalPages.get()) {
            return Optional.empty();
        }
        return Optional.of(next);
    }

    /**
     * {@code cursor_url} with {@code from_header: Link}: the target of the RFC 8288 link whose
     * {@code rel} includes {@code next}, when there is one.
     */
    public static Optional<String> nextLink(List<String> linkHeaders) {
        for (String header : linkHeaders) {
            for (String link : header.split(",(?=\\s*<)")) {
                int open = link.indexOf('<');
                int close = link.indexOf('>', open + 1);
                if (open < 0 || close < 0) {
                    continue;
                }
                for (String param : link.substring(close + 1).split(";")) {
                    String[] pair = param.trim().split("=", 2);
                    if (pair.length == 2
                            && pair[0].trim().equalsIgnoreCase("rel")
                            && hasNext(pair[1].trim().replace("\"", ""))) {
                        return Optional.of(link.substring(open + 1, close).trim());
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static boolean hasNext(String rels) {
        for (String rel : rels.split("\\s+")) {
            if (rel.equalsIgnoreCase("next")) {
                return true;
            }
        }
        return false;
    }

    /** {@code fake_page}: a plain list; there is never a next page. */
    public static Optional<Void> fakePage() {
        return Optional.empty();
    }

    private static boolean stopped(Optional<Boolean> hasNextPage) {
        return hasNextPage.isPresent() && !hasNextPage.get();
    }
}
