// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.accounts.Account;
import com.acme.api.models.accounts.AccountCreateParams;
import com.acme.api.models.accounts.AccountDeleteParams;
import com.acme.api.models.accounts.AccountLinkParams;
import com.acme.api.models.accounts.AccountListPage;
import com.acme.api.models.accounts.AccountListParams;
import com.acme.api.models.accounts.AccountListResponse;
import com.acme.api.models.accounts.AccountMeParams;
import com.acme.api.models.accounts.AccountMeResponse;
import com.acme.api.models.accounts.AccountRetrieveParams;
import com.acme.api.models.accounts.AccountRetrieveResponse;
import com.acme.api.models.accounts.AccountUpdateParams;
import com.acme.api.services.blocking.accounts.FriendService;

import java.util.List;

/** Accounts hold everything else. */
public interface AccountService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    FriendService friends();

    /** List accounts */
    default AccountListPage list(AccountListParams params) {
        return list(params, RequestOptions.none());
    }

    /** List accounts */
    AccountListPage list(AccountListParams params, RequestOptions requestOptions);

    /** List accounts */
    default AccountListPage list() {
        return list(AccountListParams.none());
    }

    /** List accounts */
    default AccountListPage list(RequestOptions requestOptions) {
        return list(AccountListParams.none(), requestOptions);
    }

    /** Creates an account. The `Idempotency-Key` header makes retries safe. */
    default Account create(AccountCreateParams params) {
        return create(params, RequestOptions.none());
    }

    /** Creates an account. The `Idempotency-Key` header makes retries safe. */
    Account create(AccountCreateParams params, RequestOptions requestOptions);

    default AccountRetrieveResponse retrieve(String accountId) {
        return retrieve(accountId, AccountRetrieveParams.none());
    }

    default AccountRetrieveResponse retrieve(String accountId, AccountRetrieveParams params) {
        return retrieve(accountId, params, RequestOptions.none());
    }

    default AccountRetrieveResponse retrieve(
            String accountId, AccountRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default AccountRetrieveResponse retrieve(String accountId, RequestOptions requestOptions) {
        return retrieve(accountId, AccountRetrieveParams.none(), requestOptions);
    }

    default AccountRetrieveResponse retrieve(AccountRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    AccountRetrieveResponse retrieve(AccountRetrieveParams params, RequestOptions requestOptions);

    default Account update(String accountId) {
        return update(accountId, AccountUpdateParams.none());
    }

    default Account update(String accountId, AccountUpdateParams params) {
        return update(accountId, params, RequestOptions.none());
    }

    default Account update(
            String accountId, AccountUpdateParams params, RequestOptions requestOptions) {
        return update(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default Account update(String accountId, RequestOptions requestOptions) {
        return update(accountId, AccountUpdateParams.none(), requestOptions);
    }

    default Account update(AccountUpdateParams params) {
        return update(params, RequestOptions.none());
    }

    Account update(AccountUpdateParams params, RequestOptions requestOptions);

    default void delete(String accountId) {
        delete(accountId, AccountDeleteParams.none());
    }

    default void delete(String accountId, AccountDeleteParams params) {
        delete(accountId, params, RequestOptions.none());
    }

    default void delete(
            String accountId, AccountDeleteParams params, RequestOptions requestOptions) {
        delete(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default void delete(String accountId, RequestOptions requestOptions) {
        delete(accountId, AccountDeleteParams.none(), requestOptions);
    }

    default void delete(AccountDeleteParams params) {
        delete(params, RequestOptions.none());
    }

    void delete(AccountDeleteParams params, RequestOptions requestOptions);

    default AccountMeResponse me(AccountMeParams params) {
        return me(params, RequestOptions.none());
    }

    AccountMeResponse me(AccountMeParams params, RequestOptions requestOptions);

    default AccountMeResponse me() {
        return me(AccountMeParams.none());
    }

    default AccountMeResponse me(RequestOptions requestOptions) {
        return me(AccountMeParams.none(), requestOptions);
    }

    default List<Account> link(String accountId, AccountLinkParams params) {
        return link(accountId, params, RequestOptions.none());
    }

    default List<Account> link(
            String accountId, AccountLinkParams params, RequestOptions requestOptions) {
        return link(params.toBuilder().accountId(accountId).build(), requestOptions);
    }

    default List<Account> link(AccountLinkParams params) {
        return link(params, RequestOptions.none());
    }

    List<Account> link(AccountLinkParams params, RequestOptions requestOptions);

    interface WithRawResponse {
        FriendService.WithRawResponse friends();

        default HttpResponseFor<AccountListResponse> list(AccountListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<AccountListResponse> list(
                AccountListParams params, RequestOptions requestOptions);

        default HttpResponseFor<AccountListResponse> list() {
            return list(AccountListParams.none());
        }

        default HttpResponseFor<AccountListResponse> list(RequestOptions requestOptions) {
            return list(AccountListParams.none(), requestOptions);
        }

        default HttpResponseFor<Account> create(AccountCreateParams params) {
            return create(params, RequestOptions.none());
        }

        HttpResponseFor<Account> create(AccountCreateParams params, RequestOptions requestOptions);

        default HttpResponseFor<AccountRetrieveResponse> retrieve(String accountId) {
            return retrieve(accountId, AccountRetrieveParams.none());
        }

        default HttpResponseFor<AccountRetrieveResponse> retrieve(
                String accountId, AccountRetrieveParams params) {
            return retrieve(accountId, params, RequestOptions.none());
        }

        default HttpResponseFor<AccountRetrieveResponse> retrieve(
                String accountId, AccountRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default HttpResponseFor<AccountRetrieveResponse> retrieve(
                String accountId, RequestOptions requestOptions) {
            return retrieve(accountId, AccountRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<AccountRetrieveResponse> retrieve(AccountRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<AccountRetrieveResponse> retrieve(
                AccountRetrieveParams params, RequestOptions requestOptions);

        default HttpResponseFor<Account> update(String accountId) {
            return update(accountId, AccountUpdateParams.none());
        }

        default HttpResponseFor<Account> update(String accountId, AccountUpdateParams params) {
            return update(accountId, params, RequestOptions.none());
        }

        default HttpResponseFor<Account> update(
                String accountId, AccountUpdateParams params, RequestOptions requestOptions) {
            return update(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default HttpResponseFor<Account> update(String accountId, RequestOptions requestOptions) {
            return update(accountId, AccountUpdateParams.none(), requestOptions);
        }

        default HttpResponseFor<Account> update(AccountUpdateParams params) {
            return update(params, RequestOptions.none());
        }

        HttpResponseFor<Account> update(AccountUpdateParams params, RequestOptions requestOptions);

        default HttpResponse delete(String accountId) {
            return delete(accountId, AccountDeleteParams.none());
        }

        default HttpResponse delete(String accountId, AccountDeleteParams params) {
            return delete(accountId, params, RequestOptions.none());
        }

        default HttpResponse delete(
                String accountId, AccountDeleteParams params, RequestOptions requestOptions) {
            return delete(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default HttpResponse delete(String accountId, RequestOptions requestOptions) {
            return delete(accountId, AccountDeleteParams.none(), requestOptions);
        }

        default HttpResponse delete(AccountDeleteParams params) {
            return delete(params, RequestOptions.none());
        }

        HttpResponse delete(AccountDeleteParams params, RequestOptions requestOptions);

        default HttpResponseFor<AccountMeResponse> me(AccountMeParams params) {
            return me(params, RequestOptions.none());
        }

        HttpResponseFor<AccountMeResponse> me(
                AccountMeParams params, RequestOptions requestOptions);

        default HttpResponseFor<AccountMeResponse> me() {
            return me(AccountMeParams.none());
        }

        default HttpResponseFor<AccountMeResponse> me(RequestOptions requestOptions) {
            return me(AccountMeParams.none(), requestOptions);
        }

        default HttpResponseFor<List<Account>> link(String accountId, AccountLinkParams params) {
            return link(accountId, params, RequestOptions.none());
        }

        default HttpResponseFor<List<Account>> link(
                String accountId, AccountLinkParams params, RequestOptions requestOptions) {
            return link(params.toBuilder().accountId(accountId).build(), requestOptions);
        }

        default HttpResponseFor<List<Account>> link(AccountLinkParams params) {
            return link(params, RequestOptions.none());
        }

        HttpResponseFor<List<Account>> link(
                AccountLinkParams params, RequestOptions requestOptions);
    }
}
