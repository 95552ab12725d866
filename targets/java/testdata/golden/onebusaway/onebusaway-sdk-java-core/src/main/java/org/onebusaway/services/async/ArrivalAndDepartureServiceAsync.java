// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListParams;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListResponse;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveParams;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface ArrivalAndDepartureServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** arrivals-and-departures-for-stop */
    default CompletableFuture<ArrivalAndDepartureListResponse> list(String stopId) {
        return list(stopId, ArrivalAndDepartureListParams.none());
    }

    /** arrivals-and-departures-for-stop */
    default CompletableFuture<ArrivalAndDepartureListResponse> list(
            String stopId, ArrivalAndDepartureListParams params) {
        return list(stopId, params, RequestOptions.none());
    }

    /** arrivals-and-departures-for-stop */
    default CompletableFuture<ArrivalAndDepartureListResponse> list(
            String stopId, ArrivalAndDepartureListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** arrivals-and-departures-for-stop */
    default CompletableFuture<ArrivalAndDepartureListResponse> list(
            String stopId, RequestOptions requestOptions) {
        return list(stopId, ArrivalAndDepartureListParams.none(), requestOptions);
    }

    /** arrivals-and-departures-for-stop */
    default CompletableFuture<ArrivalAndDepartureListResponse> list(
            ArrivalAndDepartureListParams params) {
        return list(params, RequestOptions.none());
    }

    /** arrivals-and-departures-for-stop */
    CompletableFuture<ArrivalAndDepartureListResponse> list(
            ArrivalAndDepartureListParams params, RequestOptions requestOptions);

    /** arrival-and-departure-for-stop */
    default CompletableFuture<ArrivalAndDepartureRetrieveResponse> retrieve(
            String stopId, ArrivalAndDepartureRetrieveParams params) {
        return retrieve(stopId, params, RequestOptions.none());
    }

    /** arrival-and-departure-for-stop */
    default CompletableFuture<ArrivalAndDepartureRetrieveResponse> retrieve(
            String stopId,
            ArrivalAndDepartureRetrieveParams params,
            RequestOptions requestOptions) {
        return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** arrival-and-departure-for-stop */
    default CompletableFuture<ArrivalAndDepartureRetrieveResponse> retrieve(
            ArrivalAndDepartureRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** arrival-and-departure-for-stop */
    CompletableFuture<ArrivalAndDepartureRetrieveResponse> retrieve(
            ArrivalAndDepartureRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<ArrivalAndDepartureListResponse>> list(
                String stopId) {
            return list(stopId, ArrivalAndDepartureListParams.none());
        }

        default CompletableFuture<HttpResponseFor<ArrivalAndDepartureListResponse>> list(
                String stopId, ArrivalAndDepartureListParams params) {
            return list(stopId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<ArrivalAndDepartureListResponse>> list(
                String stopId,
                ArrivalAndDepartureListParams params,
                RequestOptions requestOptions) {
            return list(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ArrivalAndDepartureListResponse>> list(
                String stopId, RequestOptions requestOptions) {
            return list(stopId, ArrivalAndDepartureListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ArrivalAndDepartureListResponse>> list(
                ArrivalAndDepartureListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ArrivalAndDepartureListResponse>> list(
                ArrivalAndDepartureListParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<ArrivalAndDepartureRetrieveResponse>> retrieve(
                String stopId, ArrivalAndDepartureRetrieveParams params) {
            return retrieve(stopId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<ArrivalAndDepartureRetrieveResponse>> retrieve(
                String stopId,
                ArrivalAndDepartureRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ArrivalAndDepartureRetrieveResponse>> retrieve(
                ArrivalAndDepartureRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ArrivalAndDepartureRetrieveResponse>> retrieve(
                ArrivalAndDepartureRetrieveParams params, RequestOptions requestOptions);
    }
}
