// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.block.BlockRetrieveParams;
import org.onebusaway.models.block.BlockRetrieveResponse;

@ExtendWith(TestServerExtension.class)
class BlockServiceTest {

    @Test
    void retrieve() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        BlockRetrieveResponse result =
                client.block().retrieve(BlockRetrieveParams.builder().blockId("string").build());
        result.validate();
    }

    @Test
    void retrieveWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<BlockRetrieveResponse> response =
                client.block()
                        .withRawResponse()
                        .retrieve(BlockRetrieveParams.builder().blockId("string").build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void retrieveAsync() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        BlockRetrieveResponse result =
                client.async()
                        .block()
                        .retrieve(BlockRetrieveParams.builder().blockId("string").build())
                        .join();
        result.validate();
    }

    @Test
    void retrieveEmptyBlockId() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.block()
                                        .retrieve(
                                                BlockRetrieveParams.builder().blockId("").build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void retrieveWithAllParams() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        BlockRetrieveResponse result =
                client.block().retrieve(BlockRetrieveParams.builder().blockId("string").build());
        result.validate();
    }
}
