// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.core.Page
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
import com.acme.api.services.blocking.accounts.FriendsService

// Accounts hold everything else.
interface AccountsService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): AccountsService

    fun friends(): FriendsService

    // List accounts
    fun list(
        params: AccountListParams = AccountListParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Page<Account>

    // Create an account
    fun create(
        params: AccountCreateParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account

    fun retrieve(
        params: AccountsRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account

    fun retrieve(
        accountId: String,
        params: AccountsRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account {
        val builder = params?.toBuilder() ?: AccountsRetrieveParams.builder()
        builder.accountId(accountId)
        return retrieve(builder.build(), requestOptions)
    }

    fun update(
        params: AccountUpdateParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account

    fun update(
        accountId: String,
        params: AccountUpdateParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account {
        val builder = params?.toBuilder() ?: AccountUpdateParams.builder()
        builder.accountId(accountId)
        return update(builder.build(), requestOptions)
    }

    fun delete(
        params: AccountsDeleteParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Unit

    fun delete(
        accountId: String,
        params: AccountsDeleteParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Unit {
        val builder = params?.toBuilder() ?: AccountsDeleteParams.builder()
        builder.accountId(accountId)
        return delete(builder.build(), requestOptions)
    }

    fun me(
        params: AccountsMeParams = AccountsMeParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Account

    fun link(
        params: AccountsLinkParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): List<Account>

    fun link(
        accountId: String,
        params: AccountsLinkParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): List<Account> {
        val builder = params?.toBuilder() ?: AccountsLinkParams.builder()
        builder.accountId(accountId)
        return link(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun friends(): FriendsService.WithRawResponse

        fun list(
            params: AccountListParams = AccountListParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Page<Account>>

        fun create(
            params: AccountCreateParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Account>

        fun retrieve(
            params: AccountsRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Account>

        fun update(
            params: AccountUpdateParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Account>

        fun delete(
            params: AccountsDeleteParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Unit>

        fun me(
            params: AccountsMeParams = AccountsMeParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Account>

        fun link(
            params: AccountsLinkParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<List<Account>>
    }
}
