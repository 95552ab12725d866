// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.events.EventFeedPage;
import com.acme.api.models.events.EventFeedParams;
import com.acme.api.models.events.EventFeedResponse;
import com.acme.api.models.events.EventListPage;
import com.acme.api.models.events.EventListParams;
import com.acme.api.models.events.EventListResponse;

public interface EventService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default EventListPage list(EventListParams params) {
        return list(params, RequestOptions.none());
    }

    EventListPage list(EventListParams params, RequestOptions requestOptions);

    default EventListPage list() {
        return list(EventListParams.none());
    }

    default EventListPage list(RequestOptions requestOptions) {
        return list(EventListParams.none(), requestOptions);
    }

    default EventFeedPage feed(EventFeedParams params) {
        return feed(params, RequestOptions.none());
    }

    EventFeedPage feed(EventFeedParams params, RequestOptions requestOptions);

    default EventFeedPage feed() {
        return feed(EventFeedParams.none());
    }

    default EventFeedPage feed(RequestOptions requestOptions) {
        return feed(EventFeedParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponseFor<EventListResponse> list(EventListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<EventListResponse> list(
                EventListParams params, RequestOptions requestOptions);

        default HttpResponseFor<EventListResponse> list() {
            return list(EventListParams.none());
        }

        default HttpResponseFor<EventListResponse> list(RequestOptions requestOptions) {
            return list(EventListParams.none(), requestOptions);
        }

        default HttpResponseFor<EventFeedResponse> feed(EventFeedParams params) {
            return feed(params, RequestOptions.none());
        }

        HttpResponseFor<EventFeedResponse> feed(
                EventFeedParams params, RequestOptions requestOptions);

        default HttpResponseFor<EventFeedResponse> feed() {
            return feed(EventFeedParams.none());
        }

        default HttpResponseFor<EventFeedResponse> feed(RequestOptions requestOptions) {
            return feed(EventFeedParams.none(), requestOptions);
        }
    }
}
