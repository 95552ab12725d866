// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.Handlers;
import com.acme.api.core.http.HttpMethod;
import com.acme.api.core.http.HttpRequest;
import com.acme.api.core.http.HttpRequestBodies;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.errors.ACMEException;
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
import com.acme.api.services.async.accounts.FriendServiceAsyncImpl;
import com.fasterxml.jackson.core.type.TypeReference;

import java.util.List;
import java.util.concurrent.CompletableFuture;

public final class AccountServiceAsyncImpl implements AccountServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final FriendServiceAsyncImpl friends;

    public AccountServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.friends = new FriendServiceAsyncImpl(clientOptions);
    }

    @Override
    public AccountServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public FriendServiceAsync friends() {
        return friends;
    }

    @Override
    public CompletableFuture<AccountListPageAsync> list(
            AccountListParams params, RequestOptions requestOptions) {
        return withRawResponse
                .list(params, requestOptions)
                .thenApply(response -> AccountListPageAsync.of(this, params, response.parse()));
    }

    @Override
    public CompletableFuture<Account> create(
            AccountCreateParams params, RequestOptions requestOptions) {
        return withRawResponse
                .create(params, requestOptions)
                .thenApply(response -> response.parse());
    }

    @Override
    public CompletableFuture<AccountRetrieveResponse> retrieve(
            AccountRetrieveParams params, RequestOptions requestOptions) {
        return withRawResponse
                .retrieve(params, requestOptions)
                .thenApply(response -> response.parse());
    }

    @Override
    public CompletableFuture<Account> update(
            AccountUpdateParams params, RequestOptions requestOptions) {
        return withRawResponse
                .update(params, requestOptions)
                .thenApply(response -> response.parse());
    }

    @Override
    public CompletableFuture<Void> delete(
            AccountDeleteParams params, RequestOptions requestOptions) {
        return withRawResponse
                .delete(params, requestOptions)
                .thenAccept(response -> response.close());
    }

    @Override
    public CompletableFuture<AccountMeResponse> me(
            AccountMeParams params, RequestOptions requestOptions) {
        return withRawResponse.me(params, requestOptions).thenApply(response -> response.parse());
    }

    @Override
    public CompletableFuture<List<Account>> link(
            AccountLinkParams params, RequestOptions requestOptions) {
        return withRawResponse.link(params, requestOptions).thenApply(response -> response.parse());
    }

    public static final class WithRawResponseImpl implements AccountServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;
        private final FriendServiceAsyncImpl.WithRawResponseImpl friends;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.friends = new FriendServiceAsyncImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public FriendServiceAsync.WithRawResponse friends() {
            return friends;
        }

        @Override
        public CompletableFuture<HttpResponseFor<AccountListResponse>> list(
                AccountListParams params, RequestOptions requestOptions) {
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.GET)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("accounts")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<AccountListResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<AccountListResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }

        @Override
        public CompletableFuture<HttpResponseFor<Account>> create(
                AccountCreateParams params, RequestOptions requestOptions) {
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.POST)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("accounts")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .body(
                                    HttpRequestBodies.json(
                                            clientOptions.jsonMapper(), params._body()))
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<Account> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(), new TypeReference<Account>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }

        @Override
        public CompletableFuture<HttpResponseFor<AccountRetrieveResponse>> retrieve(
                AccountRetrieveParams params, RequestOptions requestOptions) {
            if (params._pathParam(0).isEmpty()) {
                throw new IllegalArgumentException("accountId must be set and not empty");
            }
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.GET)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("accounts", params._pathParam(0))
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<AccountRetrieveResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<AccountRetrieveResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }

        @Override
        public CompletableFuture<HttpResponseFor<Account>> update(
                AccountUpdateParams params, RequestOptions requestOptions) {
            if (params._pathParam(0).isEmpty()) {
                throw new IllegalArgumentException("accountId must be set and not empty");
            }
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.PATCH)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("accounts", params._pathParam(0))
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .body(
                                    HttpRequestBodies.json(
                                            clientOptions.jsonMapper(), params._body()))
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<Account> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(), new TypeReference<Account>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }

        @Override
        public CompletableFuture<HttpResponse> delete(
                AccountDeleteParams params, RequestOptions requestOptions) {
            if (params._pathParam(0).isEmpty()) {
                throw new IllegalArgumentException("accountId must be set and not empty");
            }
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.DELETE)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("accounts", params._pathParam(0))
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> errors.handle(response));
        }

        @Override
        public CompletableFuture<HttpResponseFor<AccountMeResponse>> me(
                AccountMeParams params, RequestOptions requestOptions) {
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.GET)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("me")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<AccountMeResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<AccountMeResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }

        @Override
        public CompletableFuture<HttpResponseFor<List<Account>>> link(
                AccountLinkParams params, RequestOptions requestOptions) {
            if (params._pathParam(0).isEmpty()) {
                throw new IllegalArgumentException("accountId must be set and not empty");
            }
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.POST)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("accounts", params._pathParam(0), "link")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .body(
                                    HttpRequestBodies.json(
                                            clientOptions.jsonMapper(), params._body()))
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<List<Account>> handler =
                    Handlers.json(
                            clientOptions.jsonMapper(), new TypeReference<List<Account>>() {});
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }
    }
}
