// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.accounts.Account
import com.acme.api.models.accounts.AccountCreateParams
import com.acme.api.models.accounts.AccountListParams
import com.acme.api.models.accounts.AccountUpdateParams
import com.acme.api.models.accounts.AccountsDeleteParams
import com.acme.api.models.accounts.AccountsLinkParams
import com.acme.api.models.accounts.AccountsMeParams
import com.acme.api.models.accounts.AccountsRetrieveParams
import com.acme.api.services.async.accounts.FriendsServiceAsync

// Accounts hold everything else.
interface AccountsServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): AccountsServiceAsync

    fun friends(): FriendsServiceAsync

    // List accounts
    suspend fun list(
        params: AccountListParams = AccountListParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<Account>

    // Create an account
    suspend fun create(
        params: AccountCreateParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account

    suspend fun retrieve(
        params: AccountsRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account

    suspend fun retrieve(
        accountId: String,
        params: AccountsRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account {
        val builder = params?.toBuilder() ?: AccountsRetrieveParams.builder()
        builder.accountId(accountId)
        return retrieve(builder.build(), requestOptions)
    }

    suspend fun update(
        params: AccountUpdateParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account

    suspend fun update(
        accountId: String,
        params: AccountUpdateParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account {
        val builder = params?.toBuilder() ?: AccountUpdateParams.builder()
        builder.accountId(accountId)
        return update(builder.build(), requestOptions)
    }

    suspend fun delete(
        params: AccountsDeleteParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Unit

    suspend fun delete(
        accountId: String,
        params: AccountsDeleteParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Unit {
        val builder = params?.toBuilder() ?: AccountsDeleteParams.builder()
        builder.accountId(accountId)
        return delete(builder.build(), requestOptions)
    }

    suspend fun me(
        params: AccountsMeParams = AccountsMeParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account

    suspend fun link(
        params: AccountsLinkParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): List<Account>

    suspend fun link(
        accountId: String,
        params: AccountsLinkParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): List<Account> {
        val builder = params?.toBuilder() ?: AccountsLinkParams.builder()
        builder.accountId(accountId)
        return link(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun friends(): FriendsServiceAsync.WithRawResponse

        suspend fun list(
            params: AccountListParams = AccountListParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<PageAsync<Account>>

        suspend fun create(
            params: AccountCreateParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Account>

        suspend fun retrieve(
            params: AccountsRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Account>

        suspend fun update(
            params: AccountUpdateParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Account>

        suspend fun delete(
            params: AccountsDeleteParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Unit>

        suspend fun me(
            params: AccountsMeParams = AccountsMeParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Account>

        suspend fun link(
            params: AccountsLinkParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<List<Account>>
    }
}
