// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.routesforagency.RoutesForAgencyListParams;
import org.onebusaway.models.routesforagency.RoutesForAgencyListResponse;

public interface RoutesForAgencyService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve the list of all routes for a particular agency by id */
    default RoutesForAgencyListResponse list(String agencyId) {
        return list(agencyId, RoutesForAgencyListParams.none());
    }

    /** Retrieve the list of all routes for a particular agency by id */
    default RoutesForAgencyListResponse list(String agencyId, RoutesForAgencyListParams params) {
        return list(agencyId, params, RequestOptions.none());
    }

    /** Retrieve the list of all routes for a particular agency by id */
    default RoutesForAgencyListResponse list(
            String agencyId, RoutesForAgencyListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Retrieve the list of all routes for a particular agency by id */
    default RoutesForAgencyListResponse list(String agencyId, RequestOptions requestOptions) {
        return list(agencyId, RoutesForAgencyListParams.none(), requestOptions);
    }

    /** Retrieve the list of all routes for a particular agency by id */
    default RoutesForAgencyListResponse list(RoutesForAgencyListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Retrieve the list of all routes for a particular agency by id */
    RoutesForAgencyListResponse list(
            RoutesForAgencyListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<RoutesForAgencyListResponse> list(String agencyId) {
            return list(agencyId, RoutesForAgencyListParams.none());
        }

        default HttpResponseFor<RoutesForAgencyListResponse> list(
                String agencyId, RoutesForAgencyListParams params) {
            return list(agencyId, params, RequestOptions.none());
        }

        default HttpResponseFor<RoutesForAgencyListResponse> list(
                String agencyId, RoutesForAgencyListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default HttpResponseFor<RoutesForAgencyListResponse> list(
                String agencyId, RequestOptions requestOptions) {
            return list(agencyId, RoutesForAgencyListParams.none(), requestOptions);
        }

        default HttpResponseFor<RoutesForAgencyListResponse> list(
                RoutesForAgencyListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<RoutesForAgencyListResponse> list(
                RoutesForAgencyListParams params, RequestOptions requestOptions);
    }
}
