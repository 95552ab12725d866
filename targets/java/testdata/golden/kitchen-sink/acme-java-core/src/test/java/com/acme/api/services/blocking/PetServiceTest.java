// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.pets.Pet;
import com.acme.api.models.pets.PetRetrieveParams;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestServerExtension.class)
class PetServiceTest {

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
        Pet result = client.pets().retrieve(PetRetrieveParams.builder().petId(1L).build());
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
        HttpResponseFor<Pet> response =
                client.pets()
                        .withRawResponse()
                        .retrieve(PetRetrieveParams.builder().petId(1L).build());
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
        Pet result =
                client.async()
                        .pets()
                        .retrieve(PetRetrieveParams.builder().petId(1L).build())
                        .join();
        result.validate();
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
        Pet result = client.pets().retrieve(PetRetrieveParams.builder().petId(1L).build());
        result.validate();
    }
}
