// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.Address;
import com.acme.api.models.accounts.Account;
import com.acme.api.models.accounts.AccountCreateParams;
import com.acme.api.models.accounts.AccountDeleteParams;
import com.acme.api.models.accounts.AccountLinkParams;
import com.acme.api.models.accounts.AccountListPage;
import com.acme.api.models.accounts.AccountListPageAsync;
import com.acme.api.models.accounts.AccountListParams;
import com.acme.api.models.accounts.AccountListResponse;
import com.acme.api.models.accounts.AccountMeParams;
import com.acme.api.models.accounts.AccountMeResponse;
import com.acme.api.models.accounts.AccountRetrieveParams;
import com.acme.api.models.accounts.AccountRetrieveResponse;
import com.acme.api.models.accounts.AccountStatus;
import com.acme.api.models.accounts.AccountUpdateParams;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

@ExtendWith(TestServerExtension.class)
class AccountServiceTest {

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
        AccountListPage result = client.accounts().list(AccountListParams.builder().build());
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
        HttpResponseFor<AccountListResponse> response =
                client.accounts().withRawResponse().list(AccountListParams.builder().build());
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
        AccountListPageAsync page =
                client.async().accounts().list(AccountListParams.builder().build()).join();
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
        AccountListPage page = client.accounts().list(AccountListParams.builder().build());
        List<Account> firstPage = page.items();
        List<Account> items =
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
        AccountListPageAsync page =
                client.async().accounts().list(AccountListParams.builder().build()).join();
        List<Account> firstPage = page.items();
        List<Account> items = new ArrayList<>();
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
        AccountListPage result =
                client.accounts()
                        .list(
                                AccountListParams.builder()
                                        .cursor("string")
                                        .limit(20L)
                                        .status(AccountStatus.of("active"))
                                        .xTraceId("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e")
                                        .build());
        assertThat(result).isNotNull();
    }

    @Test
    void create() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Account result =
                client.accounts().create(AccountCreateParams.builder().name("string").build());
        result.validate();
    }

    @Test
    void createWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<Account> response =
                client.accounts()
                        .withRawResponse()
                        .create(AccountCreateParams.builder().name("string").build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void createAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Account result =
                client.async()
                        .accounts()
                        .create(AccountCreateParams.builder().name("string").build())
                        .join();
        result.validate();
    }

    @Test
    void createWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Account result =
                client.accounts()
                        .create(
                                AccountCreateParams.builder()
                                        .name("string")
                                        .password("string")
                                        .address(
                                                Address.builder()
                                                        .line1("string")
                                                        .city("string")
                                                        .country("AA")
                                                        .build())
                                        .kind("personal")
                                        .build());
        result.validate();
    }

    @Test
    void retrieve() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        AccountRetrieveResponse result =
                client.accounts()
                        .retrieve(
                                AccountRetrieveParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
        result.validate();
    }

    @Test
    void retrieveWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<AccountRetrieveResponse> response =
                client.accounts()
                        .withRawResponse()
                        .retrieve(
                                AccountRetrieveParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void retrieveAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        AccountRetrieveResponse result =
                client.async()
                        .accounts()
                        .retrieve(
                                AccountRetrieveParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build())
                        .join();
        result.validate();
    }

    @Test
    void retrieveEmptyAccountId() {
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
                                        .retrieve(
                                                AccountRetrieveParams.builder()
                                                        .accountId("")
                                                        .build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void retrieveWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        AccountRetrieveResponse result =
                client.accounts()
                        .retrieve(
                                AccountRetrieveParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
        result.validate();
    }

    @Test
    void update() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Account result =
                client.accounts()
                        .update(
                                AccountUpdateParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
        result.validate();
    }

    @Test
    void updateWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<Account> response =
                client.accounts()
                        .withRawResponse()
                        .update(
                                AccountUpdateParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void updateAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Account result =
                client.async()
                        .accounts()
                        .update(
                                AccountUpdateParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build())
                        .join();
        result.validate();
    }

    @Test
    void updateEmptyAccountId() {
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
                                        .update(
                                                AccountUpdateParams.builder()
                                                        .accountId("")
                                                        .build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void updateWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Account result =
                client.accounts()
                        .update(
                                AccountUpdateParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .name("string")
                                        .nickname("string")
                                        .metadata(Collections.singletonMap("foo", "string"))
                                        .build());
        result.validate();
    }

    @Test
    void delete() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        client.accounts()
                .delete(
                        AccountDeleteParams.builder()
                                .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                .build());
    }

    @Test
    void deleteWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        try (HttpResponse response =
                client.accounts()
                        .withRawResponse()
                        .delete(
                                AccountDeleteParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build())) {
            assertThat(response.statusCode()).isBetween(200, 299);
        }
    }

    @Test
    void deleteAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        client.async()
                .accounts()
                .delete(
                        AccountDeleteParams.builder()
                                .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                .build())
                .join();
    }

    @Test
    void deleteEmptyAccountId() {
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
                                        .delete(
                                                AccountDeleteParams.builder()
                                                        .accountId("")
                                                        .build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void deleteWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        client.accounts()
                .delete(
                        AccountDeleteParams.builder()
                                .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                .build());
    }

    @Test
    void me() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        AccountMeResponse result = client.accounts().me(AccountMeParams.builder().build());
        result.validate();
    }

    @Test
    void meWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<AccountMeResponse> response =
                client.accounts().withRawResponse().me(AccountMeParams.builder().build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void meAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        AccountMeResponse result =
                client.async().accounts().me(AccountMeParams.builder().build()).join();
        result.validate();
    }

    @Test
    void meWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        AccountMeResponse result = client.accounts().me(AccountMeParams.builder().build());
        result.validate();
    }

    @Test
    void link() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        List<Account> result =
                client.accounts()
                        .link(
                                AccountLinkParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .body(Arrays.asList("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
                                        .build());
        assertThat(result).isNotNull();
    }

    @Test
    void linkWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<List<Account>> response =
                client.accounts()
                        .withRawResponse()
                        .link(
                                AccountLinkParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .body(Arrays.asList("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
                                        .build());
        assertThat(response.statusCode()).isBetween(200, 299);
        assertThat(response.parse()).isNotNull();
    }

    @Test
    void linkAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        List<Account> result =
                client.async()
                        .accounts()
                        .link(
                                AccountLinkParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .body(Arrays.asList("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
                                        .build())
                        .join();
        assertThat(result).isNotNull();
    }

    @Test
    void linkEmptyAccountId() {
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
                                        .link(
                                                AccountLinkParams.builder()
                                                        .accountId("")
                                                        .body(
                                                                Arrays.asList(
                                                                        "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
                                                        .build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void linkWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        List<Account> result =
                client.accounts()
                        .link(
                                AccountLinkParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .body(Arrays.asList("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
                                        .build());
        assertThat(result).isNotNull();
    }
}
