package com.sdkgen.runtime.core.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.stream.Stream;

class AsyncStreamResponseTest {
    private static final Executor DIRECT = Runnable::run;

    /** A stream response that records closes. */
    static final class Items implements StreamResponse<String> {
        final List<String> items;
        final RuntimeException failure;
        int closes;

        Items(RuntimeException failure, String... items) {
            this.items = java.util.Arrays.asList(items);
            this.failure = failure;
        }

        @Override
        public Stream<String> stream() {
            Stream<String> values = items.stream();
            if (failure == null) {
                return values;
            }
            return Stream.concat(
                    values,
                    Stream.of("")
                            .map(
                                    x -> {
                                        throw failure;
                                    }));
        }

        @Override
        public void close() {
            closes++;
        }
    }

    /** A handler that records what it got. */
    static final class Recorder implements AsyncStreamResponse.Handler<String> {
        final List<String> seen = new ArrayList<>();
        final List<Optional<Throwable>> completions = new ArrayList<>();

        @Override
        public void onNext(String value) {
            seen.add(value);
        }

        @Override
        public void onComplete(Optional<Throwable> error) {
            completions.add(error);
        }
    }

    @Test
    void runsTheHandlerWhenTheResponseArrives() {
        CompletableFuture<StreamResponse<String>> future = new CompletableFuture<>();
        AsyncStreamResponse<String> async = AsyncStreamResponse.toAsync(future, DIRECT);
        Recorder recorder = new Recorder();
        Items items = new Items(null, "a", "b");

        async.subscribe(recorder);
        future.complete(items);

        assertThat(recorder.seen).containsExactly("a", "b");
        assertThat(recorder.completions).containsExactly(Optional.empty());
        assertThat(items.closes).isEqualTo(1);
        assertThat(async.onCompleteFuture()).isCompleted();
    }

    @Test
    void aFailingStreamCompletesWithTheError() {
        CompletableFuture<StreamResponse<String>> future = new CompletableFuture<>();
        AsyncStreamResponse<String> async = AsyncStreamResponse.toAsync(future, DIRECT);
        Recorder recorder = new Recorder();
        IllegalStateException boom = new IllegalStateException("boom");

        async.subscribe(recorder);
        future.complete(new Items(boom, "a"));

        assertThat(recorder.seen).containsExactly("a");
        assertThat(recorder.completions).containsExactly(Optional.of(boom));
        assertThat(async.onCompleteFuture()).isCompletedExceptionally();
    }

    @Test
    void subscribingTwiceOrAfterCloseFails() {
        AsyncStreamResponse<String> async =
                AsyncStreamResponse.toAsync(new CompletableFuture<>(), DIRECT);
        async.subscribe(value -> {});

        assertThatThrownBy(() -> async.subscribe(value -> {}))
                .hasMessage("Cannot subscribe more than once");

        AsyncStreamResponse<String> closed =
                AsyncStreamResponse.toAsync(new CompletableFuture<>(), DIRECT);
        closed.close();
        assertThatThrownBy(() -> closed.subscribe(value -> {}))
                .hasMessage("Cannot subscribe after the response is closed");
    }

    @Test
    void closingBeforeTheResponseClosesItOnArrivalOnce() {
        CompletableFuture<StreamResponse<String>> future = new CompletableFuture<>();
        AsyncStreamResponse<String> async = AsyncStreamResponse.toAsync(future, DIRECT);
        Items items = new Items(null, "a");

        async.close();
        future.complete(items);
        async.close();

        assertThat(items.closes).isEqualTo(1);
        assertThat(async.onCompleteFuture()).isCompleted();
    }
}
