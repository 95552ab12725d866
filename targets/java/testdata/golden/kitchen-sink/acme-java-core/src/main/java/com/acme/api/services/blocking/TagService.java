// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.tags.Tag;
import com.acme.api.models.tags.TagListPage;
import com.acme.api.models.tags.TagListParams;

import java.util.List;

public interface TagService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** List tags */
    default TagListPage list(TagListParams params) {
        return list(params, RequestOptions.none());
    }

    /** List tags */
    TagListPage list(TagListParams params, RequestOptions requestOptions);

    /** List tags */
    default TagListPage list() {
        return list(TagListParams.none());
    }

    /** List tags */
    default TagListPage list(RequestOptions requestOptions) {
        return list(TagListParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponseFor<List<Tag>> list(TagListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<List<Tag>> list(TagListParams params, RequestOptions requestOptions);

        default HttpResponseFor<List<Tag>> list() {
            return list(TagListParams.none());
        }

        default HttpResponseFor<List<Tag>> list(RequestOptions requestOptions) {
            return list(TagListParams.none(), requestOptions);
        }
    }
}
