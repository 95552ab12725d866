// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.currenttime.CurrentTimeRetrieveParams;
import org.onebusaway.models.currenttime.CurrentTimeRetrieveResponse;

public interface CurrentTimeService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** current-time */
    default CurrentTimeRetrieveResponse retrieve(CurrentTimeRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** current-time */
    CurrentTimeRetrieveResponse retrieve(
            CurrentTimeRetrieveParams params, RequestOptions requestOptions);

    /** current-time */
    default CurrentTimeRetrieveResponse retrieve() {
        return retrieve(CurrentTimeRetrieveParams.none());
    }

    /** current-time */
    default CurrentTimeRetrieveResponse retrieve(RequestOptions requestOptions) {
        return retrieve(CurrentTimeRetrieveParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponseFor<CurrentTimeRetrieveResponse> retrieve(
                CurrentTimeRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<CurrentTimeRetrieveResponse> retrieve(
                CurrentTimeRetrieveParams params, RequestOptions requestOptions);

        default HttpResponseFor<CurrentTimeRetrieveResponse> retrieve() {
            return retrieve(CurrentTimeRetrieveParams.none());
        }

        default HttpResponseFor<CurrentTimeRetrieveResponse> retrieve(
                RequestOptions requestOptions) {
            return retrieve(CurrentTimeRetrieveParams.none(), requestOptions);
        }
    }
}
