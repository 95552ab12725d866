// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.ResponseWrapper;
import org.onebusaway.models.reportproblemwithstop.ReportProblemWithStopRetrieveParams;

public interface ReportProblemWithStopService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Submit a user-generated problem report for a stop */
    default ResponseWrapper retrieve(String stopId) {
        return retrieve(stopId, ReportProblemWithStopRetrieveParams.none());
    }

    /** Submit a user-generated problem report for a stop */
    default ResponseWrapper retrieve(String stopId, ReportProblemWithStopRetrieveParams params) {
        return retrieve(stopId, params, RequestOptions.none());
    }

    /** Submit a user-generated problem report for a stop */
    default ResponseWrapper retrieve(
            String stopId,
            ReportProblemWithStopRetrieveParams params,
            RequestOptions requestOptions) {
        return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
    }

    /** Submit a user-generated problem report for a stop */
    default ResponseWrapper retrieve(String stopId, RequestOptions requestOptions) {
        return retrieve(stopId, ReportProblemWithStopRetrieveParams.none(), requestOptions);
    }

    /** Submit a user-generated problem report for a stop */
    default ResponseWrapper retrieve(ReportProblemWithStopRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Submit a user-generated problem report for a stop */
    ResponseWrapper retrieve(
            ReportProblemWithStopRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<ResponseWrapper> retrieve(String stopId) {
            return retrieve(stopId, ReportProblemWithStopRetrieveParams.none());
        }

        default HttpResponseFor<ResponseWrapper> retrieve(
                String stopId, ReportProblemWithStopRetrieveParams params) {
            return retrieve(stopId, params, RequestOptions.none());
        }

        default HttpResponseFor<ResponseWrapper> retrieve(
                String stopId,
                ReportProblemWithStopRetrieveParams params,
                RequestOptions requestOptions) {
            return retrieve(params.toBuilder().stopId(stopId).build(), requestOptions);
        }

        default HttpResponseFor<ResponseWrapper> retrieve(
                String stopId, RequestOptions requestOptions) {
            return retrieve(stopId, ReportProblemWithStopRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<ResponseWrapper> retrieve(
                ReportProblemWithStopRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<ResponseWrapper> retrieve(
                ReportProblemWithStopRetrieveParams params, RequestOptions requestOptions);
    }
}
