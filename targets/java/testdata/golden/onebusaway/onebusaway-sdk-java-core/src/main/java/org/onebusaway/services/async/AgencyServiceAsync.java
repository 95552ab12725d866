// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.agency.AgencyRetrieveParams;
import org.onebusaway.models.agency.AgencyRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface AgencyServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve information for a specific transit agency identified by its ID. */
    default CompletableFuture<AgencyRetrieveResponse> retrieve(String agencyId) {
        return retrieve(agencyId, AgencyRetrieveParams.none());
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    default CompletableFuture<AgencyRetrieveResponse> retrieve(
            String agencyId, AgencyRetrieveParams params) {
        return retrieve(agencyId, params, RequestOptions.none());
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    default CompletableFuture<AgencyRetrieveResponse> retrieve(
            String agencyId, AgencyRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    default CompletableFuture<AgencyRetrieveResponse> retrieve(
            String agencyId, RequestOptions requestOptions) {
        return retrieve(agencyId, AgencyRetrieveParams.none(), requestOptions);
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    default CompletableFuture<AgencyRetrieveResponse> retrieve(AgencyRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    CompletableFuture<AgencyRetrieveResponse> retrieve(
            AgencyRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<AgencyRetrieveResponse>> retrieve(
                String agencyId) {
            return retrieve(agencyId, AgencyRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<AgencyRetrieveResponse>> retrieve(
                String agencyId, AgencyRetrieveParams params) {
            return retrieve(agencyId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<AgencyRetrieveResponse>> retrieve(
                String agencyId, AgencyRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<AgencyRetrieveResponse>> retrieve(
                String agencyId, RequestOptions requestOptions) {
            return retrieve(agencyId, AgencyRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<AgencyRetrieveResponse>> retrieve(
                AgencyRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<AgencyRetrieveResponse>> retrieve(
                AgencyRetrieveParams params, RequestOptions requestOptions);
    }
}
