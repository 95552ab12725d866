// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.ACMEPingParams;
import com.acme.api.models.ACMEStatusParams;
import com.acme.api.models.ClientPingResponse;
import com.acme.api.models.Status;

public interface ACMEService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    AccountService accounts();

    CardService cards();

    EventService events();

    TagService tags();

    FileService files();

    FeedbackService feedback();

    ChatService chat();

    ReportService reports();

    InternalToolService internalTools();

    SearchService search();

    PetService pets();

    TreeService trees();

    WebhookService webhooks();

    /** Service status */
    default Status status(ACMEStatusParams params) {
        return status(params, RequestOptions.none());
    }

    /** Service status */
    Status status(ACMEStatusParams params, RequestOptions requestOptions);

    /** Service status */
    default Status status() {
        return status(ACMEStatusParams.none());
    }

    /** Service status */
    default Status status(RequestOptions requestOptions) {
        return status(ACMEStatusParams.none(), requestOptions);
    }

    default ClientPingResponse ping(ACMEPingParams params) {
        return ping(params, RequestOptions.none());
    }

    ClientPingResponse ping(ACMEPingParams params, RequestOptions requestOptions);

    default ClientPingResponse ping() {
        return ping(ACMEPingParams.none());
    }

    default ClientPingResponse ping(RequestOptions requestOptions) {
        return ping(ACMEPingParams.none(), requestOptions);
    }

    interface WithRawResponse {
        AccountService.WithRawResponse accounts();

        CardService.WithRawResponse cards();

        EventService.WithRawResponse events();

        TagService.WithRawResponse tags();

        FileService.WithRawResponse files();

        FeedbackService.WithRawResponse feedback();

        ChatService.WithRawResponse chat();

        ReportService.WithRawResponse reports();

        InternalToolService.WithRawResponse internalTools();

        SearchService.WithRawResponse search();

        PetService.WithRawResponse pets();

        TreeService.WithRawResponse trees();

        WebhookService.WithRawResponse webhooks();

        default HttpResponseFor<Status> status(ACMEStatusParams params) {
            return status(params, RequestOptions.none());
        }

        HttpResponseFor<Status> status(ACMEStatusParams params, RequestOptions requestOptions);

        default HttpResponseFor<Status> status() {
            return status(ACMEStatusParams.none());
        }

        default HttpResponseFor<Status> status(RequestOptions requestOptions) {
            return status(ACMEStatusParams.none(), requestOptions);
        }

        default HttpResponseFor<ClientPingResponse> ping(ACMEPingParams params) {
            return ping(params, RequestOptions.none());
        }

        HttpResponseFor<ClientPingResponse> ping(
                ACMEPingParams params, RequestOptions requestOptions);

        default HttpResponseFor<ClientPingResponse> ping() {
            return ping(ACMEPingParams.none());
        }

        default HttpResponseFor<ClientPingResponse> ping(RequestOptions requestOptions) {
            return ping(ACMEPingParams.none(), requestOptions);
        }
    }
}
