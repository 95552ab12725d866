// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListParams;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListResponse;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveParams;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveResponse;

public interface ArrivalAndDepartureService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** arrivals-and-departures-for-stop */
    default ArrivalAndDepartureListResponse list(String stopId) {
        return list(stopId, ArrivalAndDepartureListParams.none());
    }

    /** arrivals-and-departures-for-stop */
    default ArrivalAndDepartureListResponse list(
            String stopId, ArrivalAndDepartureListParams params) {
        return list(stopId, params, RequestOptions.none());
    }

    /** arrivals-and-departures-for-stop */
    default ArrivalAndDepartureListResponse list(
            String stopId, ArrivalAndDepartureListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** arrivals-and-departures-for-stop */
    default ArrivalAndDepartureListResponse list(String stopId, RequestOptions requestOptions) {
        return list(stopId, ArrivalAndDepartureListParams.none(), requestOptions);
    }

    /** arrivals-and-departures-for-stop */
    default ArrivalAndDepartureListResponse list(ArrivalAndDepartureListParams params) {
        return list(params, RequestOptions.none());
    }

    /** arrivals-and-departures-for-stop */
    ArrivalAndDepartureListResponse list(
            ArrivalAndDepartureListParams params, RequestOptions requestOptions);

    /** arrival-and-departure-for-stop */
    default ArrivalAndDepartureRetrieveResponse retrieve(
            String stopId, ArrivalAndDepartureRetrieveParams params) {
        return retrieve(stopId, params, RequestOptions.none());
    }

    /** arrival-and-departure-for-stop */
    default ArrivalAndDepartureRetrieveResponse retrieve(
            String stopId,
            ArrivalAndDepartureRetrieveParams params,
            RequestOptions requestOptions) {
        return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** arrival-and-departure-for-stop */
    default ArrivalAndDepartureRetrieveResponse retrieve(ArrivalAndDepartureRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** arrival-and-departure-for-stop */
    ArrivalAndDepartureRetrieveResponse retrieve(
            ArrivalAndDepartureRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<ArrivalAndDepartureListResponse> list(String stopId) {
            return list(stopId, ArrivalAndDepartureListParams.none());
        }

        default HttpResponseFor<ArrivalAndDepartureListResponse> list(
                String stopId, ArrivalAndDepartureListParams params) {
            return list(stopId, params, RequestOptions.none());
        }

        default HttpResponseFor<ArrivalAndDepartureListResponse> list(
                String stopId,
                ArrivalAndDepartureListParams params,
                RequestOptions requestOptions) {
            return list(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default HttpResponseFor<ArrivalAndDepartureListResponse> list(
                String stopId, RequestOptions requestOptions) {
            return list(stopId, ArrivalAndDepartureListParams.none(), requestOptions);
        }

        default HttpResponseFor<ArrivalAndDepartureListResponse> list(
                ArrivalAndDepartureListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<ArrivalAndDepartureListResponse> list(
                ArrivalAndDepartureListParams params, RequestOptions requestOptions);

        default HttpResponseFor<ArrivalAndDepartureRetrieveResponse> retrieve(
                String stopId, ArrivalAndDepartureRetrieveParams params) {
            return retrieve(stopId, params, RequestOptions.none());
        }

        default HttpResponseFor<ArrivalAndDepartureRetrieveResponse> retrieve(
                String stopId,
                ArrivalAndDepartureRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default HttpResponseFor<ArrivalAndDepartureRetrieveResponse> retrieve(
                ArrivalAndDepartureRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<ArrivalAndDepartureRetrieveResponse> retrieve(
                ArrivalAndDepartureRetrieveParams params, RequestOptions requestOptions);
    }
}
