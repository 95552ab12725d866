// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

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

public final class ACMEServiceImpl implements ACMEService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final AccountServiceImpl accounts;
    private final CardServiceImpl cards;
    private final EventServiceImpl events;
    private final TagServiceImpl tags;
    private final FileServiceImpl files;
    private final FeedbackServiceImpl feedback;
    private final ChatServiceImpl chat;
    private final ReportServiceImpl reports;
    private final InternalToolServiceImpl internalTools;
    private final SearchServiceImpl search;
    private final PetServiceImpl pets;
    private final TreeServiceImpl trees;
    private final WebhookServiceImpl webhooks;

    public ACMEServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.accounts = new AccountServiceImpl(clientOptions);
        this.cards = new CardServiceImpl(clientOptions);
        this.events = new EventServiceImpl(clientOptions);
        this.tags = new TagServiceImpl(clientOptions);
        this.files = new FileServiceImpl(clientOptions);
        this.feedback = new FeedbackServiceImpl(clientOptions);
        this.chat = new ChatServiceImpl(clientOptions);
        this.reports = new ReportServiceImpl(clientOptions);
        this.internalTools = new InternalToolServiceImpl(clientOptions);
        this.search = new SearchServiceImpl(clientOptions);
        this.pets = new PetServiceImpl(clientOptions);
        this.trees = new TreeServiceImpl(clientOptions);
        this.webhooks = new WebhookServiceImpl(clientOptions);
    }

    @Override
    public ACMEService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public AccountService accounts() {
        return accounts;
    }

    @Override
    public CardService cards() {
        return cards;
    }

    @Override
    public EventService events() {
        return events;
    }

    @Override
    public TagService tags() {
        return tags;
    }

    @Override
    public FileService files() {
        return files;
    }

    @Override
    public FeedbackService feedback() {
        return feedback;
    }

    @Override
    public ChatService chat() {
        return chat;
    }

    @Override
    public ReportService reports() {
        return reports;
    }

    @Override
    public InternalToolService internalTools() {
        return internalTools;
    }

    @Override
    public SearchService search() {
        return search;
    }

    @Override
    public PetService pets() {
        return pets;
    }

    @Override
    public TreeService trees() {
        return trees;
    }

    @Override
    public WebhookService webhooks() {
        return webhooks;
    }

    @Override
    public Status status(ACMEStatusParams params, RequestOptions requestOptions) {
        return withRawResponse.status(params, requestOptions).parse();
    }

    @Override
    public ClientPingResponse ping(ACMEPingParams params, RequestOptions requestOptions) {
        return withRawResponse.ping(params, requestOptions).parse();
    }

    public static final class WithRawResponseImpl implements ACMEService.WithRawResponse {

        private final ClientOptions clientOptions;
        private final AccountServiceImpl.WithRawResponseImpl accounts;
        private final CardServiceImpl.WithRawResponseImpl cards;
        private final EventServiceImpl.WithRawResponseImpl events;
        private final TagServiceImpl.WithRawResponseImpl tags;
        private final FileServiceImpl.WithRawResponseImpl files;
        private final FeedbackServiceImpl.WithRawResponseImpl feedback;
        private final ChatServiceImpl.WithRawResponseImpl chat;
        private final ReportServiceImpl.WithRawResponseImpl reports;
        private final InternalToolServiceImpl.WithRawResponseImpl internalTools;
        private final SearchServiceImpl.WithRawResponseImpl search;
        private final PetServiceImpl.WithRawResponseImpl pets;
        private final TreeServiceImpl.WithRawResponseImpl trees;
        private final WebhookServiceImpl.WithRawResponseImpl webhooks;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.accounts = new AccountServiceImpl.WithRawResponseImpl(clientOptions);
            this.cards = new CardServiceImpl.WithRawResponseImpl(clientOptions);
            this.events = new EventServiceImpl.WithRawResponseImpl(clientOptions);
            this.tags = new TagServiceImpl.WithRawResponseImpl(clientOptions);
            this.files = new FileServiceImpl.WithRawResponseImpl(clientOptions);
            this.feedback = new FeedbackServiceImpl.WithRawResponseImpl(clientOptions);
            this.chat = new ChatServiceImpl.WithRawResponseImpl(clientOptions);
            this.reports = new ReportServiceImpl.WithRawResponseImpl(clientOptions);
            this.internalTools = new InternalToolServiceImpl.WithRawResponseImpl(clientOptions);
            this.search = new SearchServiceImpl.WithRawResponseImpl(clientOptions);
            this.pets = new PetServiceImpl.WithRawResponseImpl(clientOptions);
            this.trees = new TreeServiceImpl.WithRawResponseImpl(clientOptions);
            this.webhooks = new WebhookServiceImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public AccountService.WithRawResponse accounts() {
            return accounts;
        }

        @Override
        public CardService.WithRawResponse cards() {
            return cards;
        }

        @Override
        public EventService.WithRawResponse events() {
            return events;
        }

        @Override
        public TagService.WithRawResponse tags() {
            return tags;
        }

        @Override
        public FileService.WithRawResponse files() {
            return files;
        }

        @Override
        public FeedbackService.WithRawResponse feedback() {
            return feedback;
        }

        @Override
        public ChatService.WithRawResponse chat() {
            return chat;
        }

        @Override
        public ReportService.WithRawResponse reports() {
            return reports;
        }

        @Override
        public InternalToolService.WithRawResponse internalTools() {
            return internalTools;
        }

        @Override
        public SearchService.WithRawResponse search() {
            return search;
        }

        @Override
        public PetService.WithRawResponse pets() {
            return pets;
        }

        @Override
        public TreeService.WithRawResponse trees() {
            return trees;
        }

        @Override
        public WebhookService.WithRawResponse webhooks() {
            return webhooks;
        }

        @Override
        public HttpResponseFor<Status> status(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponseFor<ClientPingResponse> ping(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }
    }
}
