// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.Page
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
import com.acme.api.core.http.send
import com.acme.api.core.page
import com.acme.api.models.accounts.Account
import com.acme.api.models.accounts.AccountCreateParams
import com.acme.api.models.accounts.AccountListParams
import com.acme.api.models.accounts.AccountUpdateParams
import com.acme.api.models.accounts.AccountsDeleteParams
import com.acme.api.models.accounts.AccountsLinkParams
import com.acme.api.models.accounts.AccountsMeParams
import com.acme.api.models.accounts.AccountsRetrieveParams
import com.acme.api.services.blocking.accounts.FriendsService
import com.acme.api.services.blocking.accounts.FriendsServiceImpl

class AccountsServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    AccountsService {

    private val withRawResponse: AccountsService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val friends: FriendsService by lazy { FriendsServiceImpl(clientOptions) }

    override fun withRawResponse(): AccountsService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): AccountsService =
        AccountsServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun friends(): FriendsService = friends

    override fun list(
        params: AccountListParams,
        requestOptions: RequestOptions,
    ): Page<Account> = withRawResponse().list(params, requestOptions).parse()

    override fun create(
        params: AccountCreateParams,
        requestOptions: RequestOptions,
    ): Account = withRawResponse().create(params, requestOptions).parse()

    override fun retrieve(
        params: AccountsRetrieveParams,
        requestOptions: RequestOptions,
    ): Account = withRawResponse().retrieve(params, requestOptions).parse()

    override fun update(
        params: AccountUpdateParams,
        requestOptions: RequestOptions,
    ): Account = withRawResponse().update(params, requestOptions).parse()

    override fun delete(
        params: AccountsDeleteParams,
        requestOptions: RequestOptions,
    ): Unit = withRawResponse().delete(params, requestOptions).parse()

    override fun me(
        params: AccountsMeParams,
        requestOptions: RequestOptions,
    ): Account = withRawResponse().me(params, requestOptions).parse()

    override fun link(
        params: AccountsLinkParams,
        requestOptions: RequestOptions,
    ): List<Account> = withRawResponse().link(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        AccountsService.WithRawResponse {

        private val friends: FriendsService.WithRawResponse by lazy {
            FriendsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun friends(): FriendsService.WithRawResponse = friends

        override fun list(
            params: AccountListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Page<Account>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("accounts")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            return respondWith(response) {
                clientOptions.page(
                    request,
                    response,
                    requestOptions,
                    LIST_PAGES,
                    Account.decoder,
                )
            }
        }

        override fun create(
            params: AccountCreateParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Account> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.addPathSegments("accounts")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(jsonBody(params._body()))
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<Account> = Account.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override fun retrieve(
            params: AccountsRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Account> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("accounts")
            builder.addPathSegments(requirePathParam("account_id", params._pathParam(0)))
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<Account> = { Account.decoder(it.at(listOf("data"))) }
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override fun update(
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
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<Account> = Account.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override fun delete(
            params: AccountsDeleteParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Unit> {
            val builder = clientOptions.newRequest(HttpMethod.DELETE)
            builder.addPathSegments("accounts")
            builder.addPathSegments(requirePathParam("account_id", params._pathParam(0)))
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            return clientOptions.empty(response)
        }

        override fun me(
            params: AccountsMeParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Account> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("me")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<Account> = { Account.decoder(it.at(listOf("user"))) }
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override fun link(
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
            val response = clientOptions.send(request, requestOptions)
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
