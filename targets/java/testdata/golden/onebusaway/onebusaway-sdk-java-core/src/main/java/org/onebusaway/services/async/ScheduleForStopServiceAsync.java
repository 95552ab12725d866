// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.scheduleforstop.ScheduleForStopRetrieveParams;
import org.onebusaway.models.scheduleforstop.ScheduleForStopRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface ScheduleForStopServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get schedule for a specific stop */
    default CompletableFuture<ScheduleForStopRetrieveResponse> retrieve(String stopId) {
        return retrieve(stopId, ScheduleForStopRetrieveParams.none());
    }

    /** Get schedule for a specific stop */
    default CompletableFuture<ScheduleForStopRetrieveResponse> retrieve(
            String stopId, ScheduleForStopRetrieveParams params) {
        return retrieve(stopId, params, RequestOptions.none());
    }

    /** Get schedule for a specific stop */
    default CompletableFuture<ScheduleForStopRetrieveResponse> retrieve(
            String stopId, ScheduleForStopRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** Get schedule for a specific stop */
    default CompletableFuture<ScheduleForStopRetrieveResponse> retrieve(
            String stopId, RequestOptions requestOptions) {
        return retrieve(stopId, ScheduleForStopRetrieveParams.none(), requestOptions);
    }

    /** Get schedule for a specific stop */
    default CompletableFuture<ScheduleForStopRetrieveResponse> retrieve(
            ScheduleForStopRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Get schedule for a specific stop */
    CompletableFuture<ScheduleForStopRetrieveResponse> retrieve(
            ScheduleForStopRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<ScheduleForStopRetrieveResponse>> retrieve(
                String stopId) {
            return retrieve(stopId, ScheduleForStopRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<ScheduleForStopRetrieveResponse>> retrieve(
                String stopId, ScheduleForStopRetrieveParams params) {
            return retrieve(stopId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<ScheduleForStopRetrieveResponse>> retrieve(
                String stopId,
                ScheduleForStopRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ScheduleForStopRetrieveResponse>> retrieve(
                String stopId, RequestOptions requestOptions) {
            return retrieve(stopId, ScheduleForStopRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ScheduleForStopRetrieveResponse>> retrieve(
                ScheduleForStopRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ScheduleForStopRetrieveResponse>> retrieve(
                ScheduleForStopRetrieveParams params, RequestOptions requestOptions);
    }
}
