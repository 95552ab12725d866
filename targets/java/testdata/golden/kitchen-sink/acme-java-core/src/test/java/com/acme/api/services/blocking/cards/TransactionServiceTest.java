// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.cards.transactions.Transaction;
import com.acme.api.models.cards.transactions.TransactionListPage;
import com.acme.api.models.cards.transactions.TransactionListPageAsync;
import com.acme.api.models.cards.transactions.TransactionListParams;
import com.acme.api.models.cards.transactions.TransactionListResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

@ExtendWith(TestServerExtension.class)
class TransactionServiceTest {

    @Test
    void list() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        TransactionListPage result =
                client.cards()
                        .transactions()
                        .list(TransactionListParams.builder().cardId("string").build());
        assertThat(result).isNotNull();
    }

    @Test
    void listWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<TransactionListResponse> response =
                client.cards()
                        .transactions()
                        .withRawResponse()
                        .list(TransactionListParams.builder().cardId("string").build());
        assertThat(response.statusCode()).isBetween(200, 299);
        assertThat(response.parse()).isNotNull();
    }

    @Test
    void listAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        TransactionListPageAsync page =
                client.async()
                        .cards()
                        .transactions()
                        .list(TransactionListParams.builder().cardId("string").build())
                        .join();
        assertThat(page.items()).isNotNull();
    }

    @Test
    void listAutoPaging() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        TransactionListPage page =
                client.cards()
                        .transactions()
                        .list(TransactionListParams.builder().cardId("string").build());
        List<Transaction> firstPage = page.items();
        List<Transaction> items =
                page.autoPager().stream().limit(firstPage.size()).collect(Collectors.toList());
        assertThat(items).isEqualTo(firstPage);
    }

    @Test
    void listAsyncAutoPaging() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        TransactionListPageAsync page =
                client.async()
                        .cards()
                        .transactions()
                        .list(TransactionListParams.builder().cardId("string").build())
                        .join();
        List<Transaction> firstPage = page.items();
        List<Transaction> items = new ArrayList<>();
        if (!firstPage.isEmpty()) {
            page.autoPager()
                    .forEach(
                            item -> items.add(item) && items.size() != firstPage.size(),
                            Runnable::run)
                    .join();
        }
        assertThat(items).isEqualTo(firstPage);
    }

    @Test
    void listEmptyCardId() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.cards()
                                        .transactions()
                                        .list(TransactionListParams.builder().cardId("").build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void listWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        TransactionListPage result =
                client.cards()
                        .transactions()
                        .list(
                                TransactionListParams.builder()
                                        .cardId("string")
                                        .page(1L)
                                        .pageSize(1L)
                                        .build());
        assertThat(result).isNotNull();
    }
}
