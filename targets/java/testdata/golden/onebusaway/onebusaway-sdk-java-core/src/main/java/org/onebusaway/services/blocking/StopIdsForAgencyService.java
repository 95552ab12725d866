// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stopidsforagency.StopIdsForAgencyListParams;
import org.onebusaway.models.stopidsforagency.StopIdsForAgencyListResponse;

public interface StopIdsForAgencyService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get stop IDs for a specific agency */
    default StopIdsForAgencyListResponse list(String agencyId) {
        return list(agencyId, StopIdsForAgencyListParams.none());
    }

    /** Get stop IDs for a specific agency */
    default StopIdsForAgencyListResponse list(String agencyId, StopIdsForAgencyListParams params) {
        return list(agencyId, params, RequestOptions.none());
    }

    /** Get stop IDs for a specific agency */
    default StopIdsForAgencyListResponse list(
            String agencyId, StopIdsForAgencyListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Get stop IDs for a specific agency */
    default StopIdsForAgencyListResponse list(String agencyId, RequestOptions requestOptions) {
        return list(agencyId, StopIdsForAgencyListParams.none(), requestOptions);
    }

    /** Get stop IDs for a specific agency */
    default StopIdsForAgencyListResponse list(StopIdsForAgencyListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Get stop IDs for a specific agency */
    StopIdsForAgencyListResponse list(
            StopIdsForAgencyListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<StopIdsForAgencyListResponse> list(String agencyId) {
            return list(agencyId, StopIdsForAgencyListParams.none());
        }

        default HttpResponseFor<StopIdsForAgencyListResponse> list(
                String agencyId, StopIdsForAgencyListParams params) {
            return list(agencyId, params, RequestOptions.none());
        }

        default HttpResponseFor<StopIdsForAgencyListResponse> list(
                String agencyId, StopIdsForAgencyListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default HttpResponseFor<StopIdsForAgencyListResponse> list(
                String agencyId, RequestOptions requestOptions) {
            return list(agencyId, StopIdsForAgencyListParams.none(), requestOptions);
        }

        default HttpResponseFor<StopIdsForAgencyListResponse> list(
                StopIdsForAgencyListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<StopIdsForAgencyListResponse> list(
                StopIdsForAgencyListParams params, RequestOptions requestOptions);
    }
}
