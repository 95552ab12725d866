// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.feedback.FeedbackSendParams
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class FeedbackServiceTest {

    @Test
    fun send() {
        val client = client()
        val params = FeedbackSendParams.builder()
        client.feedback().send(params.build())
    }

    @Test
    fun sendWithRawResponse() {
        val client = client()
        val params = FeedbackSendParams.builder()
        val response = client.feedback().withRawResponse().send(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
    }

    @Test
    fun sendAsync() {
        runBlocking {
            val client = client().async()
            val params = FeedbackSendParams.builder()
            client.feedback().send(params.build())
        }
    }

    @Test
    fun sendWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = FeedbackSendParams.builder()
            val response = client.feedback().withRawResponse().send(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
        }
    }

    @Test
    fun sendWithAllParams() {
        val client = client()
        val params = FeedbackSendParams.builder()
        params.message("string")
        params.rating(1L)
        client.feedback().send(params.build())
    }

    @Test
    fun sendWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = FeedbackSendParams.builder()
            params.message("string")
            params.rating(1L)
            client.feedback().send(params.build())
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
