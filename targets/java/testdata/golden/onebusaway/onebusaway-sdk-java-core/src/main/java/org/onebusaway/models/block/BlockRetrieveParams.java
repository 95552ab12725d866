// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.block;

import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class BlockRetrieveParams implements Params {

    private final String blockId;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private BlockRetrieveParams(Builder builder) {
        this.blockId = builder.blockId;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> blockId() {
        return Optional.ofNullable(blockId);
    }

    public Headers additionalHeaders() {
        return additionalHeaders;
    }

    public QueryParams additionalQueryParams() {
        return additionalQueryParams;
    }

    /** The path param at {@code index}, or an empty string past the last one. */
    public String _pathParam(int index) {
        switch (index) {
            case 0:
                return blockId == null ? "" : blockId;
            default:
                return "";
        }
    }

    @Override
    public Headers _headers() {
        Headers.Builder out = Headers.builder();
        out.putAll(additionalHeaders);
        return out.build();
    }

    @Override
    public QueryParams _queryParams() {
        QueryParams.Builder out = QueryParams.builder();
        out.putAll(additionalQueryParams);
        return out.build();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static BlockRetrieveParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String blockId;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(BlockRetrieveParams source) {
            this.blockId = source.blockId;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder blockId(String blockId) {
            this.blockId = blockId;
            return this;
        }

        public Builder blockId(Optional<String> blockId) {
            return blockId(blockId.orElse(null));
        }

        public Builder additionalHeaders(Headers additionalHeaders) {
            this.additionalHeaders = Headers.builder().putAll(additionalHeaders);
            return this;
        }

        public Builder putAdditionalHeader(String name, String value) {
            additionalHeaders.put(name, value);
            return this;
        }

        public Builder putAdditionalHeaders(String name, Iterable<String> values) {
            additionalHeaders.put(name, values);
            return this;
        }

        public Builder putAllAdditionalHeaders(Headers values) {
            additionalHeaders.putAll(values);
            return this;
        }

        public Builder removeAdditionalHeaders(String name) {
            additionalHeaders.remove(name);
            return this;
        }

        public Builder additionalQueryParams(QueryParams additionalQueryParams) {
            this.additionalQueryParams = QueryParams.builder().putAll(additionalQueryParams);
            return this;
        }

        public Builder putAdditionalQueryParam(String name, String value) {
            additionalQueryParams.put(name, value);
            return this;
        }

        public Builder putAdditionalQueryParams(String name, Iterable<String> values) {
            additionalQueryParams.put(name, values);
            return this;
        }

        public Builder putAllAdditionalQueryParams(QueryParams values) {
            additionalQueryParams.putAll(values);
            return this;
        }

        public Builder removeAdditionalQueryParams(String name) {
            additionalQueryParams.remove(name);
            return this;
        }

        public BlockRetrieveParams build() {
            return new BlockRetrieveParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof BlockRetrieveParams)) {
            return false;
        }
        BlockRetrieveParams that = (BlockRetrieveParams) other;
        if (!Objects.equals(blockId, that.blockId)) {
            return false;
        }
        if (!Objects.equals(additionalHeaders, that.additionalHeaders)) {
            return false;
        }
        if (!Objects.equals(additionalQueryParams, that.additionalQueryParams)) {
            return false;
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = 1;
        hash = 31 * hash + Objects.hashCode(blockId);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("BlockRetrieveParams{");
        out.append("blockId=").append(blockId);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
