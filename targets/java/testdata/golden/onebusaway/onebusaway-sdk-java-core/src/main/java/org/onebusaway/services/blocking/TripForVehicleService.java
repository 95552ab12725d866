// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveParams;
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveResponse;

public interface TripForVehicleService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve trip for a specific vehicle */
    default TripForVehicleRetrieveResponse retrieve(String vehicleId) {
        return retrieve(vehicleId, TripForVehicleRetrieveParams.none());
    }

    /** Retrieve trip for a specific vehicle */
    default TripForVehicleRetrieveResponse retrieve(
            String vehicleId, TripForVehicleRetrieveParams params) {
        return retrieve(vehicleId, params, RequestOptions.none());
    }

    /** Retrieve trip for a specific vehicle */
    default TripForVehicleRetrieveResponse retrieve(
            String vehicleId, TripForVehicleRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().vehicleId(vehicleId).build(), requestOptions);
    }

    /** Retrieve trip for a specific vehicle */
    default TripForVehicleRetrieveResponse retrieve(
            String vehicleId, RequestOptions requestOptions) {
        return retrieve(vehicleId, TripForVehicleRetrieveParams.none(), requestOptions);
    }

    /** Retrieve trip for a specific vehicle */
    default TripForVehicleRetrieveResponse retrieve(TripForVehicleRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve trip for a specific vehicle */
    TripForVehicleRetrieveResponse retrieve(
            TripForVehicleRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<TripForVehicleRetrieveResponse> retrieve(String vehicleId) {
            return retrieve(vehicleId, TripForVehicleRetrieveParams.none());
        }

        default HttpResponseFor<TripForVehicleRetrieveResponse> retrieve(
                String vehicleId, TripForVehicleRetrieveParams params) {
            return retrieve(vehicleId, params, RequestOptions.none());
        }

        default HttpResponseFor<TripForVehicleRetrieveResponse> retrieve(
                String vehicleId,
                TripForVehicleRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().vehicleId(vehicleId).build(), requestOptions);
        }

        default HttpResponseFor<TripForVehicleRetrieveResponse> retrieve(
                String vehicleId, RequestOptions requestOptions) {
            return retrieve(vehicleId, TripForVehicleRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<TripForVehicleRetrieveResponse> retrieve(
                TripForVehicleRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<TripForVehicleRetrieveResponse> retrieve(
                TripForVehicleRetrieveParams params, RequestOptions requestOptions);
    }
}
