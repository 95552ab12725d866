package com.sdkgen.runtime.core;

import com.sdkgen.runtime.core.http.Headers;
import com.sdkgen.runtime.core.http.QueryParams;

/** The params of a method: what the services read to build a request. */
public interface Params {
    /** Headers of this call only, including {@code putAdditionalHeader} ones. */
    Headers _headers();

    /** Query params of this call only, including {@code putAdditionalQueryParam} ones. */
    QueryParams _queryParams();
}
