// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListParams;
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListResponse;

public interface AgenciesWithCoverageService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /**
     * Returns a list of all transit agencies currently supported by OneBusAway along with the
     * center of their coverage area.
     */
    default AgenciesWithCoverageListResponse list(AgenciesWithCoverageListParams params) {
        return list(params, RequestOptions.none());
    }

    /**
     * Returns a list of all transit agencies currently supported by OneBusAway along with the
     * center of their coverage area.
     */
    AgenciesWithCoverageListResponse list(
            AgenciesWithCoverageListParams params, RequestOptions requestOptions);

    /**
     * Returns a list of all transit agencies currently supported by OneBusAway along with the
     * center of their coverage area.
     */
    default AgenciesWithCoverageListResponse list() {
        return list(AgenciesWithCoverageListParams.none());
    }

    /**
     * Returns a list of all transit agencies currently supported by OneBusAway along with the
     * center of their coverage area.
     */
    default AgenciesWithCoverageListResponse list(RequestOptions requestOptions) {
        return list(AgenciesWithCoverageListParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponseFor<AgenciesWithCoverageListResponse> list(
                AgenciesWithCoverageListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<AgenciesWithCoverageListResponse> list(
                AgenciesWithCoverageListParams params, RequestOptions requestOptions);

        default HttpResponseFor<AgenciesWithCoverageListResponse> list() {
            return list(AgenciesWithCoverageListParams.none());
        }

        default HttpResponseFor<AgenciesWithCoverageListResponse> list(
                RequestOptions requestOptions) {
            return list(AgenciesWithCoverageListParams.none(), requestOptions);
        }
    }
}
