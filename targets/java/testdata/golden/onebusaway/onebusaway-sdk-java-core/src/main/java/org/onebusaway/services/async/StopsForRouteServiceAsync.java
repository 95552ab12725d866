// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stopsforroute.StopsForRouteListParams;
import org.onebusaway.models.stopsforroute.StopsForRouteListResponse;

import java.util.concurrent.CompletableFuture;

public interface StopsForRouteServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get stops for a specific route */
    default CompletableFuture<StopsForRouteListResponse> list(String routeId) {
        return list(routeId, StopsForRouteListParams.none());
    }

    /** Get stops for a specific route */
    default CompletableFuture<StopsForRouteListResponse> list(
            String routeId, StopsForRouteListParams params) {
        return list(routeId, params, RequestOptions.none());
    }

    /** Get stops for a specific route */
    default CompletableFuture<StopsForRouteListResponse> list(
            String routeId, StopsForRouteListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().routeId(routeId).build(), requestOptions);
    }

    /** Get stops for a specific route */
    default CompletableFuture<StopsForRouteListResponse> list(
            String routeId, RequestOptions requestOptions) {
        return list(routeId, StopsForRouteListParams.none(), requestOptions);
    }

    /** Get stops for a specific route */
    default CompletableFuture<StopsForRouteListResponse> list(StopsForRouteListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Get stops for a specific route */
    CompletableFuture<StopsForRouteListResponse> list(
            StopsForRouteListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<StopsForRouteListResponse>> list(String routeId) {
            return list(routeId, StopsForRouteListParams.none());
        }

        default CompletableFuture<HttpResponseFor<StopsForRouteListResponse>> list(
                String routeId, StopsForRouteListParams params) {
            return list(routeId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<StopsForRouteListResponse>> list(
                String routeId, StopsForRouteListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().routeId(routeId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<StopsForRouteListResponse>> list(
                String routeId, RequestOptions requestOptions) {
            return list(routeId, StopsForRouteListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<StopsForRouteListResponse>> list(
                StopsForRouteListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StopsForRouteListResponse>> list(
                StopsForRouteListParams params, RequestOptions requestOptions);
    }
}
