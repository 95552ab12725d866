// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListParams
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListResponse

interface ArrivalsAndDeparturesForLocationService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(
        modifier: (ClientOptions.Builder) -> Unit
    ): ArrivalsAndDeparturesForLocationService

    // arrivals-and-departures-for-location
    fun list(
        params: ArrivalsAndDeparturesForLocationListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ArrivalsAndDeparturesForLocationListResponse

    interface WithRawResponse {

        fun list(
            params: ArrivalsAndDeparturesForLocationListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<ArrivalsAndDeparturesForLocationListResponse>
    }
}
