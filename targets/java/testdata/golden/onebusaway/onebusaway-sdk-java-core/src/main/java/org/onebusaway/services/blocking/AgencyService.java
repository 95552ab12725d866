// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.agency.AgencyRetrieveParams;
import org.onebusaway.models.agency.AgencyRetrieveResponse;

public interface AgencyService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve information for a specific transit agency identified by its ID. */
    default AgencyRetrieveResponse retrieve(String agencyId) {
        return retrieve(agencyId, AgencyRetrieveParams.none());
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    default AgencyRetrieveResponse retrieve(String agencyId, AgencyRetrieveParams params) {
        return retrieve(agencyId, params, RequestOptions.none());
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    default AgencyRetrieveResponse retrieve(
            String agencyId, AgencyRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    default AgencyRetrieveResponse retrieve(String agencyId, RequestOptions requestOptions) {
        return retrieve(agencyId, AgencyRetrieveParams.none(), requestOptions);
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    default AgencyRetrieveResponse retrieve(AgencyRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve information for a specific transit agency identified by its ID. */
    AgencyRetrieveResponse retrieve(AgencyRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<AgencyRetrieveResponse> retrieve(String agencyId) {
            return retrieve(agencyId, AgencyRetrieveParams.none());
        }

        default HttpResponseFor<AgencyRetrieveResponse> retrieve(
                String agencyId, AgencyRetrieveParams params) {
            return retrieve(agencyId, params, RequestOptions.none());
        }

        default HttpResponseFor<AgencyRetrieveResponse> retrieve(
                String agencyId, AgencyRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default HttpResponseFor<AgencyRetrieveResponse> retrieve(
                String agencyId, RequestOptions requestOptions) {
            return retrieve(agencyId, AgencyRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<AgencyRetrieveResponse> retrieve(AgencyRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<AgencyRetrieveResponse> retrieve(
                AgencyRetrieveParams params, RequestOptions requestOptions);
    }
}
