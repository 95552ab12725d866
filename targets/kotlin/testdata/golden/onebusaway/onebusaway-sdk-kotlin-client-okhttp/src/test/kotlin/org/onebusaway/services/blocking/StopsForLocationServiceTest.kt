// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith
import org.onebusaway.TestServerExtension
import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient
import org.onebusaway.models.stopsforlocation.StopsForLocationListParams

@ExtendWith(TestServerExtension::class)
internal class StopsForLocationServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = StopsForLocationListParams.builder()
        val result = client.stopsForLocation().list(params.build())
        result.validate()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = StopsForLocationListParams.builder()
        val response = client.stopsForLocation().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = StopsForLocationListParams.builder()
            val result = client.stopsForLocation().list(params.build())
            result.validate()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = StopsForLocationListParams.builder()
            val response = client.stopsForLocation().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = StopsForLocationListParams.builder()
        params.lat(47.656422)
        params.lon(-122.305641)
        params.radius(1000.0)
        params.latSpan(0.01)
        params.lonSpan(0.01)
        params.query("string")
        val result = client.stopsForLocation().list(params.build())
        result.validate()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = StopsForLocationListParams.builder()
            params.lat(47.656422)
            params.lon(-122.305641)
            params.radius(1000.0)
            params.latSpan(0.01)
            params.lonSpan(0.01)
            params.query("string")
            val result = client.stopsForLocation().list(params.build())
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
