// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.tripdetails.TripDetailRetrieveParams;
import org.onebusaway.models.tripdetails.TripDetailRetrieveResponse;

public interface TripDetailService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve Trip Details */
    default TripDetailRetrieveResponse retrieve(String tripId) {
        return retrieve(tripId, TripDetailRetrieveParams.none());
    }

    /** Retrieve Trip Details */
    default TripDetailRetrieveResponse retrieve(String tripId, TripDetailRetrieveParams params) {
        return retrieve(tripId, params, RequestOptions.none());
    }

    /** Retrieve Trip Details */
    default TripDetailRetrieveResponse retrieve(
            String tripId, TripDetailRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
    }

    /** Retrieve Trip Details */
    default TripDetailRetrieveResponse retrieve(String tripId, RequestOptions requestOptions) {
        return retrieve(tripId, TripDetailRetrieveParams.none(), requestOptions);
    }

    /** Retrieve Trip Details */
    default TripDetailRetrieveResponse retrieve(TripDetailRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve Trip Details */
    TripDetailRetrieveResponse retrieve(
            TripDetailRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<TripDetailRetrieveResponse> retrieve(String tripId) {
            return retrieve(tripId, TripDetailRetrieveParams.none());
        }

        default HttpResponseFor<TripDetailRetrieveResponse> retrieve(
                String tripId, TripDetailRetrieveParams params) {
            return retrieve(tripId, params, RequestOptions.none());
        }

        default HttpResponseFor<TripDetailRetrieveResponse> retrieve(
                String tripId, TripDetailRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
        }

        default HttpResponseFor<TripDetailRetrieveResponse> retrieve(
                String tripId, RequestOptions requestOptions) {
            return retrieve(tripId, TripDetailRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<TripDetailRetrieveResponse> retrieve(
                TripDetailRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<TripDetailRetrieveResponse> retrieve(
                TripDetailRetrieveParams params, RequestOptions requestOptions);
    }
}
