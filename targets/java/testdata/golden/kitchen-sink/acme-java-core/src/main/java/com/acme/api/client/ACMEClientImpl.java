// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.ACMEPingParams;
import com.acme.api.models.ACMEStatusParams;
import com.acme.api.models.ClientPingResponse;
import com.acme.api.models.Status;
import com.acme.api.services.blocking.ACMEService;
import com.acme.api.services.blocking.ACMEServiceImpl;
import com.acme.api.services.blocking.AccountService;
import com.acme.api.services.blocking.CardService;
import com.acme.api.services.blocking.ChatService;
import com.acme.api.services.blocking.EventService;
import com.acme.api.services.blocking.FeedbackService;
import com.acme.api.services.blocking.FileService;
import com.acme.api.services.blocking.InternalToolService;
import com.acme.api.services.blocking.PetService;
import com.acme.api.services.blocking.ReportService;
import com.acme.api.services.blocking.SearchService;
import com.acme.api.services.blocking.TagService;
import com.acme.api.services.blocking.TreeService;
import com.acme.api.services.blocking.WebhookService;

import java.util.function.Consumer;

public final class ACMEClientImpl implements ACMEClient {

    private final ClientOptions clientOptions;
    private final ACMEService service;
    private final WithRawResponseImpl withRawResponse;

    public ACMEClientImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.service = new ACMEServiceImpl(clientOptions);
        this.withRawResponse = new WithRawResponseImpl(clientOptions, service.withRawResponse());
    }

    @Override
    public ACMEClientAsync async() {
        return new ACMEClientAsyncImpl(clientOptions);
    }

    @Override
    public ACMEClient.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public ACMEClient withOptions(Consumer<ClientOptions.Builder> modifier) {
        ClientOptions.Builder builder = clientOptions.toBuilder();
        modifier.accept(builder);
        return new ACMEClientImpl(builder.build());
    }

    @Override
    public void close() {
        clientOptions.httpClient().close();
    }

    @Override
    public AccountService accounts() {
        return service.accounts();
    }

    @Override
    public CardService cards() {
        return service.cards();
    }

    @Override
    public EventService events() {
        return service.events();
    }

    @Override
    public TagService tags() {
        return service.tags();
    }

    @Override
    public FileService files() {
        return service.files();
    }

    @Override
    public FeedbackService feedback() {
        return service.feedback();
    }

    @Override
    public ChatService chat() {
        return service.chat();
    }

    @Override
    public ReportService reports() {
        return service.reports();
    }

    @Override
    public InternalToolService internalTools() {
        return service.internalTools();
    }

    @Override
    public SearchService search() {
        return service.search();
    }

    @Override
    public PetService pets() {
        return service.pets();
    }

    @Override
    public TreeService trees() {
        return service.trees();
    }

    @Override
    public WebhookService webhooks() {
        return service.webhooks();
    }

    @Override
    public Status status(ACMEStatusParams params, RequestOptions requestOptions) {
        return service.status(params, requestOptions);
    }

    @Override
    public ClientPingResponse ping(ACMEPingParams params, RequestOptions requestOptions) {
        return service.ping(params, requestOptions);
    }

    static final class WithRawResponseImpl implements ACMEClient.WithRawResponse {

        private final ClientOptions clientOptions;
        private final ACMEService.WithRawResponse service;

        WithRawResponseImpl(ClientOptions clientOptions, ACMEService.WithRawResponse service) {
            this.clientOptions = clientOptions;
            this.service = service;
        }

        @Override
        public ACMEClient.WithRawResponse withOptions(Consumer<ClientOptions.Builder> modifier) {
            ClientOptions.Builder builder = clientOptions.toBuilder();
            modifier.accept(builder);
            return new ACMEClientImpl(builder.build()).withRawResponse();
        }

        @Override
        public AccountService.WithRawResponse accounts() {
            return service.accounts();
        }

        @Override
        public CardService.WithRawResponse cards() {
            return service.cards();
        }

        @Override
        public EventService.WithRawResponse events() {
            return service.events();
        }

        @Override
        public TagService.WithRawResponse tags() {
            return service.tags();
        }

        @Override
        public FileService.WithRawResponse files() {
            return service.files();
        }

        @Override
        public FeedbackService.WithRawResponse feedback() {
            return service.feedback();
        }

        @Override
        public ChatService.WithRawResponse chat() {
            return service.chat();
        }

        @Override
        public ReportService.WithRawResponse reports() {
            return service.reports();
        }

        @Override
        public InternalToolService.WithRawResponse internalTools() {
            return service.internalTools();
        }

        @Override
        public SearchService.WithRawResponse search() {
            return service.search();
        }

        @Override
        public PetService.WithRawResponse pets() {
            return service.pets();
        }

        @Override
        public TreeService.WithRawResponse trees() {
            return service.trees();
        }

        @Override
        public WebhookService.WithRawResponse webhooks() {
            return service.webhooks();
        }

        @Override
        public HttpResponseFor<Status> status(
                ACMEStatusParams params, RequestOptions requestOptions) {
            return service.status(params, requestOptions);
        }

        @Override
        public HttpResponseFor<ClientPingResponse> ping(
                ACMEPingParams params, RequestOptions requestOptions) {
            return service.ping(params, requestOptions);
        }
    }
}
