// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListParams;
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListResponse;

public interface ArrivalsAndDeparturesForLocationService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /**
     * Returns real-time arrival and departure data for stops within a bounding box or radius
     * centered on a specific location.
     */
    default ArrivalsAndDeparturesForLocationListResponse list(
            ArrivalsAndDeparturesForLocationListParams params) {
        return list(params, RequestOptions.none());
    }

    /**
     * Returns real-time arrival and departure data for stops within a bounding box or radius
     * centered on a specific location.
     */
    ArrivalsAndDeparturesForLocationListResponse list(
            ArrivalsAndDeparturesForLocationListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<ArrivalsAndDeparturesForLocationListResponse> list(
                ArrivalsAndDeparturesForLocationListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<ArrivalsAndDeparturesForLocationListResponse> list(
                ArrivalsAndDeparturesForLocationListParams params, RequestOptions requestOptions);
    }
}
