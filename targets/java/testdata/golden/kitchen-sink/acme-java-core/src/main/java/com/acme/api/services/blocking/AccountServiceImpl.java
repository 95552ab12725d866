// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

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
import com.acme.api.models.accounts.AccountListPage;
import com.acme.api.models.accounts.AccountListParams;
import com.acme.api.models.accounts.AccountListResponse;
import com.acme.api.models.accounts.AccountMeParams;
import com.acme.api.models.accounts.AccountMeResponse;
import com.acme.api.models.accounts.AccountRetrieveParams;
import com.acme.api.models.accounts.AccountRetrieveResponse;
import com.acme.api.models.accounts.AccountUpdateParams;
import com.acme.api.services.blocking.accounts.FriendService;
import com.acme.api.services.blocking.accounts.FriendServiceImpl;
import com.fasterxml.jackson.core.type.TypeReference;

import java.util.List;

public final class AccountServiceImpl implements AccountService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final FriendServiceImpl friends;

    public AccountServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.friends = new FriendServiceImpl(clientOptions);
    }

    @Override
    public AccountService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public FriendService friends() {
        return friends;
    }

    @Override
    public AccountListPage list(AccountListParams params, RequestOptions requestOptions) {
        return AccountListPage.of(
                this, params, withRawResponse.list(params, requestOptions).parse());
    }

    @Override
    public Account create(AccountCreateParams params, RequestOptions requestOptions) {
        return withRawResponse.create(params, requestOptions).parse();
    }

    @Override
    public AccountRetrieveResponse retrieve(
            AccountRetrieveParams params, RequestOptions requestOptions) {
        return withRawResponse.retrieve(params, requestOptions).parse();
    }

    @Override
    public Account update(AccountUpdateParams params, RequestOptions requestOptions) {
        return withRawResponse.update(params, requestOptions).parse();
    }

    @Override
    public void delete(AccountDeleteParams params, RequestOptions requestOptions) {
        withRawResponse.delete(params, requestOptions).close();
    }

    @Override
    public AccountMeResponse me(AccountMeParams params, RequestOptions requestOptions) {
        return withRawResponse.me(params, requestOptions).parse();
    }

    @Override
    public List<Account> link(AccountLinkParams params, RequestOptions requestOptions) {
        return withRawResponse.link(params, requestOptions).parse();
    }

    public static final class WithRawResponseImpl implements AccountService.WithRawResponse {

        private final ClientOptions clientOptions;
        private final FriendServiceImpl.WithRawResponseImpl friends;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.friends = new FriendServiceImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public FriendService.WithRawResponse friends() {
            return friends;
        }

        @Override
        public HttpResponseFor<AccountListResponse> list(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponseFor<Account> create(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponseFor<AccountRetrieveResponse> retrieve(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponseFor<Account> update(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponse delete(AccountDeleteParams params, RequestOptions requestOptions) {
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return errors.handle(response);
        }

        @Override
        public HttpResponseFor<AccountMeResponse> me(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponseFor<List<Account>> link(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }
    }
}
