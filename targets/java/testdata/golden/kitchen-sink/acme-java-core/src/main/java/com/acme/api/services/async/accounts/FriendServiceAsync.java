// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async.accounts;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.accounts.friends.FriendListPageAsync;
import com.acme.api.models.accounts.friends.FriendListParams;
import com.acme.api.models.accounts.friends.FriendListResponse;

import java.util.concurrent.CompletableFuture;

public interface FriendServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<FriendListPageAsync> list(String accountId) {
        return list(accountId, FriendListParams.none());
    }

    default CompletableFuture<FriendListPageAsync> list(String accountId, FriendListParams params) {
        return list(accountId, params, RequestOptions.none());
    }

    default CompletableFuture<FriendListPageAsync> list(
            String accountId, FriendListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default CompletableFuture<FriendListPageAsync> list(
            String accountId, RequestOptions requestOptions) {
        return list(accountId, FriendListParams.none(), requestOptions);
    }

    default CompletableFuture<FriendListPageAsync> list(FriendListParams params) {
        return list(params, RequestOptions.none());
    }

    CompletableFuture<FriendListPageAsync> list(
            FriendListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<FriendListResponse>> list(String accountId) {
            return list(accountId, FriendListParams.none());
        }

        default CompletableFuture<HttpResponseFor<FriendListResponse>> list(
                String accountId, FriendListParams params) {
            return list(accountId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<FriendListResponse>> list(
                String accountId, FriendListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<FriendListResponse>> list(
                String accountId, RequestOptions requestOptions) {
            return list(accountId, FriendListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<FriendListResponse>> list(
                FriendListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<FriendListResponse>> list(
                FriendListParams params, RequestOptions requestOptions);
    }
}
