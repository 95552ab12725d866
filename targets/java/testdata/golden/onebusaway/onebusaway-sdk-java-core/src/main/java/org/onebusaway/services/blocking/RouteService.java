// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.route.RouteRetrieveParams;
import org.onebusaway.models.route.RouteRetrieveResponse;

public interface RouteService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve information for a specific route identified by its unique ID. */
    default RouteRetrieveResponse retrieve(String routeId) {
        return retrieve(routeId, RouteRetrieveParams.none());
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    default RouteRetrieveResponse retrieve(String routeId, RouteRetrieveParams params) {
        return retrieve(routeId, params, RequestOptions.none());
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    default RouteRetrieveResponse retrieve(
            String routeId, RouteRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().routeId(routeId).build(), requestOptions);
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    default RouteRetrieveResponse retrieve(String routeId, RequestOptions requestOptions) {
        return retrieve(routeId, RouteRetrieveParams.none(), requestOptions);
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    default RouteRetrieveResponse retrieve(RouteRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    RouteRetrieveResponse retrieve(RouteRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<RouteRetrieveResponse> retrieve(String routeId) {
            return retrieve(routeId, RouteRetrieveParams.none());
        }

        default HttpResponseFor<RouteRetrieveResponse> retrieve(
                String routeId, RouteRetrieveParams params) {
            return retrieve(routeId, params, RequestOptions.none());
        }

        default HttpResponseFor<RouteRetrieveResponse> retrieve(
                String routeId, RouteRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().routeId(routeId).build(), requestOptions);
        }

        default HttpResponseFor<RouteRetrieveResponse> retrieve(
                String routeId, RequestOptions requestOptions) {
            return retrieve(routeId, RouteRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<RouteRetrieveResponse> retrieve(RouteRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<RouteRetrieveResponse> retrieve(
                RouteRetrieveParams params, RequestOptions requestOptions);
    }
}
