// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.accounts.Account;
import com.acme.api.models.accounts.AccountCreateParams;
import com.acme.api.models.accounts.AccountDeleteParams;
import com.acme.api.models.accounts.AccountLinkParams;
import com.acme.api.models.accounts.AccountListPageAsync;
import com.acme.api.models.accounts.AccountListParams;
import com.acme.api.models.accounts.AccountListResponse;
import com.acme.api.models.accounts.AccountMeParams;
import com.acme.api.models.accounts.AccountMeResponse;
import com.acme.api.models.accounts.AccountRetrieveParams;
import com.acme.api.models.accounts.AccountRetrieveResponse;
import com.acme.api.models.accounts.AccountUpdateParams;
import com.acme.api.services.async.accounts.FriendServiceAsync;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/** Accounts hold everything else. */
public interface AccountServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    FriendServiceAsync friends();

    /** List accounts */
    default CompletableFuture<AccountListPageAsync> list(AccountListParams params) {
        return list(params, RequestOptions.none());
    }

    /** List accounts */
    CompletableFuture<AccountListPageAsync> list(
            AccountListParams params, RequestOptions requestOptions);

    /** List accounts */
    default CompletableFuture<AccountListPageAsync> list() {
        return list(AccountListParams.none());
    }

    /** List accounts */
    default CompletableFuture<AccountListPageAsync> list(RequestOptions requestOptions) {
        return list(AccountListParams.none(), requestOptions);
    }

    /** Creates an account. The `Idempotency-Key` header makes retries safe. */
    default CompletableFuture<Account> create(AccountCreateParams params) {
        return create(params, RequestOptions.none());
    }

    /** Creates an account. The `Idempotency-Key` header makes retries safe. */
    CompletableFuture<Account> create(AccountCreateParams params, RequestOptions requestOptions);

    default CompletableFuture<AccountRetrieveResponse> retrieve(String accountId) {
        return retrieve(accountId, AccountRetrieveParams.none());
    }

    default CompletableFuture<AccountRetrieveResponse> retrieve(
            String accountId, AccountRetrieveParams params) {
        return retrieve(accountId, params, RequestOptions.none());
    }

    default CompletableFuture<AccountRetrieveResponse> retrieve(
            String accountId, AccountRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default CompletableFuture<AccountRetrieveResponse> retrieve(
            String accountId, RequestOptions requestOptions) {
        return retrieve(accountId, AccountRetrieveParams.none(), requestOptions);
    }

    default CompletableFuture<AccountRetrieveResponse> retrieve(AccountRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    CompletableFuture<AccountRetrieveResponse> retrieve(
            AccountRetrieveParams params, RequestOptions requestOptions);

    default CompletableFuture<Account> update(String accountId) {
        return update(accountId, AccountUpdateParams.none());
    }

    default CompletableFuture<Account> update(String accountId, AccountUpdateParams params) {
        return update(accountId, params, RequestOptions.none());
    }

    default CompletableFuture<Account> update(
            String accountId, AccountUpdateParams params, RequestOptions requestOptions) {
        return update(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default CompletableFuture<Account> update(String accountId, RequestOptions requestOptions) {
        return update(accountId, AccountUpdateParams.none(), requestOptions);
    }

    default CompletableFuture<Account> update(AccountUpdateParams params) {
        return update(params, RequestOptions.none());
    }

    CompletableFuture<Account> update(AccountUpdateParams params, RequestOptions requestOptions);

    default CompletableFuture<Void> delete(String accountId) {
        return delete(accountId, AccountDeleteParams.none());
    }

    default CompletableFuture<Void> delete(String accountId, AccountDeleteParams params) {
        return delete(accountId, params, RequestOptions.none());
    }

    default CompletableFuture<Void> delete(
            String accountId, AccountDeleteParams params, RequestOptions requestOptions) {
        return delete(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default CompletableFuture<Void> delete(String accountId, RequestOptions requestOptions) {
        return delete(accountId, AccountDeleteParams.none(), requestOptions);
    }

    default CompletableFuture<Void> delete(AccountDeleteParams params) {
        return delete(params, RequestOptions.none());
    }

    CompletableFuture<Void> delete(AccountDeleteParams params, RequestOptions requestOptions);

    default CompletableFuture<AccountMeResponse> me(AccountMeParams params) {
        return me(params, RequestOptions.none());
    }

    CompletableFuture<AccountMeResponse> me(AccountMeParams params, RequestOptions requestOptions);

    default CompletableFuture<AccountMeResponse> me() {
        return me(AccountMeParams.none());
    }

    default CompletableFuture<AccountMeResponse> me(RequestOptions requestOptions) {
        return me(AccountMeParams.none(), requestOptions);
    }

    default CompletableFuture<List<Account>> link(String accountId, AccountLinkParams params) {
        return link(accountId, params, RequestOptions.none());
    }

    default CompletableFuture<List<Account>> link(
            String accountId, AccountLinkParams params, RequestOptions requestOptions) {
        return link(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default CompletableFuture<List<Account>> link(AccountLinkParams params) {
        return link(params, RequestOptions.none());
    }

    CompletableFuture<List<Account>> link(AccountLinkParams params, RequestOptions requestOptions);

    interface WithRawResponse {
        FriendServiceAsync.WithRawResponse friends();

        default CompletableFuture<HttpResponseFor<AccountListResponse>> list(
                AccountListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<AccountListResponse>> list(
                AccountListParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<AccountListResponse>> list() {
            return list(AccountListParams.none());
        }

        default CompletableFuture<HttpResponseFor<AccountListResponse>> list(
                RequestOptions requestOptions) {
            return list(AccountListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<Account>> create(AccountCreateParams params) {
            return create(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<Account>> create(
                AccountCreateParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<AccountRetrieveResponse>> retrieve(
                String accountId) {
            return retrieve(accountId, AccountRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<AccountRetrieveResponse>> retrieve(
                String accountId, AccountRetrieveParams params) {
            return retrieve(accountId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<AccountRetrieveResponse>> retrieve(
                String accountId, AccountRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<AccountRetrieveResponse>> retrieve(
                String accountId, RequestOptions requestOptions) {
            return retrieve(accountId, AccountRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<AccountRetrieveResponse>> retrieve(
                AccountRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<AccountRetrieveResponse>> retrieve(
                AccountRetrieveParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<Account>> update(String accountId) {
            return update(accountId, AccountUpdateParams.none());
        }

        default CompletableFuture<HttpResponseFor<Account>> update(
                String accountId, AccountUpdateParams params) {
            return update(accountId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<Account>> update(
                String accountId, AccountUpdateParams params, RequestOptions requestOptions) {
            return update(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<Account>> update(
                String accountId, RequestOptions requestOptions) {
            return update(accountId, AccountUpdateParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<Account>> update(AccountUpdateParams params) {
            return update(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<Account>> update(
                AccountUpdateParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponse> delete(String accountId) {
            return delete(accountId, AccountDeleteParams.none());
        }

        default CompletableFuture<HttpResponse> delete(
                String accountId, AccountDeleteParams params) {
            return delete(accountId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponse> delete(
                String accountId, AccountDeleteParams params, RequestOptions requestOptions) {
            return delete(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponse> delete(
                String accountId, RequestOptions requestOptions) {
            return delete(accountId, AccountDeleteParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponse> delete(AccountDeleteParams params) {
            return delete(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponse> delete(
                AccountDeleteParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<AccountMeResponse>> me(AccountMeParams params) {
            return me(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<AccountMeResponse>> me(
                AccountMeParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<AccountMeResponse>> me() {
            return me(AccountMeParams.none());
        }

        default CompletableFuture<HttpResponseFor<AccountMeResponse>> me(
                RequestOptions requestOptions) {
            return me(AccountMeParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<List<Account>>> link(
                String accountId, AccountLinkParams params) {
            return link(accountId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<List<Account>>> link(
                String accountId, AccountLinkParams params, RequestOptions requestOptions) {
            return link(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<List<Account>>> link(AccountLinkParams params) {
            return link(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<List<Account>>> link(
                AccountLinkParams params, RequestOptions requestOptions);
    }
}
