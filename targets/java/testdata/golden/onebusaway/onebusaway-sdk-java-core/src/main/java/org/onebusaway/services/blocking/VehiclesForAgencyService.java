// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.vehiclesforagency.VehiclesForAgencyListParams;
import org.onebusaway.models.vehiclesforagency.VehiclesForAgencyListResponse;

public interface VehiclesForAgencyService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get vehicles for a specific agency */
    default VehiclesForAgencyListResponse list(String agencyId) {
        return list(agencyId, VehiclesForAgencyListParams.none());
    }

    /** Get vehicles for a specific agency */
    default VehiclesForAgencyListResponse list(
            String agencyId, VehiclesForAgencyListParams params) {
        return list(agencyId, params, RequestOptions.none());
    }

    /** Get vehicles for a specific agency */
    default VehiclesForAgencyListResponse list(
            String agencyId, VehiclesForAgencyListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
    }

    /** Get vehicles for a specific agency */
    default VehiclesForAgencyListResponse list(String agencyId, RequestOptions requestOptions) {
        return list(agencyId, VehiclesForAgencyListParams.none(), requestOptions);
    }

    /** Get vehicles for a specific agency */
    default VehiclesForAgencyListResponse list(VehiclesForAgencyListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Get vehicles for a specific agency */
    VehiclesForAgencyListResponse list(
            VehiclesForAgencyListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<VehiclesForAgencyListResponse> list(String agencyId) {
            return list(agencyId, VehiclesForAgencyListParams.none());
        }

        default HttpResponseFor<VehiclesForAgencyListResponse> list(
                String agencyId, VehiclesForAgencyListParams params) {
            return list(agencyId, params, RequestOptions.none());
        }

        default HttpResponseFor<VehiclesForAgencyListResponse> list(
                String agencyId,
                VehiclesForAgencyListParams params,
                RequestOptions requestOptions) {
            return list(params.toBuilder().agencyId(agencyId).build(), requestOptions);
        }

        default HttpResponseFor<VehiclesForAgencyListResponse> list(
                String agencyId, RequestOptions requestOptions) {
            return list(agencyId, VehiclesForAgencyListParams.none(), requestOptions);
        }

        default HttpResponseFor<VehiclesForAgencyListResponse> list(
                VehiclesForAgencyListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<VehiclesForAgencyListResponse> list(
                VehiclesForAgencyListParams params, RequestOptions requestOptions);
    }
}
