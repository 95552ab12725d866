// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.events.Event;
import com.acme.api.models.events.EventFeedPage;
import com.acme.api.models.events.EventFeedPageAsync;
import com.acme.api.models.events.EventFeedParams;
import com.acme.api.models.events.EventFeedResponse;
import com.acme.api.models.events.EventListPage;
import com.acme.api.models.events.EventListPageAsync;
import com.acme.api.models.events.EventListParams;
import com.acme.api.models.events.EventListResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

@ExtendWith(TestServerExtension.class)
class EventServiceTest {

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
        EventListPage result = client.events().list(EventListParams.builder().build());
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
        HttpResponseFor<EventListResponse> response =
                client.events().withRawResponse().list(EventListParams.builder().build());
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
        EventListPageAsync page =
                client.async().events().list(EventListParams.builder().build()).join();
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
        EventListPage page = client.events().list(EventListParams.builder().build());
        List<Event> firstPage = page.items();
        List<Event> items =
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
        EventListPageAsync page =
                client.async().events().list(EventListParams.builder().build()).join();
        List<Event> firstPage = page.items();
        List<Event> items = new ArrayList<>();
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
    void listWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        EventListPage result = client.events().list(EventListParams.builder().pageSize(1L).build());
        assertThat(result).isNotNull();
    }

    @Test
    void feed() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        EventFeedPage result = client.events().feed(EventFeedParams.builder().build());
        assertThat(result).isNotNull();
    }

    @Test
    void feedWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<EventFeedResponse> response =
                client.events().withRawResponse().feed(EventFeedParams.builder().build());
        assertThat(response.statusCode()).isBetween(200, 299);
        assertThat(response.parse()).isNotNull();
    }

    @Test
    void feedAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        EventFeedPageAsync page =
                client.async().events().feed(EventFeedParams.builder().build()).join();
        assertThat(page.items()).isNotNull();
    }

    @Test
    void feedAutoPaging() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        EventFeedPage page = client.events().feed(EventFeedParams.builder().build());
        List<Event> firstPage = page.items();
        List<Event> items =
                page.autoPager().stream().limit(firstPage.size()).collect(Collectors.toList());
        assertThat(items).isEqualTo(firstPage);
    }

    @Test
    void feedAsyncAutoPaging() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        EventFeedPageAsync page =
                client.async().events().feed(EventFeedParams.builder().build()).join();
        List<Event> firstPage = page.items();
        List<Event> items = new ArrayList<>();
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
    void feedWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        EventFeedPage result =
                client.events().feed(EventFeedParams.builder().cursor("string").build());
        assertThat(result).isNotNull();
    }
}
