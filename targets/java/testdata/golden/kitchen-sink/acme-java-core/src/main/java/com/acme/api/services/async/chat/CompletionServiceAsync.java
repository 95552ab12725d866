// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async.chat;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.AsyncStreamResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.core.http.StreamResponse;
import com.acme.api.models.chat.completions.Completion;
import com.acme.api.models.chat.completions.CompletionChunk;
import com.acme.api.models.chat.completions.CompletionCreateParams;
import com.acme.api.models.chat.completions.CompletionStreamParams;

import java.util.concurrent.CompletableFuture;

public interface CompletionServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<Completion> create(CompletionCreateParams params) {
        return create(params, RequestOptions.none());
    }

    CompletableFuture<Completion> create(
            CompletionCreateParams params, RequestOptions requestOptions);

    default AsyncStreamResponse<CompletionChunk> createStreaming(CompletionCreateParams params) {
        return createStreaming(params, RequestOptions.none());
    }

    AsyncStreamResponse<CompletionChunk> createStreaming(
            CompletionCreateParams params, RequestOptions requestOptions);

    default AsyncStreamResponse<CompletionChunk> stream(CompletionStreamParams params) {
        return stream(params, RequestOptions.none());
    }

    AsyncStreamResponse<CompletionChunk> stream(
            CompletionStreamParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<Completion>> create(
                CompletionCreateParams params) {
            return create(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<Completion>> create(
                CompletionCreateParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<StreamResponse<CompletionChunk>>> createStreaming(
                CompletionCreateParams params) {
            return createStreaming(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StreamResponse<CompletionChunk>>> createStreaming(
                CompletionCreateParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<StreamResponse<CompletionChunk>>> stream(
                CompletionStreamParams params) {
            return stream(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StreamResponse<CompletionChunk>>> stream(
                CompletionStreamParams params, RequestOptions requestOptions);
    }
}
