// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.tags.Tag;
import com.acme.api.models.tags.TagListPage;
import com.acme.api.models.tags.TagListPageAsync;
import com.acme.api.models.tags.TagListParams;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

@ExtendWith(TestServerExtension.class)
class TagServiceTest {

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
        TagListPage result = client.tags().list(TagListParams.builder().build());
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
        HttpResponseFor<List<Tag>> response =
                client.tags().withRawResponse().list(TagListParams.builder().build());
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
        TagListPageAsync page = client.async().tags().list(TagListParams.builder().build()).join();
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
        TagListPage page = client.tags().list(TagListParams.builder().build());
        List<Tag> firstPage = page.items();
        List<Tag> items =
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
        TagListPageAsync page = client.async().tags().list(TagListParams.builder().build()).join();
        List<Tag> firstPage = page.items();
        List<Tag> items = new ArrayList<>();
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
        TagListPage result = client.tags().list(TagListParams.builder().build());
        assertThat(result).isNotNull();
    }
}
