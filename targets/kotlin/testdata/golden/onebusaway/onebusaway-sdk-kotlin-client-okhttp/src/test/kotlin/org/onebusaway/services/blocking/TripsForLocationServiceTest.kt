// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith
import org.onebusaway.TestServerExtension
import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient
import org.onebusaway.models.tripsforlocation.TripsForLocationListParams

@ExtendWith(TestServerExtension::class)
internal class TripsForLocationServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = TripsForLocationListParams.builder()
        params.latSpan(1.0f)
        params.lonSpan(1.0f)
        val result = client.tripsForLocation().list(params.build())
        result.validate()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = TripsForLocationListParams.builder()
        params.latSpan(1.0f)
        params.lonSpan(1.0f)
        val response = client.tripsForLocation().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = TripsForLocationListParams.builder()
            params.latSpan(1.0f)
            params.lonSpan(1.0f)
            val result = client.tripsForLocation().list(params.build())
            result.validate()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = TripsForLocationListParams.builder()
            params.latSpan(1.0f)
            params.lonSpan(1.0f)
            val response = client.tripsForLocation().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = TripsForLocationListParams.builder()
        params.lat(0.0f)
        params.lon(0.0f)
        params.latSpan(1.0f)
        params.lonSpan(1.0f)
        params.includeTrip(true)
        params.includeSchedule(true)
        params.time(1L)
        val result = client.tripsForLocation().list(params.build())
        result.validate()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = TripsForLocationListParams.builder()
            params.lat(0.0f)
            params.lon(0.0f)
            params.latSpan(1.0f)
            params.lonSpan(1.0f)
            params.includeTrip(true)
            params.includeSchedule(true)
            params.time(1L)
            val result = client.tripsForLocation().list(params.build())
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
