// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.reports.ReportSearchParams
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class ReportsServiceTest {

    @Test
    fun search() {
        val client = client()
        val params = ReportSearchParams.builder()
        val page = client.reports().search(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun searchWithRawResponse() {
        val client = client()
        val params = ReportSearchParams.builder()
        val response = client.reports().withRawResponse().search(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        assertThat(response.parse().items()).isNotNull()
    }

    @Test
    fun searchAutoPaging() {
        val client = client()
        val params = ReportSearchParams.builder()
        val page = client.reports().search(params.build())
        val firstPage = page.items()
        assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
    }

    @Test
    fun searchAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportSearchParams.builder()
            val page = client.reports().search(params.build())
            assertThat(page.items()).isNotNull()
        }
    }

    @Test
    fun searchWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportSearchParams.builder()
            val response = client.reports().withRawResponse().search(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            assertThat(response.parse().items()).isNotNull()
        }
    }

    @Test
    fun searchAutoPagingAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportSearchParams.builder()
            val page = client.reports().search(params.build())
            val firstPage = page.items()
            assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
        }
    }

    @Test
    fun searchWithAllParams() {
        val client = client()
        val params = ReportSearchParams.builder()
        params.cursor("string")
        params.pageSize(1L)
        params.query("string")
        val page = client.reports().search(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun searchWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = ReportSearchParams.builder()
            params.cursor("string")
            params.pageSize(1L)
            params.query("string")
            val page = client.reports().search(params.build())
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
