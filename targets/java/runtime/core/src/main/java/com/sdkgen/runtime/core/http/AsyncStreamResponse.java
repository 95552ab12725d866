package com.sdkgen.runtime.core.http;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * The async form of {@link StreamResponse}: {@link #subscribe} runs a handler on each item, on an
 * executor, once the response arrives.
 */
public interface AsyncStreamResponse<T> extends AutoCloseable {

    /** Runs {@code handler} on the client's stream handler executor. */
    AsyncStreamResponse<T> subscribe(Handler<? super T> handler);

    AsyncStreamResponse<T> subscribe(Handler<? super T> handler, Executor executor);

    /** Completes when the stream ends, exceptionally when it failed. */
    CompletableFuture<Void> onCompleteFuture();

    /** Stops the stream; a handler subscribed later is refused. */
    @Override
    void close();

    /** Receives the items of a stream. */
    interface Handler<T> {
        void onNext(T value);

        /** Called once, with the error that ended the stream, if any. */
        default void onComplete(Optional<Throwable> error) {}
    }

    /** The async form of a future stream response, subscribing on {@code defaultExecutor}. */
    static <T> AsyncStreamResponse<T> toAsync(
            CompletableFuture<StreamResponse<T>> future, Executor defaultExecutor) {
        return new Subscription<>(future, defaultExecutor);
    }

    /** {@link #toAsync}'s implementation. */
    final class Subscription<T> implements AsyncStreamResponse<T> {
        private enum State {
            NEW,
            SUBSCRIBED,
            CLOSED
        }

        private final CompletableFuture<StreamResponse<T>> future;
        private final Executor defaultExecutor;
        private final AtomicReference<State> state = new AtomicReference<>(State.NEW);
        private final CompletableFuture<Void> onComplete = new CompletableFuture<>();
        private final java.util.concurrent.atomic.AtomicBoolean responseClosed =
                new java.util.concurrent.atomic.AtomicBoolean();

        Subscription(CompletableFuture<StreamResponse<T>> future, Executor defaultExecutor) {
            this.future = future;
            this.defaultExecutor = defaultExecutor;
            future.whenComplete(
                    (response, error) -> {
                        if (error != null) {
                            onComplete.completeExceptionally(error);
                        } else if (state.get() == State.CLOSED) {
                            closeOnce(response);
                        }
                    });
        }

        @Override
        public AsyncStreamResponse<T> subscribe(Handler<? super T> handler) {
            return subscribe(handler, defaultExecutor);
        }

        @Override
        public AsyncStreamResponse<T> subscribe(Handler<? super T> handler, Executor executor) {
            if (!state.compareAndSet(State.NEW, State.SUBSCRIBED)) {
                throw new IllegalStateException(
                        state.get() == State.CLOSED
                                ? "Cannot subscribe after the response is closed"
                                : "Cannot subscribe more than once");
            }
            future.whenCompleteAsync(
                    (response, error) -> {
                        if (response == null) {
                            handler.onComplete(Optional.of(unwrap(error)));
                            return;
                        }
                        if (state.get() == State.CLOSED) {
                            closeOnce(response);
                            return;
                        }
                        run(response, handler);
                    },
                    executor);
            return this;
        }

        private void run(StreamResponse<T> response, Handler<? super T> handler) {
            Throwable failure = null;
            try (Stream<T> items = response.stream()) {
                items.forEach(handler::onNext);
            } catch (Throwable e) {
                failure = e;
            }
            try {
                handler.onComplete(Optional.ofNullable(failure));
                if (failure == null) {
                    onComplete.complete(null);
                } else {
                    onComplete.completeExceptionally(failure);
                }
            } catch (Throwable e) {
                // A handler that fails on a clean end leaves the stream complete.
                if (failure == null) {
                    onComplete.complete(null);
                } else {
                    onComplete.completeExceptionally(e);
                }
            } finally {
                closeOnce(response);
            }
        }

        private static Throwable unwrap(Throwable error) {
            return error instanceof java.util.concurrent.CompletionException
                            && error.getCause() != null
                    ? error.getCause()
                    : error;
        }

        @Override
        public CompletableFuture<Void> onCompleteFuture() {
            return onComplete;
        }

        @Override
        public void close() {
            if (state.getAndSet(State.CLOSED) == State.CLOSED) {
                return;
            }
            onComplete.complete(null);
            if (future.isDone() && !future.isCompletedExceptionally()) {
                closeOnce(future.join());
            }
        }

        private void closeOnce(StreamResponse<T> response) {
            if (responseClosed.compareAndSet(false, true)) {
                response.close();
            }
        }
    }
}
