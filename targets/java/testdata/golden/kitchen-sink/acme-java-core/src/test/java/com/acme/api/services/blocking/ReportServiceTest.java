// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.reports.ReportSearchPage;
import com.acme.api.models.reports.ReportSearchPageAsync;
import com.acme.api.models.reports.ReportSearchParams;
import com.acme.api.models.reports.ReportSearchResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

@ExtendWith(TestServerExtension.class)
class ReportServiceTest {

    @Test
    void search() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        ReportSearchPage result = client.reports().search(ReportSearchParams.builder().build());
        assertThat(result).isNotNull();
    }

    @Test
    void searchWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<ReportSearchResponse> response =
                client.reports().withRawResponse().search(ReportSearchParams.builder().build());
        assertThat(response.statusCode()).isBetween(200, 299);
        assertThat(response.parse()).isNotNull();
    }

    @Test
    void searchAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        ReportSearchPageAsync page =
                client.async().reports().search(ReportSearchParams.builder().build()).join();
        assertThat(page.items()).isNotNull();
    }

    @Test
    void searchAutoPaging() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        ReportSearchPage page = client.reports().search(ReportSearchParams.builder().build());
        List<ReportSearchResponse.Result> firstPage = page.items();
        List<ReportSearchResponse.Result> items =
                page.autoPager().stream().limit(firstPage.size()).collect(Collectors.toList());
        assertThat(items).isEqualTo(firstPage);
    }

    @Test
    void searchAsyncAutoPaging() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        ReportSearchPageAsync page =
                client.async().reports().search(ReportSearchParams.builder().build()).join();
        List<ReportSearchResponse.Result> firstPage = page.items();
        List<ReportSearchResponse.Result> items = new ArrayList<>();
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
    void searchWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        ReportSearchPage result =
                client.reports()
                        .search(
                                ReportSearchParams.builder()
                                        .cursor("string")
                                        .pageSize(1L)
                                        .query("string")
                                        .build());
        assertThat(result).isNotNull();
    }
}
