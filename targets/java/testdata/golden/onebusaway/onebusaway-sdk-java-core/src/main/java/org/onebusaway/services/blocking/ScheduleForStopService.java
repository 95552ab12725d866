// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.scheduleforstop.ScheduleForStopRetrieveParams;
import org.onebusaway.models.scheduleforstop.ScheduleForStopRetrieveResponse;

public interface ScheduleForStopService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get schedule for a specific stop */
    default ScheduleForStopRetrieveResponse retrieve(String stopId) {
        return retrieve(stopId, ScheduleForStopRetrieveParams.none());
    }

    /** Get schedule for a specific stop */
    default ScheduleForStopRetrieveResponse retrieve(
            String stopId, ScheduleForStopRetrieveParams params) {
        return retrieve(stopId, params, RequestOptions.none());
    }

    /** Get schedule for a specific stop */
    default ScheduleForStopRetrieveResponse retrieve(
            String stopId, ScheduleForStopRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** Get schedule for a specific stop */
    default ScheduleForStopRetrieveResponse retrieve(String stopId, RequestOptions requestOptions) {
        return retrieve(stopId, ScheduleForStopRetrieveParams.none(), requestOptions);
    }

    /** Get schedule for a specific stop */
    default ScheduleForStopRetrieveResponse retrieve(ScheduleForStopRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Get schedule for a specific stop */
    ScheduleForStopRetrieveResponse retrieve(
            ScheduleForStopRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<ScheduleForStopRetrieveResponse> retrieve(String stopId) {
            return retrieve(stopId, ScheduleForStopRetrieveParams.none());
        }

        default HttpResponseFor<ScheduleForStopRetrieveResponse> retrieve(
                String stopId, ScheduleForStopRetrieveParams params) {
            return retrieve(stopId, params, RequestOptions.none());
        }

        default HttpResponseFor<ScheduleForStopRetrieveResponse> retrieve(
                String stopId,
                ScheduleForStopRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default HttpResponseFor<ScheduleForStopRetrieveResponse> retrieve(
                String stopId, RequestOptions requestOptions) {
            return retrieve(stopId, ScheduleForStopRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<ScheduleForStopRetrieveResponse> retrieve(
                ScheduleForStopRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<ScheduleForStopRetrieveResponse> retrieve(
                ScheduleForStopRetrieveParams params, RequestOptions requestOptions);
    }
}
