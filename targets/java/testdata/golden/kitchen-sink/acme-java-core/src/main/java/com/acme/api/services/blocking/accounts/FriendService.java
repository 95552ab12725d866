// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.accounts;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.accounts.friends.FriendListPage;
import com.acme.api.models.accounts.friends.FriendListParams;
import com.acme.api.models.accounts.friends.FriendListResponse;

public interface FriendService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default FriendListPage list(String accountId) {
        return list(accountId, FriendListParams.none());
    }

    default FriendListPage list(String accountId, FriendListParams params) {
        return list(accountId, params, RequestOptions.none());
    }

    default FriendListPage list(
            String accountId, FriendListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default FriendListPage list(String accountId, RequestOptions requestOptions) {
        return list(accountId, FriendListParams.none(), requestOptions);
    }

    default FriendListPage list(FriendListParams params) {
        return list(params, RequestOptions.none());
    }

    FriendListPage list(FriendListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<FriendListResponse> list(String accountId) {
            return list(accountId, FriendListParams.none());
        }

        default HttpResponseFor<FriendListResponse> list(
                String accountId, FriendListParams params) {
            return list(accountId, params, RequestOptions.none());
        }

        default HttpResponseFor<FriendListResponse> list(
                String accountId, FriendListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default HttpResponseFor<FriendListResponse> list(
                String accountId, RequestOptions requestOptions) {
            return list(accountId, FriendListParams.none(), requestOptions);
        }

        default HttpResponseFor<FriendListResponse> list(FriendListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<FriendListResponse> list(
                FriendListParams params, RequestOptions requestOptions);
    }
}
