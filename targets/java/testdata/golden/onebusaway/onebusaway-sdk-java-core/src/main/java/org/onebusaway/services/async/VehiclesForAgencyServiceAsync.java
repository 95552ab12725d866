// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.vehiclesforagency.VehiclesForAgencyListParams;
import org.onebusaway.models.vehiclesforagency.VehiclesForAgencyListResponse;

import java.util.concurrent.CompletableFuture;

public interface VehiclesForAgencyServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get vehicles for a specific agency */
    default CompletableFuture<VehiclesForAgencyListResponse> list(String agencyId) {
        return list(agencyId, VehiclesForAgencyListParams.none());
    }

    /** Get vehicles for a specific agency */
    default CompletableFuture<VehiclesForAgencyListResponse> list(
            String agencyId, VehiclesForAgencyListParams params) {
        return list(agencyId, params, RequestOptions.none());
    }

    /** Get vehicles for a specific agency */
    default CompletableFuture<VehiclesForAgencyListResponse> list(
            String agencyId, VehiclesForAgencyListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Get vehicles for a specific agency */
    default CompletableFuture<VehiclesForAgencyListResponse> list(
            String agencyId, RequestOptions requestOptions) {
        return list(agencyId, VehiclesForAgencyListParams.none(), requestOptions);
    }

    /** Get vehicles for a specific agency */
    default CompletableFuture<VehiclesForAgencyListResponse> list(
            VehiclesForAgencyListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Get vehicles for a specific agency */
    CompletableFuture<VehiclesForAgencyListResponse> list(
            VehiclesForAgencyListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<VehiclesForAgencyListResponse>> list(
                String agencyId) {
            return list(agencyId, VehiclesForAgencyListParams.none());
        }

        default CompletableFuture<HttpResponseFor<VehiclesForAgencyListResponse>> list(
                String agencyId, VehiclesForAgencyListParams params) {
            return list(agencyId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<VehiclesForAgencyListResponse>> list(
                String agencyId,
                VehiclesForAgencyListParams params,
                RequestOptions requestOptions) {
            return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<VehiclesForAgencyListResponse>> list(
                String agencyId, RequestOptions requestOptions) {
            return list(agencyId, VehiclesForAgencyListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<VehiclesForAgencyListResponse>> list(
                VehiclesForAgencyListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<VehiclesForAgencyListResponse>> list(
                VehiclesForAgencyListParams params, RequestOptions requestOptions);
    }
}
