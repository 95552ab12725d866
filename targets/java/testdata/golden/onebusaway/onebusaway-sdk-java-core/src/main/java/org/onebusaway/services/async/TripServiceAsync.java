// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.trip.TripRetrieveParams;
import org.onebusaway.models.trip.TripRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface TripServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get details of a specific trip */
    default CompletableFuture<TripRetrieveResponse> retrieve(String tripId) {
        return retrieve(tripId, TripRetrieveParams.none());
    }

    /** Get details of a specific trip */
    default CompletableFuture<TripRetrieveResponse> retrieve(
            String tripId, TripRetrieveParams params) {
        return retrieve(tripId, params, RequestOptions.none());
    }

    /** Get details of a specific trip */
    default CompletableFuture<TripRetrieveResponse> retrieve(
            String tripId, TripRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
    }

    /** Get details of a specific trip */
    default CompletableFuture<TripRetrieveResponse> retrieve(
            String tripId, RequestOptions requestOptions) {
        return retrieve(tripId, TripRetrieveParams.none(), requestOptions);
    }

    /** Get details of a specific trip */
    default CompletableFuture<TripRetrieveResponse> retrieve(TripRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Get details of a specific trip */
    CompletableFuture<TripRetrieveResponse> retrieve(
            TripRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<TripRetrieveResponse>> retrieve(String tripId) {
            return retrieve(tripId, TripRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<TripRetrieveResponse>> retrieve(
                String tripId, TripRetrieveParams params) {
            return retrieve(tripId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<TripRetrieveResponse>> retrieve(
                String tripId, TripRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<TripRetrieveResponse>> retrieve(
                String tripId, RequestOptions requestOptions) {
            return retrieve(tripId, TripRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<TripRetrieveResponse>> retrieve(
                TripRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<TripRetrieveResponse>> retrieve(
                TripRetrieveParams params, RequestOptions requestOptions);
    }
}
