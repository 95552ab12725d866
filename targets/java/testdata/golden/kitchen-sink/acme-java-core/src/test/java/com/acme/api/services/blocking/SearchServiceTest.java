// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.search.SearchQueryParams;
import com.acme.api.models.search.SearchQueryResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;

@ExtendWith(TestServerExtension.class)
class SearchServiceTest {

    @Test
    void query() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        List<SearchQueryResponse> result =
                client.search().query(SearchQueryParams.builder().query("string").build());
        assertThat(result).isNotNull();
    }

    @Test
    void queryWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<List<SearchQueryResponse>> response =
                client.search()
                        .withRawResponse()
                        .query(SearchQueryParams.builder().query("string").build());
        assertThat(response.statusCode()).isBetween(200, 299);
        assertThat(response.parse()).isNotNull();
    }

    @Test
    void queryAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        List<SearchQueryResponse> result =
                client.async()
                        .search()
                        .query(SearchQueryParams.builder().query("string").build())
                        .join();
        assertThat(result).isNotNull();
    }

    @Test
    void queryWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        List<SearchQueryResponse> result =
                client.search()
                        .query(
                                SearchQueryParams.builder()
                                        .query("string")
                                        .filter(
                                                SearchQueryParams.Filter.builder()
                                                        .createdAfter(
                                                                OffsetDateTime.parse(
                                                                        "2019-12-27T18:11:19.117Z"))
                                                        .owner(
                                                                "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e")
                                                        .build())
                                        .tags(Arrays.asList("string"))
                                        .build());
        assertThat(result).isNotNull();
    }
}
