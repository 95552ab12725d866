package com.sdkgen.runtime.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

class PaginationTest {
    private static final Optional<Boolean> UNKNOWN = Optional.empty();

    /** Pages of a fake API: each list holds one page's items; fetches are counted. */
    static final class FakePage implements Page<Integer> {
        private final List<List<Integer>> pages;
        private final int index;
        private final int[] fetches;

        FakePage(List<List<Integer>> pages, int index, int[] fetches) {
            this.pages = pages;
            this.index = index;
            this.fetches = fetches;
        }

        @Override
        public List<Integer> items() {
            return pages.get(index);
        }

        @Override
        public boolean hasNextPage() {
            return PageRules.pageNumber(
                            index + 1, items().size(), Optional.of((long) pages.size()), UNKNOWN)
                    .isPresent();
        }

        @Override
        public Page<Integer> nextPage() {
            fetches[0]++;
            return new FakePage(pages, index + 1, fetches);
        }
    }

    @Test
    void autoPagerIteratesEveryItemLazily() {
        int[] fetches = {0};
        List<List<Integer>> pages =
                Arrays.asList(Arrays.asList(1, 2), Arrays.asList(3), Arrays.asList(4, 5));
        Page<Integer> first = new FakePage(pages, 0, fetches);

        List<Integer> firstTwo = first.autoPager().stream().limit(2).collect(Collectors.toList());
        assertThat(firstTwo).containsExactly(1, 2);
        assertThat(fetches[0]).isZero();

        List<Integer> all = new ArrayList<>();
        for (Integer item : first.autoPager()) {
            all.add(item);
        }
        assertThat(all).containsExactly(1, 2, 3, 4, 5);
        assertThat(fetches[0]).isEqualTo(2);
    }

    @Test
    void asyncAutoPagerVisitsEveryItemAndCanStop() throws Exception {
        List<List<Integer>> pages = Arrays.asList(Arrays.asList(1, 2), Arrays.asList(3));
        PageAsync<Integer> first = asyncPage(pages, 0);
        List<Integer> seen = Collections.synchronizedList(new ArrayList<>());

        first.autoPager().forEach(seen::add, Runnable::run).get();
        assertThat(seen).containsExactly(1, 2, 3);

        seen.clear();
        first.autoPager().forEach(i -> seen.add(i) && i < 2, Runnable::run).get();
        assertThat(seen).containsExactly(1, 2);
    }

    private static PageAsync<Integer> asyncPage(List<List<Integer>> pages, int index) {
        return new PageAsync<Integer>() {
            @Override
            public List<Integer> items() {
                return pages.get(index);
            }

            @Override
            public boolean hasNextPage() {
                return index + 1 < pages.size();
            }

            @Override
            public CompletableFuture<PageAsync<Integer>> nextPage() {
                return CompletableFuture.completedFuture(asyncPage(pages, index + 1));
            }
        };
    }

    @Test
    void cursorStopsOnNullOrEmptyCursorsAndHasNextPageFalse() {
        assertThat(PageRules.cursor(Optional.of("c2"), UNKNOWN, false, false)).contains("c2");
        assertThat(PageRules.cursor(Optional.of(""), UNKNOWN, false, false)).isEmpty();
        assertThat(PageRules.cursor(Optional.empty(), UNKNOWN, false, false)).isEmpty();
        assertThat(PageRules.cursor(Optional.of("c2"), Optional.of(false), false, false)).isEmpty();
        assertThat(PageRules.cursor(Optional.of("c2"), UNKNOWN, true, false)).isEmpty();
        assertThat(PageRules.cursor(Optional.of("c2"), UNKNOWN, true, true)).contains("c2");
    }

    @Test
    void cursorIdSendsTheLastItemsId() {
        List<String> items = Arrays.asList("a", "b");

        assertThat(PageRules.cursorId(items, Optional::of, UNKNOWN)).contains("b");
        assertThat(PageRules.cursorId(Collections.<String>emptyList(), Optional::of, UNKNOWN))
                .isEmpty();
        assertThat(PageRules.cursorId(items, Optional::of, Optional.of(false))).isEmpty();
    }

    @Test
    void cursorUrlFollowsTheUrlUntilAbsent() {
        assertThat(PageRules.cursorUrl(Optional.of("https://x.test/p2"), UNKNOWN))
                .contains("https://x.test/p2");
        assertThat(PageRules.cursorUrl(Optional.empty(), UNKNOWN)).isEmpty();
    }

    @Test
    void linkHeadersGiveTheNextLink() {
        List<String> headers =
                Arrays.asList(
                        "<https://x.test/items?page=1>; rel=\"prev\", "
                                + "<https://x.test/items?page=3&a=b,c>; rel=\"last next\"");

        assertThat(PageRules.nextLink(headers)).contains("https://x.test/items?page=3&a=b,c");
        assertThat(PageRules.nextLink(Arrays.asList("<https://x.test/p1>; rel=prev"))).isEmpty();
        assertThat(PageRules.nextLink(Collections.<String>emptyList())).isEmpty();
    }

    @Test
    void offsetAdvancesByTheItemsUntilTheTotal() {
        assertThat(PageRules.offset(0, Optional.empty(), 10, Optional.of(25L), UNKNOWN))
                .contains(10L);
        assertThat(PageRules.offset(20, Optional.empty(), 5, Optional.of(25L), UNKNOWN)).isEmpty();
        assertThat(PageRules.offset(0, Optional.of(40L), 10, Optional.empty(), UNKNOWN))
                .contains(50L);
        assertThat(PageRules.offset(0, Optional.empty(), 0, Optional.empty(), UNKNOWN)).isEmpty();
    }

    @Test
    void pageNumberAdvancesUntilTheLastPage() {
        assertThat(PageRules.pageNumber(1, 10, Optional.of(3L), UNKNOWN)).contains(2L);
        assertThat(PageRules.pageNumber(3, 10, Optional.of(3L), UNKNOWN)).isEmpty();
        assertThat(PageRules.pageNumber(1, 0, Optional.empty(), UNKNOWN)).isEmpty();
        assertThat(PageRules.pageNumber(1, 10, Optional.empty(), Optional.of(false))).isEmpty();
    }

    @Test
    void fakePagesNeverHaveANextPage() {
        assertThat(PageRules.fakePage()).isEmpty();
    }
}
