// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.cards.CardListParams
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class CardsServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = CardListParams.builder()
        val page = client.cards().list(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = CardListParams.builder()
        val response = client.cards().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        assertThat(response.parse().items()).isNotNull()
    }

    @Test
    fun listAutoPaging() {
        val client = client()
        val params = CardListParams.builder()
        val page = client.cards().list(params.build())
        val firstPage = page.items()
        assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = CardListParams.builder()
            val page = client.cards().list(params.build())
            assertThat(page.items()).isNotNull()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = CardListParams.builder()
            val response = client.cards().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            assertThat(response.parse().items()).isNotNull()
        }
    }

    @Test
    fun listAutoPagingAsync() {
        runBlocking {
            val client = client().async()
            val params = CardListParams.builder()
            val page = client.cards().list(params.build())
            val firstPage = page.items()
            assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = CardListParams.builder()
        params.offset(1L)
        params.limit(20L)
        params.sort(CardListParams.Sort.of("asc"))
        val page = client.cards().list(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = CardListParams.builder()
            params.offset(1L)
            params.limit(20L)
            params.sort(CardListParams.Sort.of("asc"))
            val page = client.cards().list(params.build())
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
