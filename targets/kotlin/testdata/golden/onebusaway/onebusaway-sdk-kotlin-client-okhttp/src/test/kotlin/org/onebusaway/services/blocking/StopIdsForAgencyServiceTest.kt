// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.ExtendWith
import org.onebusaway.TestServerExtension
import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient
import org.onebusaway.models.stopidsforagency.StopIdsForAgencyListParams

@ExtendWith(TestServerExtension::class)
internal class StopIdsForAgencyServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = StopIdsForAgencyListParams.builder()
        params.agencyId("string")
        val result = client.stopIdsForAgency().list(params.build())
        result.validate()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = StopIdsForAgencyListParams.builder()
        params.agencyId("string")
        val response = client.stopIdsForAgency().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun listEmptyAgencyId() {
        val client = client()
        val params = StopIdsForAgencyListParams.builder()
        params.agencyId("")
        assertThrows<IllegalArgumentException> { client.stopIdsForAgency().list(params.build()) }
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = StopIdsForAgencyListParams.builder()
            params.agencyId("string")
            val result = client.stopIdsForAgency().list(params.build())
            result.validate()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = StopIdsForAgencyListParams.builder()
            params.agencyId("string")
            val response = client.stopIdsForAgency().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = StopIdsForAgencyListParams.builder()
        params.agencyId("string")
        val result = client.stopIdsForAgency().list(params.build())
        result.validate()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = StopIdsForAgencyListParams.builder()
            params.agencyId("string")
            val result = client.stopIdsForAgency().list(params.build())
            result.validate()
        }
    }

    private fun client(): OnebusawaySdkClient {
        val builder = OnebusawaySdkOkHttpClient.builder()
        builder.baseUrl(TestServerExtension.BASE_URL)
        builder.apiKey("My Api Key")
        return builder.build()
    }
}
