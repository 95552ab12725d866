// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.scheduleforroute.ScheduleForRouteRetrieveParams;
import org.onebusaway.models.scheduleforroute.ScheduleForRouteRetrieveResponse;

public interface ScheduleForRouteService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve the full schedule for a route on a particular day */
    default ScheduleForRouteRetrieveResponse retrieve(String routeId) {
        return retrieve(routeId, ScheduleForRouteRetrieveParams.none());
    }

    /** Retrieve the full schedule for a route on a particular day */
    default ScheduleForRouteRetrieveResponse retrieve(
            String routeId, ScheduleForRouteRetrieveParams params) {
        return retrieve(routeId, params, RequestOptions.none());
    }

    /** Retrieve the full schedule for a route on a particular day */
    default ScheduleForRouteRetrieveResponse retrieve(
            String routeId, ScheduleForRouteRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().routeId(routeId).build(), requestOptions);
    }

    /** Retrieve the full schedule for a route on a particular day */
    default ScheduleForRouteRetrieveResponse retrieve(
            String routeId, RequestOptions requestOptions) {
        return retrieve(routeId, ScheduleForRouteRetrieveParams.none(), requestOptions);
    }

    /** Retrieve the full schedule for a route on a particular day */
    default ScheduleForRouteRetrieveResponse retrieve(ScheduleForRouteRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve the full schedule for a route on a particular day */
    ScheduleForRouteRetrieveResponse retrieve(
            ScheduleForRouteRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<ScheduleForRouteRetrieveResponse> retrieve(String routeId) {
            return retrieve(routeId, ScheduleForRouteRetrieveParams.none());
        }

        default HttpResponseFor<ScheduleForRouteRetrieveResponse> retrieve(
                String routeId, ScheduleForRouteRetrieveParams params) {
            return retrieve(routeId, params, RequestOptions.none());
        }

        default HttpResponseFor<ScheduleForRouteRetrieveResponse> retrieve(
                String routeId,
                ScheduleForRouteRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().routeId(routeId).build(), requestOptions);
        }

        default HttpResponseFor<ScheduleForRouteRetrieveResponse> retrieve(
                String routeId, RequestOptions requestOptions) {
            return retrieve(routeId, ScheduleForRouteRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<ScheduleForRouteRetrieveResponse> retrieve(
                ScheduleForRouteRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<ScheduleForRouteRetrieveResponse> retrieve(
                ScheduleForRouteRetrieveParams params, RequestOptions requestOptions);
    }
}
