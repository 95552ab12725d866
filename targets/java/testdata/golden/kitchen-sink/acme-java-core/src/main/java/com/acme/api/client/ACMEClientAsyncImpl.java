// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.ACMEPingParams;
import com.acme.api.models.ACMEStatusParams;
import com.acme.api.models.ClientPingResponse;
import com.acme.api.models.Status;
import com.acme.api.services.async.ACMEServiceAsync;
import com.acme.api.services.async.ACMEServiceAsyncImpl;
import com.acme.api.services.async.AccountServiceAsync;
import com.acme.api.services.async.CardServiceAsync;
import com.acme.api.services.async.ChatServiceAsync;
import com.acme.api.services.async.EventServiceAsync;
import com.acme.api.services.async.FeedbackServiceAsync;
import com.acme.api.services.async.FileServiceAsync;
import com.acme.api.services.async.InternalToolServiceAsync;
import com.acme.api.services.async.PetServiceAsync;
import com.acme.api.services.async.ReportServiceAsync;
import com.acme.api.services.async.SearchServiceAsync;
import com.acme.api.services.async.TagServiceAsync;
import com.acme.api.services.async.TreeServiceAsync;
import com.acme.api.services.async.WebhookServiceAsync;

import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

public final class ACMEClientAsyncImpl implements ACMEClientAsync {

    private final ClientOptions clientOptions;
    private final ACMEServiceAsync service;
    private final WithRawResponseImpl withRawResponse;

    public ACMEClientAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.service = new ACMEServiceAsyncImpl(clientOptions);
        this.withRawResponse = new WithRawResponseImpl(clientOptions, service.withRawResponse());
    }

    @Override
    public ACMEClient sync() {
        return new ACMEClientImpl(clientOptions);
    }

    @Override
    public ACMEClientAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public ACMEClientAsync withOptions(Consumer<ClientOptions.Builder> modifier) {
        ClientOptions.Builder builder = clientOptions.toBuilder();
        modifier.accept(builder);
        return new ACMEClientAsyncImpl(builder.build());
    }

    @Override
    public void close() {
        clientOptions.httpClient().close();
    }

    @Override
    public AccountServiceAsync accounts() {
        return service.accounts();
    }

    @Override
    public CardServiceAsync cards() {
        return service.cards();
    }

    @Override
    public EventServiceAsync events() {
        return service.events();
    }

    @Override
    public TagServiceAsync tags() {
        return service.tags();
    }

    @Override
    public FileServiceAsync files() {
        return service.files();
    }

    @Override
    public FeedbackServiceAsync feedback() {
        return service.feedback();
    }

    @Override
    public ChatServiceAsync chat() {
        return service.chat();
    }

    @Override
    public ReportServiceAsync reports() {
        return service.reports();
    }

    @Override
    public InternalToolServiceAsync internalTools() {
        return service.internalTools();
    }

    @Override
    public SearchServiceAsync search() {
        return service.search();
    }

    @Override
    public PetServiceAsync pets() {
        return service.pets();
    }

    @Override
    public TreeServiceAsync trees() {
        return service.trees();
    }

    @Override
    public WebhookServiceAsync webhooks() {
        return service.webhooks();
    }

    @Override
    public CompletableFuture<Status> status(
            ACMEStatusParams params, RequestOptions requestOptions) {
        return service.status(params, requestOptions);
    }

    @Override
    public CompletableFuture<ClientPingResponse> ping(
            ACMEPingParams params, RequestOptions requestOptions) {
        return service.ping(params, requestOptions);
    }

    static final class WithRawResponseImpl implements ACMEClientAsync.WithRawResponse {

        private final ClientOptions clientOptions;
        private final ACMEServiceAsync.WithRawResponse service;

        WithRawResponseImpl(ClientOptions clientOptions, ACMEServiceAsync.WithRawResponse service) {
            this.clientOptions = clientOptions;
            this.service = service;
        }

        @Override
        public ACMEClientAsync.WithRawResponse withOptions(
                Consumer<ClientOptions.Builder> modifier) {
            ClientOptions.Builder builder = clientOptions.toBuilder();
            modifier.accept(builder);
            return new ACMEClientAsyncImpl(builder.build()).withRawResponse();
        }

        @Override
        public AccountServiceAsync.WithRawResponse accounts() {
            return service.accounts();
        }

        @Override
        public CardServiceAsync.WithRawResponse cards() {
            return service.cards();
        }

        @Override
        public EventServiceAsync.WithRawResponse events() {
            return service.events();
        }

        @Override
        public TagServiceAsync.WithRawResponse tags() {
            return service.tags();
        }

        @Override
        public FileServiceAsync.WithRawResponse files() {
            return service.files();
        }

        @Override
        public FeedbackServiceAsync.WithRawResponse feedback() {
            return service.feedback();
        }

        @Override
        public ChatServiceAsync.WithRawResponse chat() {
            return service.chat();
        }

        @Override
        public ReportServiceAsync.WithRawResponse reports() {
            return service.reports();
        }

        @Override
        public InternalToolServiceAsync.WithRawResponse internalTools() {
            return service.internalTools();
        }

        @Override
        public SearchServiceAsync.WithRawResponse search() {
            return service.search();
        }

        @Override
        public PetServiceAsync.WithRawResponse pets() {
            return service.pets();
        }

        @Override
        public TreeServiceAsync.WithRawResponse trees() {
            return service.trees();
        }

        @Override
        public WebhookServiceAsync.WithRawResponse webhooks() {
            return service.webhooks();
        }

        @Override
        public CompletableFuture<HttpResponseFor<Status>> status(
                ACMEStatusParams params, RequestOptions requestOptions) {
            return service.status(params, requestOptions);
        }

        @Override
        public CompletableFuture<HttpResponseFor<ClientPingResponse>> ping(
                ACMEPingParams params, RequestOptions requestOptions) {
            return service.ping(params, requestOptions);
        }
    }
}
