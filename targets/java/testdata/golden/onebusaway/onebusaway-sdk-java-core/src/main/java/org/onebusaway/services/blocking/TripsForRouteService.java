// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.tripsforroute.TripsForRouteListParams;
import org.onebusaway.models.tripsforroute.TripsForRouteListResponse;

public interface TripsForRouteService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Search for active trips for a specific route. */
    default TripsForRouteListResponse list(String routeId) {
        return list(routeId, TripsForRouteListParams.none());
    }

    /** Search for active trips for a specific route. */
    default TripsForRouteListResponse list(String routeId, TripsForRouteListParams params) {
        return list(routeId, params, RequestOptions.none());
    }

    /** Search for active trips for a specific route. */
    default TripsForRouteListResponse list(
            String routeId, TripsForRouteListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().routeId(routeId).build(), requestOptions);
    }

    /** Search for active trips for a specific route. */
    default TripsForRouteListResponse list(String routeId, RequestOptions requestOptions) {
        return list(routeId, TripsForRouteListParams.none(), requestOptions);
    }

    /** Search for active trips for a specific route. */
    default TripsForRouteListResponse list(TripsForRouteListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Search for active trips for a specific route. */
    TripsForRouteListResponse list(TripsForRouteListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<TripsForRouteListResponse> list(String routeId) {
            return list(routeId, TripsForRouteListParams.none());
        }

        default HttpResponseFor<TripsForRouteListResponse> list(
                String routeId, TripsForRouteListParams params) {
            return list(routeId, params, RequestOptions.none());
        }

        default HttpResponseFor<TripsForRouteListResponse> list(
                String routeId, TripsForRouteListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().routeId(routeId).build(), requestOptions);
        }

        default HttpResponseFor<TripsForRouteListResponse> list(
                String routeId, RequestOptions requestOptions) {
            return list(routeId, TripsForRouteListParams.none(), requestOptions);
        }

        default HttpResponseFor<TripsForRouteListResponse> list(TripsForRouteListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<TripsForRouteListResponse> list(
                TripsForRouteListParams params, RequestOptions requestOptions);
    }
}
