// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.Handlers;
import com.acme.api.core.http.HttpMethod;
import com.acme.api.core.http.HttpRequest;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.ACMEPingParams;
import com.acme.api.models.ACMEStatusParams;
import com.acme.api.models.ClientPingResponse;
import com.acme.api.models.Status;
import com.fasterxml.jackson.core.type.TypeReference;

import java.util.concurrent.CompletableFuture;

public final class ACMEServiceAsyncImpl implements ACMEServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final AccountServiceAsyncImpl accounts;
    private final CardServiceAsyncImpl cards;
    private final EventServiceAsyncImpl events;
    private final TagServiceAsyncImpl tags;
    private final FileServiceAsyncImpl files;
    private final FeedbackServiceAsyncImpl feedback;
    private final ChatServiceAsyncImpl chat;
    private final ReportServiceAsyncImpl reports;
    private final InternalToolServiceAsyncImpl internalTools;
    private final SearchServiceAsyncImpl search;
    private final PetServiceAsyncImpl pets;
    private final TreeServiceAsyncImpl trees;
    private final WebhookServiceAsyncImpl webhooks;

    public ACMEServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.accounts = new AccountServiceAsyncImpl(clientOptions);
        this.cards = new CardServiceAsyncImpl(clientOptions);
        this.events = new EventServiceAsyncImpl(clientOptions);
        this.tags = new TagServiceAsyncImpl(clientOptions);
        this.files = new FileServiceAsyncImpl(clientOptions);
        this.feedback = new FeedbackServiceAsyncImpl(clientOptions);
        this.chat = new ChatServiceAsyncImpl(clientOptions);
        this.reports = new ReportServiceAsyncImpl(clientOptions);
        this.internalTools = new InternalToolServiceAsyncImpl(clientOptions);
        this.search = new SearchServiceAsyncImpl(clientOptions);
        this.pets = new PetServiceAsyncImpl(clientOptions);
        this.trees = new TreeServiceAsyncImpl(clientOptions);
        this.webhooks = new WebhookServiceAsyncImpl(clientOptions);
    }

    @Override
    public ACMEServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public AccountServiceAsync accounts() {
        return accounts;
    }

    @Override
    public CardServiceAsync cards() {
        return cards;
    }

    @Override
    public EventServiceAsync events() {
        return events;
    }

    @Override
    public TagServiceAsync tags() {
        return tags;
    }

    @Override
    public FileServiceAsync files() {
        return files;
    }

    @Override
    public FeedbackServiceAsync feedback() {
        return feedback;
    }

    @Override
    public ChatServiceAsync chat() {
        return chat;
    }

    @Override
    public ReportServiceAsync reports() {
        return reports;
    }

    @Override
    public InternalToolServiceAsync internalTools() {
        return internalTools;
    }

    @Override
    public SearchServiceAsync search() {
        return search;
    }

    @Override
    public PetServiceAsync pets() {
        return pets;
    }

    @Override
    public TreeServiceAsync trees() {
        return trees;
    }

    @Override
    public WebhookServiceAsync webhooks() {
        return webhooks;
    }

    @Override
    public CompletableFuture<Status> status(
            ACMEStatusParams params, RequestOptions requestOptions) {
        return withRawResponse
                .status(params, requestOptions)
                .thenApply(response -> response.parse());
    }

    @Override
    public CompletableFuture<ClientPingResponse> ping(
            ACMEPingParams params, RequestOptions requestOptions) {
        return withRawResponse.ping(params, requestOptions).thenApply(response -> response.parse());
    }

    public static final class WithRawResponseImpl implements ACMEServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;
        private final AccountServiceAsyncImpl.WithRawResponseImpl accounts;
        private final CardServiceAsyncImpl.WithRawResponseImpl cards;
        private final EventServiceAsyncImpl.WithRawResponseImpl events;
        private final TagServiceAsyncImpl.WithRawResponseImpl tags;
        private final FileServiceAsyncImpl.WithRawResponseImpl files;
        private final FeedbackServiceAsyncImpl.WithRawResponseImpl feedback;
        private final ChatServiceAsyncImpl.WithRawResponseImpl chat;
        private final ReportServiceAsyncImpl.WithRawResponseImpl reports;
        private final InternalToolServiceAsyncImpl.WithRawResponseImpl internalTools;
        private final SearchServiceAsyncImpl.WithRawResponseImpl search;
        private final PetServiceAsyncImpl.WithRawResponseImpl pets;
        private final TreeServiceAsyncImpl.WithRawResponseImpl trees;
        private final WebhookServiceAsyncImpl.WithRawResponseImpl webhooks;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.accounts = new AccountServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.cards = new CardServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.events = new EventServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.tags = new TagServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.files = new FileServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.feedback = new FeedbackServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.chat = new ChatServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.reports = new ReportServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.internalTools =
                    new InternalToolServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.search = new SearchServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.pets = new PetServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.trees = new TreeServiceAsyncImpl.WithRawResponseImpl(clientOptions);
            this.webhooks = new WebhookServiceAsyncImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public AccountServiceAsync.WithRawResponse accounts() {
            return accounts;
        }

        @Override
        public CardServiceAsync.WithRawResponse cards() {
            return cards;
        }

        @Override
        public EventServiceAsync.WithRawResponse events() {
            return events;
        }

        @Override
        public TagServiceAsync.WithRawResponse tags() {
            return tags;
        }

        @Override
        public FileServiceAsync.WithRawResponse files() {
            return files;
        }

        @Override
        public FeedbackServiceAsync.WithRawResponse feedback() {
            return feedback;
        }

        @Override
        public ChatServiceAsync.WithRawResponse chat() {
            return chat;
        }

        @Override
        public ReportServiceAsync.WithRawResponse reports() {
            return reports;
        }

        @Override
        public InternalToolServiceAsync.WithRawResponse internalTools() {
            return internalTools;
        }

        @Override
        public SearchServiceAsync.WithRawResponse search() {
            return search;
        }

        @Override
        public PetServiceAsync.WithRawResponse pets() {
            return pets;
        }

        @Override
        public TreeServiceAsync.WithRawResponse trees() {
            return trees;
        }

        @Override
        public WebhookServiceAsync.WithRawResponse webhooks() {
            return webhooks;
        }

        @Override
        public CompletableFuture<HttpResponseFor<Status>> status(
                ACMEStatusParams params, RequestOptions requestOptions) {
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.GET)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("status")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .removeAllHeaders(clientOptions.authHeaders().names())
                            .removeAllQueryParams(clientOptions.authQueryParams().keys())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<Status> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(), new TypeReference<Status>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }

        @Override
        public CompletableFuture<HttpResponseFor<ClientPingResponse>> ping(
                ACMEPingParams params, RequestOptions requestOptions) {
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.GET)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("ping")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .removeAllHeaders(clientOptions.authHeaders().names())
                            .removeAllQueryParams(clientOptions.authQueryParams().keys())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<ClientPingResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<ClientPingResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }
    }
}
