// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stop.StopRetrieveParams;
import org.onebusaway.models.stop.StopRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface StopServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get details of a specific stop */
    default CompletableFuture<StopRetrieveResponse> retrieve(String stopId) {
        return retrieve(stopId, StopRetrieveParams.none());
    }

    /** Get details of a specific stop */
    default CompletableFuture<StopRetrieveResponse> retrieve(
            String stopId, StopRetrieveParams params) {
        return retrieve(stopId, params, RequestOptions.none());
    }

    /** Get details of a specific stop */
    default CompletableFuture<StopRetrieveResponse> retrieve(
            String stopId, StopRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** Get details of a specific stop */
    default CompletableFuture<StopRetrieveResponse> retrieve(
            String stopId, RequestOptions requestOptions) {
        return retrieve(stopId, StopRetrieveParams.none(), requestOptions);
    }

    /** Get details of a specific stop */
    default CompletableFuture<StopRetrieveResponse> retrieve(StopRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Get details of a specific stop */
    CompletableFuture<StopRetrieveResponse> retrieve(
            StopRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<StopRetrieveResponse>> retrieve(String stopId) {
            return retrieve(stopId, StopRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<StopRetrieveResponse>> retrieve(
                String stopId, StopRetrieveParams params) {
            return retrieve(stopId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<StopRetrieveResponse>> retrieve(
                String stopId, StopRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<StopRetrieveResponse>> retrieve(
                String stopId, RequestOptions requestOptions) {
            return retrieve(stopId, StopRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<StopRetrieveResponse>> retrieve(
                StopRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StopRetrieveResponse>> retrieve(
                StopRetrieveParams params, RequestOptions requestOptions);
    }
}
