// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith
import org.onebusaway.TestServerExtension
import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListParams

@ExtendWith(TestServerExtension::class)
internal class ArrivalsAndDeparturesForLocationServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = ArrivalsAndDeparturesForLocationListParams.builder()
        params.lat(1.0)
        params.lon(1.0)
        val result = client.arrivalsAndDeparturesForLocation().list(params.build())
        result.validate()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = ArrivalsAndDeparturesForLocationListParams.builder()
        params.lat(1.0)
        params.lon(1.0)
        val response =
            client.arrivalsAndDeparturesForLocation().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalsAndDeparturesForLocationListParams.builder()
            params.lat(1.0)
            params.lon(1.0)
            val result = client.arrivalsAndDeparturesForLocation().list(params.build())
            result.validate()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalsAndDeparturesForLocationListParams.builder()
            params.lat(1.0)
            params.lon(1.0)
            val response =
                client.arrivalsAndDeparturesForLocation().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = ArrivalsAndDeparturesForLocationListParams.builder()
        params.lat(1.0)
        params.lon(1.0)
        params.radius(1.0)
        params.latSpan(1.0)
        params.lonSpan(1.0)
        params.time(1L)
        params.minutesBefore(5L)
        params.minutesAfter(35L)
        params.maxCount(250L)
        params.routeType("string")
        params.emptyReturnsNotFound(true)
        val result = client.arrivalsAndDeparturesForLocation().list(params.build())
        result.validate()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalsAndDeparturesForLocationListParams.builder()
            params.lat(1.0)
            params.lon(1.0)
            params.radius(1.0)
            params.latSpan(1.0)
            params.lonSpan(1.0)
            params.time(1L)
            params.minutesBefore(5L)
            params.minutesAfter(35L)
            params.maxCount(250L)
            params.routeType("string")
            params.emptyReturnsNotFound(true)
            val result = client.arrivalsAndDeparturesForLocation().list(params.build())
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
