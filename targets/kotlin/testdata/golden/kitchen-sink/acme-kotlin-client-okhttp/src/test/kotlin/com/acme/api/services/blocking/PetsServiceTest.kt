// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.pets.PetsRetrieveParams
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class PetsServiceTest {

    @Test
    fun retrieve() {
        val client = client()
        val params = PetsRetrieveParams.builder()
        params.petId(1L)
        val result = client.pets().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithRawResponse() {
        val client = client()
        val params = PetsRetrieveParams.builder()
        params.petId(1L)
        val response = client.pets().withRawResponse().retrieve(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun retrieveAsync() {
        runBlocking {
            val client = client().async()
            val params = PetsRetrieveParams.builder()
            params.petId(1L)
            val result = client.pets().retrieve(params.build())
            result.validate()
        }
    }

    @Test
    fun retrieveWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = PetsRetrieveParams.builder()
            params.petId(1L)
            val response = client.pets().withRawResponse().retrieve(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun retrieveWithAllParams() {
        val client = client()
        val params = PetsRetrieveParams.builder()
        params.petId(1L)
        val result = client.pets().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = PetsRetrieveParams.builder()
            params.petId(1L)
            val result = client.pets().retrieve(params.build())
            result.validate()
        }
    }

    private fun client(): ACMEClient {
        val builder = ACMEOkHttpClient.builder()
        builder.baseUrl(TestServerExtension.BASE_URL)
        builder.username("My Username")
        builder.password("My Password")
        builder.projectId("proj_123")
        builder.queryKey("My Query Key")
        return builder.build()
    }
}
