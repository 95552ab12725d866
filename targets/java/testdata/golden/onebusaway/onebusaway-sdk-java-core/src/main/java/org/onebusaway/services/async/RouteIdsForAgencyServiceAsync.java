// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.routeidsforagency.RouteIdsForAgencyListParams;
import org.onebusaway.models.routeidsforagency.RouteIdsForAgencyListResponse;

import java.util.concurrent.CompletableFuture;

public interface RouteIdsForAgencyServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get route IDs for a specific agency */
    default CompletableFuture<RouteIdsForAgencyListResponse> list(String agencyId) {
        return list(agencyId, RouteIdsForAgencyListParams.none());
    }

    /** Get route IDs for a specific agency */
    default CompletableFuture<RouteIdsForAgencyListResponse> list(
            String agencyId, RouteIdsForAgencyListParams params) {
        return list(agencyId, params, RequestOptions.none());
    }

    /** Get route IDs for a specific agency */
    default CompletableFuture<RouteIdsForAgencyListResponse> list(
            String agencyId, RouteIdsForAgencyListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Get route IDs for a specific agency */
    default CompletableFuture<RouteIdsForAgencyListResponse> list(
            String agencyId, RequestOptions requestOptions) {
        return list(agencyId, RouteIdsForAgencyListParams.none(), requestOptions);
    }

    /** Get route IDs for a specific agency */
    default CompletableFuture<RouteIdsForAgencyListResponse> list(
            RouteIdsForAgencyListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Get route IDs for a specific agency */
    CompletableFuture<RouteIdsForAgencyListResponse> list(
            RouteIdsForAgencyListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<RouteIdsForAgencyListResponse>> list(
                String agencyId) {
            return list(agencyId, RouteIdsForAgencyListParams.none());
        }

        default CompletableFuture<HttpResponseFor<RouteIdsForAgencyListResponse>> list(
                String agencyId, RouteIdsForAgencyListParams params) {
            return list(agencyId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<RouteIdsForAgencyListResponse>> list(
                String agencyId,
                RouteIdsForAgencyListParams params,
                RequestOptions requestOptions) {
            return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<RouteIdsForAgencyListResponse>> list(
                String agencyId, RequestOptions requestOptions) {
            return list(agencyId, RouteIdsForAgencyListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<RouteIdsForAgencyListResponse>> list(
                RouteIdsForAgencyListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<RouteIdsForAgencyListResponse>> list(
                RouteIdsForAgencyListParams params, RequestOptions requestOptions);
    }
}
