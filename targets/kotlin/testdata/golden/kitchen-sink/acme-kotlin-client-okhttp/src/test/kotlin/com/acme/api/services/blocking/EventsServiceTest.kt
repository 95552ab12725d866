// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.events.EventFeedParams
import com.acme.api.models.events.EventListParams
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class EventsServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = EventListParams.builder()
        val page = client.events().list(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = EventListParams.builder()
        val response = client.events().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        assertThat(response.parse().items()).isNotNull()
    }

    @Test
    fun listAutoPaging() {
        val client = client()
        val params = EventListParams.builder()
        val page = client.events().list(params.build())
        val firstPage = page.items()
        assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = EventListParams.builder()
            val page = client.events().list(params.build())
            assertThat(page.items()).isNotNull()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = EventListParams.builder()
            val response = client.events().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            assertThat(response.parse().items()).isNotNull()
        }
    }

    @Test
    fun listAutoPagingAsync() {
        runBlocking {
            val client = client().async()
            val params = EventListParams.builder()
            val page = client.events().list(params.build())
            val firstPage = page.items()
            assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = EventListParams.builder()
        params.pageSize(1L)
        val page = client.events().list(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = EventListParams.builder()
            params.pageSize(1L)
            val page = client.events().list(params.build())
            assertThat(page.items()).isNotNull()
        }
    }

    @Test
    fun feed() {
        val client = client()
        val params = EventFeedParams.builder()
        val page = client.events().feed(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun feedWithRawResponse() {
        val client = client()
        val params = EventFeedParams.builder()
        val response = client.events().withRawResponse().feed(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        assertThat(response.parse().items()).isNotNull()
    }

    @Test
    fun feedAutoPaging() {
        val client = client()
        val params = EventFeedParams.builder()
        val page = client.events().feed(params.build())
        val firstPage = page.items()
        assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
    }

    @Test
    fun feedAsync() {
        runBlocking {
            val client = client().async()
            val params = EventFeedParams.builder()
            val page = client.events().feed(params.build())
            assertThat(page.items()).isNotNull()
        }
    }

    @Test
    fun feedWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = EventFeedParams.builder()
            val response = client.events().withRawResponse().feed(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            assertThat(response.parse().items()).isNotNull()
        }
    }

    @Test
    fun feedAutoPagingAsync() {
        runBlocking {
            val client = client().async()
            val params = EventFeedParams.builder()
            val page = client.events().feed(params.build())
            val firstPage = page.items()
            assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
        }
    }

    @Test
    fun feedWithAllParams() {
        val client = client()
        val params = EventFeedParams.builder()
        params.cursor("string")
        val page = client.events().feed(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun feedWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = EventFeedParams.builder()
            params.cursor("string")
            val page = client.events().feed(params.build())
            assertThat(page.items()).isNotNull()
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
