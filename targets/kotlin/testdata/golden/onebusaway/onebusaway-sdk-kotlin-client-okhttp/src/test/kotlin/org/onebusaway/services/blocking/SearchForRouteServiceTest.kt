// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith
import org.onebusaway.TestServerExtension
import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient
import org.onebusaway.models.searchforroute.SearchForRouteListParams

@ExtendWith(TestServerExtension::class)
internal class SearchForRouteServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = SearchForRouteListParams.builder()
        params.input("string")
        val result = client.searchForRoute().list(params.build())
        result.validate()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = SearchForRouteListParams.builder()
        params.input("string")
        val response = client.searchForRoute().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = SearchForRouteListParams.builder()
            params.input("string")
            val result = client.searchForRoute().list(params.build())
            result.validate()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = SearchForRouteListParams.builder()
            params.input("string")
            val response = client.searchForRoute().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = SearchForRouteListParams.builder()
        params.input("string")
        params.maxCount(1L)
        val result = client.searchForRoute().list(params.build())
        result.validate()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = SearchForRouteListParams.builder()
            params.input("string")
            params.maxCount(1L)
            val result = client.searchForRoute().list(params.build())
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
