// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.chat;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.core.http.StreamResponse;
import com.acme.api.models.chat.completions.Completion;
import com.acme.api.models.chat.completions.CompletionChunk;
import com.acme.api.models.chat.completions.CompletionCreateParams;
import com.acme.api.models.chat.completions.CompletionStreamParams;

public interface CompletionService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default Completion create(CompletionCreateParams params) {
        return create(params, RequestOptions.none());
    }

    Completion create(CompletionCreateParams params, RequestOptions requestOptions);

    default StreamResponse<CompletionChunk> createStreaming(CompletionCreateParams params) {
        return createStreaming(params, RequestOptions.none());
    }

    StreamResponse<CompletionChunk> createStreaming(
            CompletionCreateParams params, RequestOptions requestOptions);

    default StreamResponse<CompletionChunk> stream(CompletionStreamParams params) {
        return stream(params, RequestOptions.none());
    }

    StreamResponse<CompletionChunk> stream(
            CompletionStreamParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<Completion> create(CompletionCreateParams params) {
            return create(params, RequestOptions.none());
        }

        HttpResponseFor<Completion> create(
                CompletionCreateParams params, RequestOptions requestOptions);

        default HttpResponseFor<StreamResponse<CompletionChunk>> createStreaming(
                CompletionCreateParams params) {
            return createStreaming(params, RequestOptions.none());
        }

        HttpResponseFor<StreamResponse<CompletionChunk>> createStreaming(
                CompletionCreateParams params, RequestOptions requestOptions);

        default HttpResponseFor<StreamResponse<CompletionChunk>> stream(
                CompletionStreamParams params) {
            return stream(params, RequestOptions.none());
        }

        HttpResponseFor<StreamResponse<CompletionChunk>> stream(
                CompletionStreamParams params, RequestOptions requestOptions);
    }
}
