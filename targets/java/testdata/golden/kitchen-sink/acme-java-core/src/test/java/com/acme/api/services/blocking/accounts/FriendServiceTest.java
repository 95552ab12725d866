// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.accounts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.accounts.friends.Friend;
import com.acme.api.models.accounts.friends.FriendListPage;
import com.acme.api.models.accounts.friends.FriendListPageAsync;
import com.acme.api.models.accounts.friends.FriendListParams;
import com.acme.api.models.accounts.friends.FriendListResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

@ExtendWith(TestServerExtension.class)
class FriendServiceTest {

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
        FriendListPage result =
                client.accounts()
                        .friends()
                        .list(
                                FriendListParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
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
        HttpResponseFor<FriendListResponse> response =
                client.accounts()
                        .friends()
                        .withRawResponse()
                        .list(
                                FriendListParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
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
        FriendListPageAsync page =
                client.async()
                        .accounts()
                        .friends()
                        .list(
                                FriendListParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build())
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
        FriendListPage page =
                client.accounts()
                        .friends()
                        .list(
                                FriendListParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
        List<Friend> firstPage = page.items();
        List<Friend> items =
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
        FriendListPageAsync page =
                client.async()
                        .accounts()
                        .friends()
                        .list(
                                FriendListParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build())
                        .join();
        List<Friend> firstPage = page.items();
        List<Friend> items = new ArrayList<>();
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
    void listEmptyAccountId() {
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
                                client.accounts()
                                        .friends()
                                        .list(FriendListParams.builder().accountId("").build()))
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
        FriendListPage result =
                client.accounts()
                        .friends()
                        .list(
                                FriendListParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .afterId("string")
                                        .limit(20L)
                                        .build());
        assertThat(result).isNotNull();
    }
}
