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
import org.onebusaway.models.reportproblemwithstop.ReportProblemWithStopRetrieveParams

@ExtendWith(TestServerExtension::class)
internal class ReportProblemWithStopServiceTest {

    @Test
    fun retrieve() {
        val client = client()
        val params = ReportProblemWithStopRetrieveParams.builder()
        params.stopId("string")
        val result = client.reportProblemWithStop().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithRawResponse() {
        val client = client()
        val params = ReportProblemWithStopRetrieveParams.builder()
        params.stopId("string")
        val response = client.reportProblemWithStop().withRawResponse().retrieve(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun retrieveEmptyStopId() {
        val client = client()
        val params = ReportProblemWithStopRetrieveParams.builder()
        params.stopId("")
        assertThrows<IllegalArgumentException> {
            client.reportProblemWithStop().retrieve(params.build())
        }
    }

    @Test
    fun retrieveAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportProblemWithStopRetrieveParams.builder()
            params.stopId("string")
            val result = client.reportProblemWithStop().retrieve(params.build())
            result.validate()
        }
    }

    @Test
    fun retrieveWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportProblemWithStopRetrieveParams.builder()
            params.stopId("string")
            val response = client.reportProblemWithStop().withRawResponse().retrieve(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun retrieveWithAllParams() {
        val client = client()
        val params = ReportProblemWithStopRetrieveParams.builder()
        params.stopId("string")
        params.code(ReportProblemWithStopRetrieveParams.Code.of("stop_name_wrong"))
        params.userComment("string")
        params.userLat(1.0f)
        params.userLon(1.0f)
        params.userLocationAccuracy(1.0f)
        val result = client.reportProblemWithStop().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportProblemWithStopRetrieveParams.builder()
            params.stopId("string")
            params.code(ReportProblemWithStopRetrieveParams.Code.of("stop_name_wrong"))
            params.userComment("string")
            params.userLat(1.0f)
            params.userLon(1.0f)
            params.userLocationAccuracy(1.0f)
            val result = client.reportProblemWithStop().retrieve(params.build())
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
