// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.ResponseWrapper;
import org.onebusaway.models.reportproblemwithstop.ReportProblemWithStopRetrieveParams;

import java.util.concurrent.CompletableFuture;

public interface ReportProblemWithStopServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Submit a user-generated problem report for a stop */
    default CompletableFuture<ResponseWrapper> retrieve(String stopId) {
        return retrieve(stopId, ReportProblemWithStopRetrieveParams.none());
    }

    /** Submit a user-generated problem report for a stop */
    default CompletableFuture<ResponseWrapper> retrieve(
            String stopId, ReportProblemWithStopRetrieveParams params) {
        return retrieve(stopId, params, RequestOptions.none());
    }

    /** Submit a user-generated problem report for a stop */
    default CompletableFuture<ResponseWrapper> retrieve(
            String stopId,
            ReportProblemWithStopRetrieveParams params,
            RequestOptions requestOptions) {
        return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** Submit a user-generated problem report for a stop */
    default CompletableFuture<ResponseWrapper> retrieve(
            String stopId, RequestOptions requestOptions) {
        return retrieve(stopId, ReportProblemWithStopRetrieveParams.none(), requestOptions);
    }

    /** Submit a user-generated problem report for a stop */
    default CompletableFuture<ResponseWrapper> retrieve(
            ReportProblemWithStopRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Submit a user-generated problem report for a stop */
    CompletableFuture<ResponseWrapper> retrieve(
            ReportProblemWithStopRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(String stopId) {
            return retrieve(stopId, ReportProblemWithStopRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                String stopId, ReportProblemWithStopRetrieveParams params) {
            return retrieve(stopId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                String stopId,
                ReportProblemWithStopRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                String stopId, RequestOptions requestOptions) {
            return retrieve(stopId, ReportProblemWithStopRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                ReportProblemWithStopRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ResponseWrapper>> retrieve(
                ReportProblemWithStopRetrieveParams params, RequestOptions requestOptions);
    }
}
