// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListParams;
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListResponse;

import java.util.concurrent.CompletableFuture;

public interface AgenciesWithCoverageServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /**
     * Returns a list of all transit agencies currently supported by OneBusAway along with the
     * center of their coverage area.
     */
    default CompletableFuture<AgenciesWithCoverageListResponse> list(
            AgenciesWithCoverageListParams params) {
        return list(params, RequestOptions.none());
    }

    /**
     * Returns a list of all transit agencies currently supported by OneBusAway along with the
     * center of their coverage area.
     */
    CompletableFuture<AgenciesWithCoverageListResponse> list(
            AgenciesWithCoverageListParams params, RequestOptions requestOptions);

    /**
     * Returns a list of all transit agencies currently supported by OneBusAway along with the
     * center of their coverage area.
     */
    default CompletableFuture<AgenciesWithCoverageListResponse> list() {
        return list(AgenciesWithCoverageListParams.none());
    }

    /**
     * Returns a list of all transit agencies currently supported by OneBusAway along with the
     * center of their coverage area.
     */
    default CompletableFuture<AgenciesWithCoverageListResponse> list(
            RequestOptions requestOptions) {
        return list(AgenciesWithCoverageListParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<AgenciesWithCoverageListResponse>> list(
                AgenciesWithCoverageListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<AgenciesWithCoverageListResponse>> list(
                AgenciesWithCoverageListParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<AgenciesWithCoverageListResponse>> list() {
            return list(AgenciesWithCoverageListParams.none());
        }

        default CompletableFuture<HttpResponseFor<AgenciesWithCoverageListResponse>> list(
                RequestOptions requestOptions) {
            return list(AgenciesWithCoverageListParams.none(), requestOptions);
        }
    }
}
