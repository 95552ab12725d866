// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.scheduleforroute.ScheduleForRouteRetrieveParams;
import org.onebusaway.models.scheduleforroute.ScheduleForRouteRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface ScheduleForRouteServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve the full schedule for a route on a particular day */
    default CompletableFuture<ScheduleForRouteRetrieveResponse> retrieve(String routeId) {
        return retrieve(routeId, ScheduleForRouteRetrieveParams.none());
    }

    /** Retrieve the full schedule for a route on a particular day */
    default CompletableFuture<ScheduleForRouteRetrieveResponse> retrieve(
            String routeId, ScheduleForRouteRetrieveParams params) {
        return retrieve(routeId, params, RequestOptions.none());
    }

    /** Retrieve the full schedule for a route on a particular day */
    default CompletableFuture<ScheduleForRouteRetrieveResponse> retrieve(
            String routeId, ScheduleForRouteRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().routeId(routeId).build(), requestOptions);
    }

    /** Retrieve the full schedule for a route on a particular day */
    default CompletableFuture<ScheduleForRouteRetrieveResponse> retrieve(
            String routeId, RequestOptions requestOptions) {
        return retrieve(routeId, ScheduleForRouteRetrieveParams.none(), requestOptions);
    }

    /** Retrieve the full schedule for a route on a particular day */
    default CompletableFuture<ScheduleForRouteRetrieveResponse> retrieve(
            ScheduleForRouteRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve the full schedule for a route on a particular day */
    CompletableFuture<ScheduleForRouteRetrieveResponse> retrieve(
            ScheduleForRouteRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<ScheduleForRouteRetrieveResponse>> retrieve(
                String routeId) {
            return retrieve(routeId, ScheduleForRouteRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<ScheduleForRouteRetrieveResponse>> retrieve(
                String routeId, ScheduleForRouteRetrieveParams params) {
            return retrieve(routeId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<ScheduleForRouteRetrieveResponse>> retrieve(
                String routeId,
                ScheduleForRouteRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().routeId(routeId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ScheduleForRouteRetrieveResponse>> retrieve(
                String routeId, RequestOptions requestOptions) {
            return retrieve(routeId, ScheduleForRouteRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ScheduleForRouteRetrieveResponse>> retrieve(
                ScheduleForRouteRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ScheduleForRouteRetrieveResponse>> retrieve(
                ScheduleForRouteRetrieveParams params, RequestOptions requestOptions);
    }
}
