// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.tripdetails.TripDetailRetrieveParams;
import org.onebusaway.models.tripdetails.TripDetailRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface TripDetailServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve Trip Details */
    default CompletableFuture<TripDetailRetrieveResponse> retrieve(String tripId) {
        return retrieve(tripId, TripDetailRetrieveParams.none());
    }

    /** Retrieve Trip Details */
    default CompletableFuture<TripDetailRetrieveResponse> retrieve(
            String tripId, TripDetailRetrieveParams params) {
        return retrieve(tripId, params, RequestOptions.none());
    }

    /** Retrieve Trip Details */
    default CompletableFuture<TripDetailRetrieveResponse> retrieve(
            String tripId, TripDetailRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
    }

    /** Retrieve Trip Details */
    default CompletableFuture<TripDetailRetrieveResponse> retrieve(
            String tripId, RequestOptions requestOptions) {
        return retrieve(tripId, TripDetailRetrieveParams.none(), requestOptions);
    }

    /** Retrieve Trip Details */
    default CompletableFuture<TripDetailRetrieveResponse> retrieve(
            TripDetailRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve Trip Details */
    CompletableFuture<TripDetailRetrieveResponse> retrieve(
            TripDetailRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<TripDetailRetrieveResponse>> retrieve(
                String tripId) {
            return retrieve(tripId, TripDetailRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<TripDetailRetrieveResponse>> retrieve(
                String tripId, TripDetailRetrieveParams params) {
            return retrieve(tripId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<TripDetailRetrieveResponse>> retrieve(
                String tripId, TripDetailRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<TripDetailRetrieveResponse>> retrieve(
                String tripId, RequestOptions requestOptions) {
            return retrieve(tripId, TripDetailRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<TripDetailRetrieveResponse>> retrieve(
                TripDetailRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<TripDetailRetrieveResponse>> retrieve(
                TripDetailRetrieveParams params, RequestOptions requestOptions);
    }
}
