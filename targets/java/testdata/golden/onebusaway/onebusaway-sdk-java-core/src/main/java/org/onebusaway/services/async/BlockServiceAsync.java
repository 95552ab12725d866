// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.block.BlockRetrieveParams;
import org.onebusaway.models.block.BlockRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface BlockServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get details of a specific block by ID */
    default CompletableFuture<BlockRetrieveResponse> retrieve(String blockId) {
        return retrieve(blockId, BlockRetrieveParams.none());
    }

    /** Get details of a specific block by ID */
    default CompletableFuture<BlockRetrieveResponse> retrieve(
            String blockId, BlockRetrieveParams params) {
        return retrieve(blockId, params, RequestOptions.none());
    }

    /** Get details of a specific block by ID */
    default CompletableFuture<BlockRetrieveResponse> retrieve(
            String blockId, BlockRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().blockId(blockId).build(), requestOptions);
    }

    /** Get details of a specific block by ID */
    default CompletableFuture<BlockRetrieveResponse> retrieve(
            String blockId, RequestOptions requestOptions) {
        return retrieve(blockId, BlockRetrieveParams.none(), requestOptions);
    }

    /** Get details of a specific block by ID */
    default CompletableFuture<BlockRetrieveResponse> retrieve(BlockRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Get details of a specific block by ID */
    CompletableFuture<BlockRetrieveResponse> retrieve(
            BlockRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<BlockRetrieveResponse>> retrieve(String blockId) {
            return retrieve(blockId, BlockRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<BlockRetrieveResponse>> retrieve(
                String blockId, BlockRetrieveParams params) {
            return retrieve(blockId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<BlockRetrieveResponse>> retrieve(
                String blockId, BlockRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().blockId(blockId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<BlockRetrieveResponse>> retrieve(
                String blockId, RequestOptions requestOptions) {
            return retrieve(blockId, BlockRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<BlockRetrieveResponse>> retrieve(
                BlockRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<BlockRetrieveResponse>> retrieve(
                BlockRetrieveParams params, RequestOptions requestOptions);
    }
}
