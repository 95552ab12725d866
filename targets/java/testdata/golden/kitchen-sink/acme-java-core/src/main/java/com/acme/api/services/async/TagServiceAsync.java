// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.tags.Tag;
import com.acme.api.models.tags.TagListPageAsync;
import com.acme.api.models.tags.TagListParams;

import java.util.List;
import java.util.concurrent.CompletableFuture;

public interface TagServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** List tags */
    default CompletableFuture<TagListPageAsync> list(TagListParams params) {
        return list(params, RequestOptions.none());
    }

    /** List tags */
    CompletableFuture<TagListPageAsync> list(TagListParams params, RequestOptions requestOptions);

    /** List tags */
    default CompletableFuture<TagListPageAsync> list() {
        return list(TagListParams.none());
    }

    /** List tags */
    default CompletableFuture<TagListPageAsync> list(RequestOptions requestOptions) {
        return list(TagListParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<List<Tag>>> list(TagListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<List<Tag>>> list(
                TagListParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<List<Tag>>> list() {
            return list(TagListParams.none());
        }

        default CompletableFuture<HttpResponseFor<List<Tag>>> list(RequestOptions requestOptions) {
            return list(TagListParams.none(), requestOptions);
        }
    }
}
