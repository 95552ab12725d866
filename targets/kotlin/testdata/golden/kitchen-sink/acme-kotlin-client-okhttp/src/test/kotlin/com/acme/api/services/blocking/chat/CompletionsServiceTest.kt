// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.chat

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.chat.completions.CompletionCreateParams
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class CompletionsServiceTest {

    @Test
    fun create() {
        val client = client()
        val messages = CompletionCreateParams.Messages.builder()
        messages.role(CompletionCreateParams.Messages.Role.of("system"))
        messages.content("string")
        val params = CompletionCreateParams.builder()
        params.messages(listOf(messages.build()))
        params.stream(false)
        val result = client.chat().completions().create(params.build())
        result.validate()
    }

    @Test
    fun createWithRawResponse() {
        val client = client()
        val messages = CompletionCreateParams.Messages.builder()
        messages.role(CompletionCreateParams.Messages.Role.of("system"))
        messages.content("string")
        val params = CompletionCreateParams.builder()
        params.messages(listOf(messages.build()))
        params.stream(false)
        val response = client.chat().completions().withRawResponse().create(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun createAsync() {
        runBlocking {
            val client = client().async()
            val messages = CompletionCreateParams.Messages.builder()
            messages.role(CompletionCreateParams.Messages.Role.of("system"))
            messages.content("string")
            val params = CompletionCreateParams.builder()
            params.messages(listOf(messages.build()))
            params.stream(false)
            val result = client.chat().completions().create(params.build())
            result.validate()
        }
    }

    @Test
    fun createWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val messages = CompletionCreateParams.Messages.builder()
            messages.role(CompletionCreateParams.Messages.Role.of("system"))
            messages.content("string")
            val params = CompletionCreateParams.builder()
            params.messages(listOf(messages.build()))
            params.stream(false)
            val response = client.chat().completions().withRawResponse().create(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun createWithAllParams() {
        val client = client()
        val messages = CompletionCreateParams.Messages.builder()
        messages.role(CompletionCreateParams.Messages.Role.of("system"))
        messages.content("string")
        val params = CompletionCreateParams.builder()
        params.messages(listOf(messages.build()))
        params.stream(false)
        val result = client.chat().completions().create(params.build())
        result.validate()
    }

    @Test
    fun createWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val messages = CompletionCreateParams.Messages.builder()
            messages.role(CompletionCreateParams.Messages.Role.of("system"))
            messages.content("string")
            val params = CompletionCreateParams.builder()
            params.messages(listOf(messages.build()))
            params.stream(false)
            val result = client.chat().completions().create(params.build())
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
