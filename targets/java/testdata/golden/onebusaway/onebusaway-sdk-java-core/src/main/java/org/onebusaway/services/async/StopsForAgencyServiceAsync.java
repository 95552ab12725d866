// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stopsforagency.StopsForAgencyListParams;
import org.onebusaway.models.stopsforagency.StopsForAgencyListResponse;

import java.util.concurrent.CompletableFuture;

public interface StopsForAgencyServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get stops for a specific agency */
    default CompletableFuture<StopsForAgencyListResponse> list(String agencyId) {
        return list(agencyId, StopsForAgencyListParams.none());
    }

    /** Get stops for a specific agency */
    default CompletableFuture<StopsForAgencyListResponse> list(
            String agencyId, StopsForAgencyListParams params) {
        return list(agencyId, params, RequestOptions.none());
    }

    /** Get stops for a specific agency */
    default CompletableFuture<StopsForAgencyListResponse> list(
            String agencyId, StopsForAgencyListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Get stops for a specific agency */
    default CompletableFuture<StopsForAgencyListResponse> list(
            String agencyId, RequestOptions requestOptions) {
        return list(agencyId, StopsForAgencyListParams.none(), requestOptions);
    }

    /** Get stops for a specific agency */
    default CompletableFuture<StopsForAgencyListResponse> list(StopsForAgencyListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Get stops for a specific agency */
    CompletableFuture<StopsForAgencyListResponse> list(
            StopsForAgencyListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<StopsForAgencyListResponse>> list(
                String agencyId) {
            return list(agencyId, StopsForAgencyListParams.none());
        }

        default CompletableFuture<HttpResponseFor<StopsForAgencyListResponse>> list(
                String agencyId, StopsForAgencyListParams params) {
            return list(agencyId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<StopsForAgencyListResponse>> list(
                String agencyId, StopsForAgencyListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<StopsForAgencyListResponse>> list(
                String agencyId, RequestOptions requestOptions) {
            return list(agencyId, StopsForAgencyListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<StopsForAgencyListResponse>> list(
                StopsForAgencyListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StopsForAgencyListResponse>> list(
                StopsForAgencyListParams params, RequestOptions requestOptions);
    }
}
