// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.routeidsforagency.RouteIdsForAgencyListParams;
import org.onebusaway.models.routeidsforagency.RouteIdsForAgencyListResponse;

public interface RouteIdsForAgencyService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get route IDs for a specific agency */
    default RouteIdsForAgencyListResponse list(String agencyId) {
        return list(agencyId, RouteIdsForAgencyListParams.none());
    }

    /** Get route IDs for a specific agency */
    default RouteIdsForAgencyListResponse list(
            String agencyId, RouteIdsForAgencyListParams params) {
        return list(agencyId, params, RequestOptions.none());
    }

    /** Get route IDs for a specific agency */
    default RouteIdsForAgencyListResponse list(
            String agencyId, RouteIdsForAgencyListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Get route IDs for a specific agency */
    default RouteIdsForAgencyListResponse list(String agencyId, RequestOptions requestOptions) {
        return list(agencyId, RouteIdsForAgencyListParams.none(), requestOptions);
    }

    /** Get route IDs for a specific agency */
    default RouteIdsForAgencyListResponse list(RouteIdsForAgencyListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Get route IDs for a specific agency */
    RouteIdsForAgencyListResponse list(
            RouteIdsForAgencyListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<RouteIdsForAgencyListResponse> list(String agencyId) {
            return list(agencyId, RouteIdsForAgencyListParams.none());
        }

        default HttpResponseFor<RouteIdsForAgencyListResponse> list(
                String agencyId, RouteIdsForAgencyListParams params) {
            return list(agencyId, params, RequestOptions.none());
        }

        default HttpResponseFor<RouteIdsForAgencyListResponse> list(
                String agencyId,
                RouteIdsForAgencyListParams params,
                RequestOptions requestOptions) {
            return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default HttpResponseFor<RouteIdsForAgencyListResponse> list(
                String agencyId, RequestOptions requestOptions) {
            return list(agencyId, RouteIdsForAgencyListParams.none(), requestOptions);
        }

        default HttpResponseFor<RouteIdsForAgencyListResponse> list(
                RouteIdsForAgencyListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<RouteIdsForAgencyListResponse> list(
                RouteIdsForAgencyListParams params, RequestOptions requestOptions);
    }
}
