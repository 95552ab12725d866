// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.cards.CardListPage;
import com.acme.api.models.cards.CardListParams;
import com.acme.api.models.cards.CardListResponse;
import com.acme.api.services.blocking.cards.TransactionService;

public interface CardService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    TransactionService transactions();

    default CardListPage list(CardListParams params) {
        return list(params, RequestOptions.none());
    }

    CardListPage list(CardListParams params, RequestOptions requestOptions);

    default CardListPage list() {
        return list(CardListParams.none());
    }

    default CardListPage list(RequestOptions requestOptions) {
        return list(CardListParams.none(), requestOptions);
    }

    interface WithRawResponse {
        TransactionService.WithRawResponse transactions();

        default HttpResponseFor<CardListResponse> list(CardListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<CardListResponse> list(
                CardListParams params, RequestOptions requestOptions);

        default HttpResponseFor<CardListResponse> list() {
            return list(CardListParams.none());
        }

        default HttpResponseFor<CardListResponse> list(RequestOptions requestOptions) {
            return list(CardListParams.none(), requestOptions);
        }
    }
}
