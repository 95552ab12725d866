// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.trip.TripRetrieveParams;
import org.onebusaway.models.trip.TripRetrieveResponse;

public interface TripService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get details of a specific trip */
    default TripRetrieveResponse retrieve(String tripId) {
        return retrieve(tripId, TripRetrieveParams.none());
    }

    /** Get details of a specific trip */
    default TripRetrieveResponse retrieve(String tripId, TripRetrieveParams params) {
        return retrieve(tripId, params, RequestOptions.none());
    }

    /** Get details of a specific trip */
    default TripRetrieveResponse retrieve(
            String tripId, TripRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
    }

    /** Get details of a specific trip */
    default TripRetrieveResponse retrieve(String tripId, RequestOptions requestOptions) {
        return retrieve(tripId, TripRetrieveParams.none(), requestOptions);
    }

    /** Get details of a specific trip */
    default TripRetrieveResponse retrieve(TripRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Get details of a specific trip */
    TripRetrieveResponse retrieve(TripRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<TripRetrieveResponse> retrieve(String tripId) {
            return retrieve(tripId, TripRetrieveParams.none());
        }

        default HttpResponseFor<TripRetrieveResponse> retrieve(
                String tripId, TripRetrieveParams params) {
            return retrieve(tripId, params, RequestOptions.none());
        }

        default HttpResponseFor<TripRetrieveResponse> retrieve(
                String tripId, TripRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
        }

        default HttpResponseFor<TripRetrieveResponse> retrieve(
                String tripId, RequestOptions requestOptions) {
            return retrieve(tripId, TripRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<TripRetrieveResponse> retrieve(TripRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<TripRetrieveResponse> retrieve(
                TripRetrieveParams params, RequestOptions requestOptions);
    }
}
