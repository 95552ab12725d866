// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.shape.ShapeRetrieveParams;
import org.onebusaway.models.shape.ShapeRetrieveResponse;

public interface ShapeService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default ShapeRetrieveResponse retrieve(String shapeId) {
        return retrieve(shapeId, ShapeRetrieveParams.none());
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default ShapeRetrieveResponse retrieve(String shapeId, ShapeRetrieveParams params) {
        return retrieve(shapeId, params, RequestOptions.none());
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default ShapeRetrieveResponse retrieve(
            String shapeId, ShapeRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().shapeId(shapeId).build(), requestOptions);
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default ShapeRetrieveResponse retrieve(String shapeId, RequestOptions requestOptions) {
        return retrieve(shapeId, ShapeRetrieveParams.none(), requestOptions);
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    default ShapeRetrieveResponse retrieve(ShapeRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Retrieve a shape (the path traveled by a transit vehicle) by ID. */
    ShapeRetrieveResponse retrieve(ShapeRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<ShapeRetrieveResponse> retrieve(String shapeId) {
            return retrieve(shapeId, ShapeRetrieveParams.none());
        }

        default HttpResponseFor<ShapeRetrieveResponse> retrieve(
                String shapeId, ShapeRetrieveParams params) {
            return retrieve(shapeId, params, RequestOptions.none());
        }

        default HttpResponseFor<ShapeRetrieveResponse> retrieve(
                String shapeId, ShapeRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().shapeId(shapeId).build(), requestOptions);
        }

        default HttpResponseFor<ShapeRetrieveResponse> retrieve(
                String shapeId, RequestOptions requestOptions) {
            return retrieve(shapeId, ShapeRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<ShapeRetrieveResponse> retrieve(ShapeRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<ShapeRetrieveResponse> retrieve(
                ShapeRetrieveParams params, RequestOptions requestOptions);
    }
}
