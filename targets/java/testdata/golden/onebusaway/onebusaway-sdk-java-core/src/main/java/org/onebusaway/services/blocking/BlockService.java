// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.block.BlockRetrieveParams;
import org.onebusaway.models.block.BlockRetrieveResponse;

public interface BlockService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Get details of a specific block by ID */
    default BlockRetrieveResponse retrieve(String blockId) {
        return retrieve(blockId, BlockRetrieveParams.none());
    }

    /** Get details of a specific block by ID */
    default BlockRetrieveResponse retrieve(String blockId, BlockRetrieveParams params) {
        return retrieve(blockId, params, RequestOptions.none());
    }

    /** Get details of a specific block by ID */
    default BlockRetrieveResponse retrieve(
            String blockId, BlockRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().blockId(blockId).build(), requestOptions);
    }

    /** Get details of a specific block by ID */
    default BlockRetrieveResponse retrieve(String blockId, RequestOptions requestOptions) {
        return retrieve(blockId, BlockRetrieveParams.none(), requestOptions);
    }

    /** Get details of a specific block by ID */
    default BlockRetrieveResponse retrieve(BlockRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** Get details of a specific block by ID */
    BlockRetrieveResponse retrieve(BlockRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<BlockRetrieveResponse> retrieve(String blockId) {
            return retrieve(blockId, BlockRetrieveParams.none());
        }

        default HttpResponseFor<BlockRetrieveResponse> retrieve(
                String blockId, BlockRetrieveParams params) {
            return retrieve(blockId, params, RequestOptions.none());
        }

        default HttpResponseFor<BlockRetrieveResponse> retrieve(
                String blockId, BlockRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().blockId(blockId).build(), requestOptions);
        }

        default HttpResponseFor<BlockRetrieveResponse> retrieve(
                String blockId, RequestOptions requestOptions) {
            return retrieve(blockId, BlockRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<BlockRetrieveResponse> retrieve(BlockRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<BlockRetrieveResponse> retrieve(
                BlockRetrieveParams params, RequestOptions requestOptions);
    }
}
