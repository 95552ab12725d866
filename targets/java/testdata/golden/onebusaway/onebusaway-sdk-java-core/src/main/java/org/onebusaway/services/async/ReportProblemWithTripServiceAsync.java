// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.ResponseWrapper;
import org.onebusaway.models.reportproblemwithtrip.ReportProblemWithTripRetrieveParams;

import java.util.concurrent.CompletableFuture;

public interface ReportProblemWithTripServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Submit a user-generated problem report for a particular trip. */
    default CompletableFuture<ResponseWrapper> retrieve(String tripId) {
        return retrieve(tripId, ReportProblemWithTripRetrieveParams.none());
    }

    /** Submit a user-generated problem report for a particular trip. */
    default CompletableFuture<ResponseWrapper> retrieve(
            String tripId, ReportProblemWithTripRetrieveParams params) {
        return retrieve(tripId, params, RequestOptions.none());
    }

    /** Submit a user-generated problem report for a particular trip. */
    default CompletableFuture<ResponseWrapper> retrieve(
            String tripId,
            ReportProblemWithTripRetrieveParams params,
            RequestOptions requestOptions) {
        return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
    }

    /** Submit a user-generated problem report for a particular trip. */
    default CompletableFuture<ResponseWrapper> retrieve(
            String tripId, RequestOptions requestOptions) {
        return retrieve(tripId, ReportProblemWithTripRetrieveParams.none(), requestOptions);
    }

    /** Submit a user-generated problem report for a particular trip. */
    default CompletableFuture<ResponseWrapper> retrieve(
            ReportProblemWithTripRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Submit a user-generated problem report for a particular trip. */
    CompletableFuture<ResponseWrapper> retrieve(
            ReportProblemWithTripRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(String tripId) {
            return retrieve(tripId, ReportProblemWithTripRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                String tripId, ReportProblemWithTripRetrieveParams params) {
            return retrieve(tripId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                String tripId,
                ReportProblemWithTripRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().tripId(tripId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                String tripId, RequestOptions requestOptions) {
            return retrieve(tripId, ReportProblemWithTripRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                ReportProblemWithTripRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                ReportProblemWithTripRetrieveParams params, RequestOptions requestOptions);
    }
}
