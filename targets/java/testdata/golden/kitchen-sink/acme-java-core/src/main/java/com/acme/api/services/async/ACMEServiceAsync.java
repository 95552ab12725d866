// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.ACMEPingParams;
import com.acme.api.models.ACMEStatusParams;
import com.acme.api.models.ClientPingResponse;
import com.acme.api.models.Status;

import java.util.concurrent.CompletableFuture;

public interface ACMEServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    AccountServiceAsync accounts();

    CardServiceAsync cards();

    EventServiceAsync events();

    TagServiceAsync tags();

    FileServiceAsync files();

    FeedbackServiceAsync feedback();

    ChatServiceAsync chat();

    ReportServiceAsync reports();

    InternalToolServiceAsync internalTools();

    SearchServiceAsync search();

    PetServiceAsync pets();

    TreeServiceAsync trees();

    WebhookServiceAsync webhooks();

    /** Service status */
    default CompletableFuture<Status> status(ACMEStatusParams params) {
        return status(params, RequestOptions.none());
    }

    /** Service status */
    CompletableFuture<Status> status(ACMEStatusParams params, RequestOptions requestOptions);

    /** Service status */
    default CompletableFuture<Status> status() {
        return status(ACMEStatusParams.none());
    }

    /** Service status */
    default CompletableFuture<Status> status(RequestOptions requestOptions) {
        return status(ACMEStatusParams.none(), requestOptions);
    }

    default CompletableFuture<ClientPingResponse> ping(ACMEPingParams params) {
        return ping(params, RequestOptions.none());
    }

    CompletableFuture<ClientPingResponse> ping(
            ACMEPingParams params, RequestOptions requestOptions);

    default CompletableFuture<ClientPingResponse> ping() {
        return ping(ACMEPingParams.none());
    }

    default CompletableFuture<ClientPingResponse> ping(RequestOptions requestOptions) {
        return ping(ACMEPingParams.none(), requestOptions);
    }

    interface WithRawResponse {
        AccountServiceAsync.WithRawResponse accounts();

        CardServiceAsync.WithRawResponse cards();

        EventServiceAsync.WithRawResponse events();

        TagServiceAsync.WithRawResponse tags();

        FileServiceAsync.WithRawResponse files();

        FeedbackServiceAsync.WithRawResponse feedback();

        ChatServiceAsync.WithRawResponse chat();

        ReportServiceAsync.WithRawResponse reports();

        InternalToolServiceAsync.WithRawResponse internalTools();

        SearchServiceAsync.WithRawResponse search();

        PetServiceAsync.WithRawResponse pets();

        TreeServiceAsync.WithRawResponse trees();

        WebhookServiceAsync.WithRawResponse webhooks();

        default CompletableFuture<HttpResponseFor<Status>> status(ACMEStatusParams params) {
            return status(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<Status>> status(
                ACMEStatusParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<Status>> status() {
            return status(ACMEStatusParams.none());
        }

        default CompletableFuture<HttpResponseFor<Status>> status(RequestOptions requestOptions) {
            return status(ACMEStatusParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<ClientPingResponse>> ping(ACMEPingParams params) {
            return ping(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ClientPingResponse>> ping(
                ACMEPingParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<ClientPingResponse>> ping() {
            return ping(ACMEPingParams.none());
        }

        default CompletableFuture<HttpResponseFor<ClientPingResponse>> ping(
                RequestOptions requestOptions) {
            return ping(ACMEPingParams.none(), requestOptions);
        }
    }
}
