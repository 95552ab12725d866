// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.reports.ReportSearchPageAsync;
import com.acme.api.models.reports.ReportSearchParams;
import com.acme.api.models.reports.ReportSearchResponse;

import java.util.concurrent.CompletableFuture;

public interface ReportServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<ReportSearchPageAsync> search(ReportSearchParams params) {
        return search(params, RequestOptions.none());
    }

    CompletableFuture<ReportSearchPageAsync> search(
            ReportSearchParams params, RequestOptions requestOptions);

    default CompletableFuture<ReportSearchPageAsync> search() {
        return search(ReportSearchParams.none());
    }

    default CompletableFuture<ReportSearchPageAsync> search(RequestOptions requestOptions) {
        return search(ReportSearchParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<ReportSearchResponse>> search(
                ReportSearchParams params) {
            return search(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ReportSearchResponse>> search(
                ReportSearchParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<ReportSearchResponse>> search() {
            return search(ReportSearchParams.none());
        }

        default CompletableFuture<HttpResponseFor<ReportSearchResponse>> search(
                RequestOptions requestOptions) {
            return search(ReportSearchParams.none(), requestOptions);
        }
    }
}
