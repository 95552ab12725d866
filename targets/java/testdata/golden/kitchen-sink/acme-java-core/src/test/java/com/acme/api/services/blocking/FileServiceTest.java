// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.files.File;
import com.acme.api.models.files.FileContentParams;
import com.acme.api.models.files.FileUploadParams;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.Arrays;

@ExtendWith(TestServerExtension.class)
class FileServiceTest {

    @Test
    void upload() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        File result =
                client.files()
                        .upload(
                                FileUploadParams.builder()
                                        .file(new byte[] {'d', 'a', 't', 'a'})
                                        .purpose(FileUploadParams.Purpose.of("avatar"))
                                        .build());
        result.validate();
    }

    @Test
    void uploadWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<File> response =
                client.files()
                        .withRawResponse()
                        .upload(
                                FileUploadParams.builder()
                                        .file(new byte[] {'d', 'a', 't', 'a'})
                                        .purpose(FileUploadParams.Purpose.of("avatar"))
                                        .build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void uploadAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        File result =
                client.async()
                        .files()
                        .upload(
                                FileUploadParams.builder()
                                        .file(new byte[] {'d', 'a', 't', 'a'})
                                        .purpose(FileUploadParams.Purpose.of("avatar"))
                                        .build())
                        .join();
        result.validate();
    }

    @Test
    void uploadWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        File result =
                client.files()
                        .upload(
                                FileUploadParams.builder()
                                        .file(new byte[] {'d', 'a', 't', 'a'})
                                        .purpose(FileUploadParams.Purpose.of("avatar"))
                                        .labels(Arrays.asList("string"))
                                        .build());
        result.validate();
    }

    @Disabled("Prism cannot mock binary downloads.")
    @Test
    void content() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        try (HttpResponse response =
                client.files().content(FileContentParams.builder().fileId("string").build())) {
            assertThat(response.statusCode()).isBetween(200, 299);
        }
    }

    @Disabled("Prism cannot mock binary downloads.")
    @Test
    void contentWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        try (HttpResponse response =
                client.files()
                        .withRawResponse()
                        .content(FileContentParams.builder().fileId("string").build())) {
            assertThat(response.statusCode()).isBetween(200, 299);
        }
    }

    @Disabled("Prism cannot mock binary downloads.")
    @Test
    void contentAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        try (HttpResponse response =
                client.async()
                        .files()
                        .content(FileContentParams.builder().fileId("string").build())
                        .join()) {
            assertThat(response.statusCode()).isBetween(200, 299);
        }
    }

    @Test
    void contentEmptyFileId() {
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
                                client.files()
                                        .content(FileContentParams.builder().fileId("").build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Disabled("Prism cannot mock binary downloads.")
    @Test
    void contentWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        try (HttpResponse response =
                client.files().content(FileContentParams.builder().fileId("string").build())) {
            assertThat(response.statusCode()).isBetween(200, 299);
        }
    }
}
