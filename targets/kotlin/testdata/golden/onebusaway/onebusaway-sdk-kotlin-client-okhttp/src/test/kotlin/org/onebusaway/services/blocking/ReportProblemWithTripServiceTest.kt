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
import org.onebusaway.models.reportproblemwithtrip.ReportProblemWithTripRetrieveParams

@ExtendWith(TestServerExtension::class)
internal class ReportProblemWithTripServiceTest {

    @Test
    fun retrieve() {
        val client = client()
        val params = ReportProblemWithTripRetrieveParams.builder()
        params.tripId("string")
        val result = client.reportProblemWithTrip().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithRawResponse() {
        val client = client()
        val params = ReportProblemWithTripRetrieveParams.builder()
        params.tripId("string")
        val response = client.reportProblemWithTrip().withRawResponse().retrieve(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun retrieveEmptyTripId() {
        val client = client()
        val params = ReportProblemWithTripRetrieveParams.builder()
        params.tripId("")
        assertThrows<IllegalArgumentException> {
            client.reportProblemWithTrip().retrieve(params.build())
        }
    }

    @Test
    fun retrieveAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportProblemWithTripRetrieveParams.builder()
            params.tripId("string")
            val result = client.reportProblemWithTrip().retrieve(params.build())
            result.validate()
        }
    }

    @Test
    fun retrieveWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportProblemWithTripRetrieveParams.builder()
            params.tripId("string")
            val response = client.reportProblemWithTrip().withRawResponse().retrieve(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun retrieveWithAllParams() {
        val client = client()
        val params = ReportProblemWithTripRetrieveParams.builder()
        params.tripId("string")
        params.serviceDate(1L)
        params.vehicleId("string")
        params.stopId("string")
        params.code(ReportProblemWithTripRetrieveParams.Code.of("vehicle_never_came"))
        params.userComment("string")
        params.userOnVehicle(true)
        params.userVehicleNumber("string")
        params.userLat(1.0f)
        params.userLon(1.0f)
        params.userLocationAccuracy(1.0f)
        val result = client.reportProblemWithTrip().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportProblemWithTripRetrieveParams.builder()
            params.tripId("string")
            params.serviceDate(1L)
            params.vehicleId("string")
            params.stopId("string")
            params.code(ReportProblemWithTripRetrieveParams.Code.of("vehicle_never_came"))
            params.userComment("string")
            params.userOnVehicle(true)
            params.userVehicleNumber("string")
            params.userLat(1.0f)
            params.userLon(1.0f)
            params.userLocationAccuracy(1.0f)
            val result = client.reportProblemWithTrip().retrieve(params.build())
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
