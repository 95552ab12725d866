// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.route.RouteRetrieveParams;
import org.onebusaway.models.route.RouteRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface RouteServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve information for a specific route identified by its unique ID. */
    default CompletableFuture<RouteRetrieveResponse> retrieve(String routeId) {
        return retrieve(routeId, RouteRetrieveParams.none());
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    default CompletableFuture<RouteRetrieveResponse> retrieve(
            String routeId, RouteRetrieveParams params) {
        return retrieve(routeId, params, RequestOptions.none());
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    default CompletableFuture<RouteRetrieveResponse> retrieve(
            String routeId, RouteRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().routeId(routeId).build(), requestOptions);
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    default CompletableFuture<RouteRetrieveResponse> retrieve(
            String routeId, RequestOptions requestOptions) {
        return retrieve(routeId, RouteRetrieveParams.none(), requestOptions);
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    default CompletableFuture<RouteRetrieveResponse> retrieve(RouteRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve information for a specific route identified by its unique ID. */
    CompletableFuture<RouteRetrieveResponse> retrieve(
            RouteRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<RouteRetrieveResponse>> retrieve(String routeId) {
            return retrieve(routeId, RouteRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<RouteRetrieveResponse>> retrieve(
                String routeId, RouteRetrieveParams params) {
            return retrieve(routeId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<RouteRetrieveResponse>> retrieve(
                String routeId, RouteRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().routeId(routeId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<RouteRetrieveResponse>> retrieve(
                String routeId, RequestOptions requestOptions) {
            return retrieve(routeId, RouteRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<RouteRetrieveResponse>> retrieve(
                RouteRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<RouteRetrieveResponse>> retrieve(
                RouteRetrieveParams params, RequestOptions requestOptions);
    }
}
