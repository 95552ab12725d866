// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.search.SearchQueryParams
import java.time.OffsetDateTime
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class SearchServiceTest {

    @Test
    fun query() {
        val client = client()
        val params = SearchQueryParams.builder()
        params.query("string")
        val result = client.search().query(params.build())
        result.forEach { e1 -> e1.validate() }
    }

    @Test
    fun queryWithRawResponse() {
        val client = client()
        val params = SearchQueryParams.builder()
        params.query("string")
        val response = client.search().withRawResponse().query(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().forEach { e1 -> e1.validate() }
    }

    @Test
    fun queryAsync() {
        runBlocking {
            val client = client().async()
            val params = SearchQueryParams.builder()
            params.query("string")
            val result = client.search().query(params.build())
            result.forEach { e1 -> e1.validate() }
        }
    }

    @Test
    fun queryWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = SearchQueryParams.builder()
            params.query("string")
            val response = client.search().withRawResponse().query(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().forEach { e1 -> e1.validate() }
        }
    }

    @Test
    fun queryWithAllParams() {
        val client = client()
        val filter = SearchQueryParams.Filter.builder()
        filter.createdAfter(OffsetDateTime.parse("2019-12-27T18:11:19.117Z"))
        filter.owner("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e")
        val params = SearchQueryParams.builder()
        params.query("string")
        params.filter(filter.build())
        params.tags(listOf("string"))
        val result = client.search().query(params.build())
        result.forEach { e1 -> e1.validate() }
    }

    @Test
    fun queryWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val filter = SearchQueryParams.Filter.builder()
            filter.createdAfter(OffsetDateTime.parse("2019-12-27T18:11:19.117Z"))
            filter.owner("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e")
            val params = SearchQueryParams.builder()
            params.query("string")
            params.filter(filter.build())
            params.tags(listOf("string"))
            val result = client.search().query(params.build())
            result.forEach { e1 -> e1.validate() }
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
