// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import java.time.LocalDate
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.ExtendWith
import org.onebusaway.TestServerExtension
import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient
import org.onebusaway.models.scheduleforstop.ScheduleForStopRetrieveParams

@ExtendWith(TestServerExtension::class)
internal class ScheduleForStopServiceTest {

    @Test
    fun retrieve() {
        val client = client()
        val params = ScheduleForStopRetrieveParams.builder()
        params.stopId("string")
        val result = client.scheduleForStop().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithRawResponse() {
        val client = client()
        val params = ScheduleForStopRetrieveParams.builder()
        params.stopId("string")
        val response = client.scheduleForStop().withRawResponse().retrieve(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun retrieveEmptyStopId() {
        val client = client()
        val params = ScheduleForStopRetrieveParams.builder()
        params.stopId("")
        assertThrows<IllegalArgumentException> { client.scheduleForStop().retrieve(params.build()) }
    }

    @Test
    fun retrieveAsync() {
        runBlocking {
            val client = client().async()
            val params = ScheduleForStopRetrieveParams.builder()
            params.stopId("string")
            val result = client.scheduleForStop().retrieve(params.build())
            result.validate()
        }
    }

    @Test
    fun retrieveWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = ScheduleForStopRetrieveParams.builder()
            params.stopId("string")
            val response = client.scheduleForStop().withRawResponse().retrieve(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun retrieveWithAllParams() {
        val client = client()
        val params = ScheduleForStopRetrieveParams.builder()
        params.stopId("string")
        params.date(LocalDate.parse("2019-12-27"))
        val result = client.scheduleForStop().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = ScheduleForStopRetrieveParams.builder()
            params.stopId("string")
            params.date(LocalDate.parse("2019-12-27"))
            val result = client.scheduleForStop().retrieve(params.build())
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
