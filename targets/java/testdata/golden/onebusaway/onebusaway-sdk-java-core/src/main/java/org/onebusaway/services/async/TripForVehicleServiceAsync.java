// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveParams;
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface TripForVehicleServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve trip for a specific vehicle */
    default CompletableFuture<TripForVehicleRetrieveResponse> retrieve(String vehicleId) {
        return retrieve(vehicleId, TripForVehicleRetrieveParams.none());
    }

    /** Retrieve trip for a specific vehicle */
    default CompletableFuture<TripForVehicleRetrieveResponse> retrieve(
            String vehicleId, TripForVehicleRetrieveParams params) {
        return retrieve(vehicleId, params, RequestOptions.none());
    }

    /** Retrieve trip for a specific vehicle */
    default CompletableFuture<TripForVehicleRetrieveResponse> retrieve(
            String vehicleId, TripForVehicleRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().vehicleId(vehicleId).build(), requestOptions);
    }

    /** Retrieve trip for a specific vehicle */
    default CompletableFuture<TripForVehicleRetrieveResponse> retrieve(
            String vehicleId, RequestOptions requestOptions) {
        return retrieve(vehicleId, TripForVehicleRetrieveParams.none(), requestOptions);
    }

    /** Retrieve trip for a specific vehicle */
    default CompletableFuture<TripForVehicleRetrieveResponse> retrieve(
            TripForVehicleRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve trip for a specific vehicle */
    CompletableFuture<TripForVehicleRetrieveResponse> retrieve(
            TripForVehicleRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<TripForVehicleRetrieveResponse>> retrieve(
                String vehicleId) {
            return retrieve(vehicleId, TripForVehicleRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<TripForVehicleRetrieveResponse>> retrieve(
                String vehicleId, TripForVehicleRetrieveParams params) {
            return retrieve(vehicleId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<TripForVehicleRetrieveResponse>> retrieve(
                String vehicleId,
                TripForVehicleRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().vehicleId(vehicleId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<TripForVehicleRetrieveResponse>> retrieve(
                String vehicleId, RequestOptions requestOptions) {
            return retrieve(vehicleId, TripForVehicleRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<TripForVehicleRetrieveResponse>> retrieve(
                TripForVehicleRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<TripForVehicleRetrieveResponse>> retrieve(
                TripForVehicleRetrieveParams params, RequestOptions requestOptions);
    }
}
