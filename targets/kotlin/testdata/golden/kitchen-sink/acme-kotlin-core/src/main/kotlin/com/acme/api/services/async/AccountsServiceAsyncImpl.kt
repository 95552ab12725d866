// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.PageAsync
import com.acme.api.core.PageScheme
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.at
import com.acme.api.core.http.empty
import com.acme.api.core.http.jsonBody
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.parsed
import com.acme.api.core.http.requirePathParam
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.sendAsync
import com.acme.api.core.pageAsync
import com.acme.api.models.accounts.Account
import com.acme.api.models.accounts.AccountCreateParams
import com.acme.api.models.accounts.AccountListParams
import com.acme.api.models.accounts.AccountUpdateParams
import com.acme.api.models.accounts.AccountsDeleteParams
import com.acme.api.models.accounts.AccountsLinkParams
import com.acme.api.models.accounts.AccountsMeParams
import com.acme.api.models.accounts.AccountsRetrieveParams
import com.acme.api.services.async.accounts.FriendsServiceAsync
import com.acme.api.services.async.accounts.FriendsServiceAsyncImpl

class AccountsServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    AccountsServiceAsync {

    private val withRawResponse: AccountsServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val friends: FriendsServiceAsync by lazy { FriendsServiceAsyncImpl(clientOptions) }

    override fun withRawResponse(): AccountsServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): AccountsServiceAsync =
        AccountsServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun friends(): FriendsServiceAsync = friends

    override suspend fun list(
        params: AccountListParams,
        requestOptions: RequestOptions,
    ): PageAsync<Account> = withRawResponse().list(params, requestOptions).parse()

    override suspend fun create(
        params: AccountCreateParams,
        requestOptions: RequestOptions,
    ): Account = withRawResponse().create(params, requestOptions).parse()

    override suspend fun retrieve(
        params: AccountsRetrieveParams,
        requestOptions: RequestOptions,
    ): Account = withRawResponse().retrieve(params, requestOptions).parse()

    override suspend fun update(
        params: AccountUpdateParams,
        requestOptions: RequestOptions,
    ): Account = withRawResponse().update(params, requestOptions).parse()

    override suspend fun delete(
        params: AccountsDeleteParams,
        requestOptions: RequestOptions,
    ): Unit = withRawResponse().delete(params, requestOptions).parse()

    override suspend fun me(
        params: AccountsMeParams,
        requestOptions: RequestOptions,
    ): Account = withRawResponse().me(params, requestOptions).parse()

    override suspend fun link(
        params: AccountsLinkParams,
        requestOptions: RequestOptions,
    ): List<Account> = withRawResponse().link(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        AccountsServiceAsync.WithRawResponse {

        private val friends: FriendsServiceAsync.WithRawResponse by lazy {
            FriendsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun friends(): FriendsServiceAsync.WithRawResponse = friends

        override suspend fun list(
            params: AccountListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<PageAsync<Account>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("accounts")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            return respondWith(response) {
                clientOptions.pageAsync(
                    request,
                    response,
                    requestOptions,
                    LIST_PAGES,
                    Account.decoder,
                )
            }
        }

        override suspend fun create(
            params: AccountCreateParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Account> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.addPathSegments("accounts")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(jsonBody(params._body()))
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<Account> = Account.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override suspend fun retrieve(
            params: AccountsRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Account> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("accounts")
            builder.addPathSegments(requirePathParam("account_id", params._pathParam(0)))
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<Account> = { Account.decoder(it.at(listOf("data"))) }
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override suspend fun update(
            params: AccountUpdateParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Account> {
            val builder = clientOptions.newRequest(HttpMethod.PATCH)
            builder.addPathSegments("accounts")
            builder.addPathSegments(requirePathParam("account_id", params._pathParam(0)))
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(jsonBody(params._body()))
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<Account> = Account.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override suspend fun delete(
            params: AccountsDeleteParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Unit> {
            val builder = clientOptions.newRequest(HttpMethod.DELETE)
            builder.addPathSegments("accounts")
            builder.addPathSegments(requirePathParam("account_id", params._pathParam(0)))
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            return clientOptions.empty(response)
        }

        override suspend fun me(
            params: AccountsMeParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Account> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("me")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<Account> = { Account.decoder(it.at(listOf("user"))) }
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override suspend fun link(
            params: AccountsLinkParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<List<Account>> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.addPathSegments("accounts")
            builder.addPathSegments(requirePathParam("account_id", params._pathParam(0)))
            builder.addPathSegments("link")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(jsonBody(params._body()))
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<List<Account>> = Decoders.list(Account.decoder)
            return clientOptions.parsed(response, requestOptions, decoder) {
                it.forEach { e1 -> e1.validate() }
            }
        }
    }

    companion object {
        private val LIST_PAGES =
            PageScheme(
                "cursor",
                "query",
                mapOf("next_cursor_param" to "cursor"),
                mapOf("items" to listOf("data"), "next_cursor_field" to listOf("next_cursor")),
                emptyMap(),
                listOf("data"),
                false,
            )
    }
}
