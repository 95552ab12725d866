// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async.chat;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.AsyncStreamResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.core.http.StreamResponse;
import com.acme.api.models.chat.completions.CompletionChunk;
import com.acme.api.models.chat.completions.CompletionCreateParams;
import com.acme.api.models.chat.completions.CompletionStreamParams;

import java.util.concurrent.CompletableFuture;

public interface CompletionServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default AsyncStreamResponse<CompletionChunk> createStreaming(CompletionCreateParams params) {
        return createStreaming(params, RequestOptions.none());
    }

    AsyncStreamResponse<CompletionChunk> createStreaming(
            CompletionCreateParams params, RequestOptions requestOptions);

    default AsyncStreamResponse<CompletionChunk> streamStreaming(CompletionStreamParams params) {
        return streamStreaming(params, RequestOptions.none());
    }

    AsyncStreamResponse<CompletionChunk> streamStreaming(
            CompletionStreamParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<StreamResponse<CompletionChunk>>> createStreaming(
                CompletionCreateParams params) {
            return createStreaming(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StreamResponse<CompletionChunk>>> createStreaming(
                CompletionCreateParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<StreamResponse<CompletionChunk>>> streamStreaming(
                CompletionStreamParams params) {
            return streamStreaming(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StreamResponse<CompletionChunk>>> streamStreaming(
                CompletionStreamParams params, RequestOptions requestOptions);
    }
}
