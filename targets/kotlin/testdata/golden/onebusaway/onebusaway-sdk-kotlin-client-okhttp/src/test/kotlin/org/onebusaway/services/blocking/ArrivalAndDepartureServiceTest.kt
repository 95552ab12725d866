// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import java.time.OffsetDateTime
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.ExtendWith
import org.onebusaway.TestServerExtension
import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListParams
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveParams

@ExtendWith(TestServerExtension::class)
internal class ArrivalAndDepartureServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = ArrivalAndDepartureListParams.builder()
        params.stopId("1_75403")
        val result = client.arrivalAndDeparture().list(params.build())
        result.validate()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = ArrivalAndDepartureListParams.builder()
        params.stopId("1_75403")
        val response = client.arrivalAndDeparture().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun listEmptyStopId() {
        val client = client()
        val params = ArrivalAndDepartureListParams.builder()
        params.stopId("")
        assertThrows<IllegalArgumentException> { client.arrivalAndDeparture().list(params.build()) }
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalAndDepartureListParams.builder()
            params.stopId("1_75403")
            val result = client.arrivalAndDeparture().list(params.build())
            result.validate()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalAndDepartureListParams.builder()
            params.stopId("1_75403")
            val response = client.arrivalAndDeparture().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = ArrivalAndDepartureListParams.builder()
        params.stopId("1_75403")
        params.minutesBefore(5L)
        params.minutesAfter(35L)
        params.time(OffsetDateTime.parse("2019-12-27T18:11:19.117Z"))
        val result = client.arrivalAndDeparture().list(params.build())
        result.validate()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalAndDepartureListParams.builder()
            params.stopId("1_75403")
            params.minutesBefore(5L)
            params.minutesAfter(35L)
            params.time(OffsetDateTime.parse("2019-12-27T18:11:19.117Z"))
            val result = client.arrivalAndDeparture().list(params.build())
            result.validate()
        }
    }

    @Test
    fun retrieve() {
        val client = client()
        val params = ArrivalAndDepartureRetrieveParams.builder()
        params.stopId("1_75403")
        params.tripId("1_604670535")
        params.serviceDate(1710918000000L)
        val result = client.arrivalAndDeparture().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithRawResponse() {
        val client = client()
        val params = ArrivalAndDepartureRetrieveParams.builder()
        params.stopId("1_75403")
        params.tripId("1_604670535")
        params.serviceDate(1710918000000L)
        val response = client.arrivalAndDeparture().withRawResponse().retrieve(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun retrieveEmptyStopId() {
        val client = client()
        val params = ArrivalAndDepartureRetrieveParams.builder()
        params.stopId("")
        params.tripId("1_604670535")
        params.serviceDate(1710918000000L)
        assertThrows<IllegalArgumentException> {
            client.arrivalAndDeparture().retrieve(params.build())
        }
    }

    @Test
    fun retrieveAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalAndDepartureRetrieveParams.builder()
            params.stopId("1_75403")
            params.tripId("1_604670535")
            params.serviceDate(1710918000000L)
            val result = client.arrivalAndDeparture().retrieve(params.build())
            result.validate()
        }
    }

    @Test
    fun retrieveWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalAndDepartureRetrieveParams.builder()
            params.stopId("1_75403")
            params.tripId("1_604670535")
            params.serviceDate(1710918000000L)
            val response = client.arrivalAndDeparture().withRawResponse().retrieve(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun retrieveWithAllParams() {
        val client = client()
        val params = ArrivalAndDepartureRetrieveParams.builder()
        params.stopId("1_75403")
        params.tripId("1_604670535")
        params.serviceDate(1710918000000L)
        params.vehicleId("1_6936")
        params.stopSequence(39L)
        params.time(1710979086000L)
        val result = client.arrivalAndDeparture().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = ArrivalAndDepartureRetrieveParams.builder()
            params.stopId("1_75403")
            params.tripId("1_604670535")
            params.serviceDate(1710918000000L)
            params.vehicleId("1_6936")
            params.stopSequence(39L)
            params.time(1710979086000L)
            val result = client.arrivalAndDeparture().retrieve(params.build())
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
