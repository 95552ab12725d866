// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stopidsforagency.StopIdsForAgencyListParams;
import org.onebusaway.models.stopidsforagency.StopIdsForAgencyListResponse;

import java.util.concurrent.CompletableFuture;

public interface StopIdsForAgencyServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get stop IDs for a specific agency */
    default CompletableFuture<StopIdsForAgencyListResponse> list(String agencyId) {
        return list(agencyId, StopIdsForAgencyListParams.none());
    }

    /** Get stop IDs for a specific agency */
    default CompletableFuture<StopIdsForAgencyListResponse> list(
            String agencyId, StopIdsForAgencyListParams params) {
        return list(agencyId, params, RequestOptions.none());
    }

    /** Get stop IDs for a specific agency */
    default CompletableFuture<StopIdsForAgencyListResponse> list(
            String agencyId, StopIdsForAgencyListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Get stop IDs for a specific agency */
    default CompletableFuture<StopIdsForAgencyListResponse> list(
            String agencyId, RequestOptions requestOptions) {
        return list(agencyId, StopIdsForAgencyListParams.none(), requestOptions);
    }

    /** Get stop IDs for a specific agency */
    default CompletableFuture<StopIdsForAgencyListResponse> list(
            StopIdsForAgencyListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Get stop IDs for a specific agency */
    CompletableFuture<StopIdsForAgencyListResponse> list(
            StopIdsForAgencyListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<StopIdsForAgencyListResponse>> list(
                String agencyId) {
            return list(agencyId, StopIdsForAgencyListParams.none());
        }

        default CompletableFuture<HttpResponseFor<StopIdsForAgencyListResponse>> list(
                String agencyId, StopIdsForAgencyListParams params) {
            return list(agencyId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<StopIdsForAgencyListResponse>> list(
                String agencyId, StopIdsForAgencyListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<StopIdsForAgencyListResponse>> list(
                String agencyId, RequestOptions requestOptions) {
            return list(agencyId, StopIdsForAgencyListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<StopIdsForAgencyListResponse>> list(
                StopIdsForAgencyListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StopIdsForAgencyListResponse>> list(
                StopIdsForAgencyListParams params, RequestOptions requestOptions);
    }
}
