// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.currenttime.CurrentTimeRetrieveParams;
import org.onebusaway.models.currenttime.CurrentTimeRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface CurrentTimeServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** current-time */
    default CompletableFuture<CurrentTimeRetrieveResponse> retrieve(
            CurrentTimeRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** current-time */
    CompletableFuture<CurrentTimeRetrieveResponse> retrieve(
            CurrentTimeRetrieveParams params, RequestOptions requestOptions);

    /** current-time */
    default CompletableFuture<CurrentTimeRetrieveResponse> retrieve() {
        return retrieve(CurrentTimeRetrieveParams.none());
    }

    /** current-time */
    default CompletableFuture<CurrentTimeRetrieveResponse> retrieve(RequestOptions requestOptions) {
        return retrieve(CurrentTimeRetrieveParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<CurrentTimeRetrieveResponse>> retrieve(
                CurrentTimeRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<CurrentTimeRetrieveResponse>> retrieve(
                CurrentTimeRetrieveParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<CurrentTimeRetrieveResponse>> retrieve() {
            return retrieve(CurrentTimeRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<CurrentTimeRetrieveResponse>> retrieve(
                RequestOptions requestOptions) {
            return retrieve(CurrentTimeRetrieveParams.none(), requestOptions);
        }
    }
}
