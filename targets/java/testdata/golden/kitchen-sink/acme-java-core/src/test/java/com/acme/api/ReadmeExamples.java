// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api;

import com.acme.api.client.ACMEClient;
import com.acme.api.core.http.StreamResponse;
import com.acme.api.models.accounts.Account;
import com.acme.api.models.accounts.AccountCreateParams;
import com.acme.api.models.accounts.AccountListPage;
import com.acme.api.models.accounts.AccountListParams;
import com.acme.api.models.accounts.AccountRetrieveParams;
import com.acme.api.models.accounts.AccountRetrieveResponse;
import com.acme.api.models.chat.completions.CompletionChunk;
import com.acme.api.models.chat.completions.CompletionCreateParams;
import com.acme.api.models.files.File;
import com.acme.api.models.files.FileUploadParams;

import java.util.Arrays;

/** The README's examples, compiled with the tests so they keep up with the API. */
final class ReadmeExamples {

    private ReadmeExamples() {}

    static void exampleDefault(ACMEClient client) {
        Account result =
                client.accounts()
                        .create(AccountCreateParams.builder().name("Ada Lovelace").build());
        System.out.println(result);
    }

    static void exampleHeadline(ACMEClient client) {
        AccountRetrieveResponse result =
                client.accounts()
                        .retrieve(
                                AccountRetrieveParams.builder()
                                        .accountId("9b2f7c1e-0000-4000-8000-000000000000")
                                        .build());
        System.out.println(result);
    }

    static void examplePagination(ACMEClient client) {
        AccountListPage page =
                client.accounts().list(AccountListParams.builder().limit(10L).build());
        for (Account item : page.autoPager()) {
            System.out.println(item);
        }
    }

    static void exampleStreaming(ACMEClient client) {
        try (StreamResponse<CompletionChunk> stream =
                client.chat()
                        .completions()
                        .createStreaming(
                                CompletionCreateParams.builder()
                                        .messages(
                                                Arrays.asList(
                                                        CompletionCreateParams.Messages.builder()
                                                                .content("Hello")
                                                                .role(
                                                                        CompletionCreateParams
                                                                                .Messages.Role.of(
                                                                                "user"))
                                                                .build()))
                                        .stream(true)
                                        .build())) {
            stream.stream().forEach(event -> System.out.println(event));
        }
    }

    static void exampleFileUploads(ACMEClient client) {
        File result =
                client.files()
                        .upload(
                                FileUploadParams.builder()
                                        .file(new byte[] {'d', 'a', 't', 'a'})
                                        .purpose(FileUploadParams.Purpose.of("avatar"))
                                        .build());
        System.out.println(result);
    }
}
