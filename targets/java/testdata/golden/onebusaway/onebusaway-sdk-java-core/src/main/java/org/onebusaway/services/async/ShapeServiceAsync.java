// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.shape.ShapeRetrieveParams;
import org.onebusaway.models.shape.ShapeRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface ShapeServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default CompletableFuture<ShapeRetrieveResponse> retrieve(String shapeId) {
        return retrieve(shapeId, ShapeRetrieveParams.none());
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default CompletableFuture<ShapeRetrieveResponse> retrieve(
            String shapeId, ShapeRetrieveParams params) {
        return retrieve(shapeId, params, RequestOptions.none());
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default CompletableFuture<ShapeRetrieveResponse> retrieve(
            String shapeId, ShapeRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().shapeId(shapeId).build(), requestOptions);
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default CompletableFuture<ShapeRetrieveResponse> retrieve(
            String shapeId, RequestOptions requestOptions) {
        return retrieve(shapeId, ShapeRetrieveParams.none(), requestOptions);
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default CompletableFuture<ShapeRetrieveResponse> retrieve(ShapeRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    CompletableFuture<ShapeRetrieveResponse> retrieve(
            ShapeRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<ShapeRetrieveResponse>> retrieve(String shapeId) {
            return retrieve(shapeId, ShapeRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<ShapeRetrieveResponse>> retrieve(
                String shapeId, ShapeRetrieveParams params) {
            return retrieve(shapeId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<ShapeRetrieveResponse>> retrieve(
                String shapeId, ShapeRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().shapeId(shapeId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ShapeRetrieveResponse>> retrieve(
                String shapeId, RequestOptions requestOptions) {
            return retrieve(shapeId, ShapeRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ShapeRetrieveResponse>> retrieve(
                ShapeRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ShapeRetrieveResponse>> retrieve(
                ShapeRetrieveParams params, RequestOptions requestOptions);
    }
}
