// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.events.EventFeedPageAsync;
import com.acme.api.models.events.EventFeedParams;
import com.acme.api.models.events.EventFeedResponse;
import com.acme.api.models.events.EventListPageAsync;
import com.acme.api.models.events.EventListParams;
import com.acme.api.models.events.EventListResponse;

import java.util.concurrent.CompletableFuture;

public interface EventServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<EventListPageAsync> list(EventListParams params) {
        return list(params, RequestOptions.none());
    }

    CompletableFuture<EventListPageAsync> list(
            EventListParams params, RequestOptions requestOptions);

    default CompletableFuture<EventListPageAsync> list() {
        return list(EventListParams.none());
    }

    default CompletableFuture<EventListPageAsync> list(RequestOptions requestOptions) {
        return list(EventListParams.none(), requestOptions);
    }

    default CompletableFuture<EventFeedPageAsync> feed(EventFeedParams params) {
        return feed(params, RequestOptions.none());
    }

    CompletableFuture<EventFeedPageAsync> feed(
            EventFeedParams params, RequestOptions requestOptions);

    default CompletableFuture<EventFeedPageAsync> feed() {
        return feed(EventFeedParams.none());
    }

    default CompletableFuture<EventFeedPageAsync> feed(RequestOptions requestOptions) {
        return feed(EventFeedParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<EventListResponse>> list(EventListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<EventListResponse>> list(
                EventListParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<EventListResponse>> list() {
            return list(EventListParams.none());
        }

        default CompletableFuture<HttpResponseFor<EventListResponse>> list(
                RequestOptions requestOptions) {
            return list(EventListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<EventFeedResponse>> feed(EventFeedParams params) {
            return feed(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<EventFeedResponse>> feed(
                EventFeedParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<EventFeedResponse>> feed() {
            return feed(EventFeedParams.none());
        }

        default CompletableFuture<HttpResponseFor<EventFeedResponse>> feed(
                RequestOptions requestOptions) {
            return feed(EventFeedParams.none(), requestOptions);
        }
    }
}
