// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.reports.ReportSearchPage;
import com.acme.api.models.reports.ReportSearchParams;
import com.acme.api.models.reports.ReportSearchResponse;

public interface ReportService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default ReportSearchPage search(ReportSearchParams params) {
        return search(params, RequestOptions.none());
    }

    ReportSearchPage search(ReportSearchParams params, RequestOptions requestOptions);

    default ReportSearchPage search() {
        return search(ReportSearchParams.none());
    }

    default ReportSearchPage search(RequestOptions requestOptions) {
        return search(ReportSearchParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponseFor<ReportSearchResponse> search(ReportSearchParams params) {
            return search(params, RequestOptions.none());
        }

        HttpResponseFor<ReportSearchResponse> search(
                ReportSearchParams params, RequestOptions requestOptions);

        default HttpResponseFor<ReportSearchResponse> search() {
            return search(ReportSearchParams.none());
        }

        default HttpResponseFor<ReportSearchResponse> search(RequestOptions requestOptions) {
            return search(ReportSearchParams.none(), requestOptions);
        }
    }
}
