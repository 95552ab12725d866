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
import org.onebusaway.models.tripsforroute.TripsForRouteListParams

@ExtendWith(TestServerExtension::class)
internal class TripsForRouteServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = TripsForRouteListParams.builder()
        params.routeId("string")
        val result = client.tripsForRoute().list(params.build())
        result.validate()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = TripsForRouteListParams.builder()
        params.routeId("string")
        val response = client.tripsForRoute().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun listEmptyRouteId() {
        val client = client()
        val params = TripsForRouteListParams.builder()
        params.routeId("")
        assertThrows<IllegalArgumentException> { client.tripsForRoute().list(params.build()) }
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = TripsForRouteListParams.builder()
            params.routeId("string")
            val result = client.tripsForRoute().list(params.build())
            result.validate()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = TripsForRouteListParams.builder()
            params.routeId("string")
            val response = client.tripsForRoute().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = TripsForRouteListParams.builder()
        params.routeId("string")
        params.includeStatus(true)
        params.includeSchedule(true)
        params.time(1L)
        val result = client.tripsForRoute().list(params.build())
        result.validate()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = TripsForRouteListParams.builder()
            params.routeId("string")
            params.includeStatus(true)
            params.includeSchedule(true)
            params.time(1L)
            val result = client.tripsForRoute().list(params.build())
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
