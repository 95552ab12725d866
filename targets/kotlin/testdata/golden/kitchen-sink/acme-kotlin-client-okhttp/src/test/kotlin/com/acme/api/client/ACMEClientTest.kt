// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client

import com.acme.api.TestServerExtension
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.PingParams
import com.acme.api.models.StatusParams
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class ACMEClientTest {

    @Test
    fun status() {
        val client = client()
        val params = StatusParams.builder()
        val result = client.status(params.build())
        result.validate()
    }

    @Test
    fun statusWithRawResponse() {
        val client = client()
        val params = StatusParams.builder()
        val response = client.withRawResponse().status(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun statusAsync() {
        runBlocking {
            val client = client().async()
            val params = StatusParams.builder()
            val result = client.status(params.build())
            result.validate()
        }
    }

    @Test
    fun statusWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = StatusParams.builder()
            val response = client.withRawResponse().status(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun statusWithAllParams() {
        val client = client()
        val params = StatusParams.builder()
        val result = client.status(params.build())
        result.validate()
    }

    @Test
    fun statusWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = StatusParams.builder()
            val result = client.status(params.build())
            result.validate()
        }
    }

    @Test
    fun ping() {
        val client = client()
        val params = PingParams.builder()
        val result = client.ping(params.build())
        result.validate()
    }

    @Test
    fun pingWithRawResponse() {
        val client = client()
        val params = PingParams.builder()
        val response = client.withRawResponse().ping(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun pingAsync() {
        runBlocking {
            val client = client().async()
            val params = PingParams.builder()
            val result = client.ping(params.build())
            result.validate()
        }
    }

    @Test
    fun pingWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = PingParams.builder()
            val response = client.withRawResponse().ping(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun pingWithAllParams() {
        val client = client()
        val params = PingParams.builder()
        val result = client.ping(params.build())
        result.validate()
    }

    @Test
    fun pingWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = PingParams.builder()
            val result = client.ping(params.build())
            result.validate()
        }
    }

    private fun client(): ACMEClient {
        val builder = ACMEOkHttpClient.builder()
        builder.baseUrl(TestServerExtension.BASE_URL)
        builder.username("My Username")
        builder.password("My Password")
        builder.projectId("proj_123")
        builder.queryKey("My Query Key")
        return builder.build()
    }
}
