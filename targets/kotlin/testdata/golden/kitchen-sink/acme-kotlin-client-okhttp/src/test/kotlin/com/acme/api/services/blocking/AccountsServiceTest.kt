// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.models.Address
import com.acme.api.models.accounts.AccountCreateParams
import com.acme.api.models.accounts.AccountListParams
import com.acme.api.models.accounts.AccountStatus
import com.acme.api.models.accounts.AccountUpdateParams
import com.acme.api.models.accounts.AccountsDeleteParams
import com.acme.api.models.accounts.AccountsLinkParams
import com.acme.api.models.accounts.AccountsMeParams
import com.acme.api.models.accounts.AccountsRetrieveParams
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class AccountsServiceTest {

    @Test
    fun list() {
        val client = client()
        val params = AccountListParams.builder()
        val page = client.accounts().list(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun listWithRawResponse() {
        val client = client()
        val params = AccountListParams.builder()
        val response = client.accounts().withRawResponse().list(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        assertThat(response.parse().items()).isNotNull()
    }

    @Test
    fun listAutoPaging() {
        val client = client()
        val params = AccountListParams.builder()
        val page = client.accounts().list(params.build())
        val firstPage = page.items()
        assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
    }

    @Test
    fun listAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountListParams.builder()
            val page = client.accounts().list(params.build())
            assertThat(page.items()).isNotNull()
        }
    }

    @Test
    fun listWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountListParams.builder()
            val response = client.accounts().withRawResponse().list(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            assertThat(response.parse().items()).isNotNull()
        }
    }

    @Test
    fun listAutoPagingAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountListParams.builder()
            val page = client.accounts().list(params.build())
            val firstPage = page.items()
            assertThat(page.autoPager().take(firstPage.size).toList()).isEqualTo(firstPage)
        }
    }

    @Test
    fun listWithAllParams() {
        val client = client()
        val params = AccountListParams.builder()
        params.cursor("string")
        params.limit(20L)
        params.status(AccountStatus.of("active"))
        params.xTraceId("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e")
        val page = client.accounts().list(params.build())
        assertThat(page.items()).isNotNull()
    }

    @Test
    fun listWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountListParams.builder()
            params.cursor("string")
            params.limit(20L)
            params.status(AccountStatus.of("active"))
            params.xTraceId("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e")
            val page = client.accounts().list(params.build())
            assertThat(page.items()).isNotNull()
        }
    }

    @Test
    fun create() {
        val client = client()
        val params = AccountCreateParams.builder()
        params.name("string")
        val result = client.accounts().create(params.build())
        result.validate()
    }

    @Test
    fun createWithRawResponse() {
        val client = client()
        val params = AccountCreateParams.builder()
        params.name("string")
        val response = client.accounts().withRawResponse().create(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun createAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountCreateParams.builder()
            params.name("string")
            val result = client.accounts().create(params.build())
            result.validate()
        }
    }

    @Test
    fun createWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountCreateParams.builder()
            params.name("string")
            val response = client.accounts().withRawResponse().create(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun createWithAllParams() {
        val client = client()
        val address = Address.builder()
        address.line1("string")
        address.city("string")
        address.country("AA")
        val params = AccountCreateParams.builder()
        params.name("string")
        params.password("string")
        params.address(address.build())
        params.kind("personal")
        val result = client.accounts().create(params.build())
        result.validate()
    }

    @Test
    fun createWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val address = Address.builder()
            address.line1("string")
            address.city("string")
            address.country("AA")
            val params = AccountCreateParams.builder()
            params.name("string")
            params.password("string")
            params.address(address.build())
            params.kind("personal")
            val result = client.accounts().create(params.build())
            result.validate()
        }
    }

    @Test
    fun retrieve() {
        val client = client()
        val params = AccountsRetrieveParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        val result = client.accounts().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithRawResponse() {
        val client = client()
        val params = AccountsRetrieveParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        val response = client.accounts().withRawResponse().retrieve(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun retrieveEmptyAccountId() {
        val client = client()
        val params = AccountsRetrieveParams.builder()
        params.accountId("")
        assertThrows<IllegalArgumentException> { client.accounts().retrieve(params.build()) }
    }

    @Test
    fun retrieveAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsRetrieveParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            val result = client.accounts().retrieve(params.build())
            result.validate()
        }
    }

    @Test
    fun retrieveWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsRetrieveParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            val response = client.accounts().withRawResponse().retrieve(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun retrieveWithAllParams() {
        val client = client()
        val params = AccountsRetrieveParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        val result = client.accounts().retrieve(params.build())
        result.validate()
    }

    @Test
    fun retrieveWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsRetrieveParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            val result = client.accounts().retrieve(params.build())
            result.validate()
        }
    }

    @Test
    fun update() {
        val client = client()
        val params = AccountUpdateParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        val result = client.accounts().update(params.build())
        result.validate()
    }

    @Test
    fun updateWithRawResponse() {
        val client = client()
        val params = AccountUpdateParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        val response = client.accounts().withRawResponse().update(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun updateEmptyAccountId() {
        val client = client()
        val params = AccountUpdateParams.builder()
        params.accountId("")
        assertThrows<IllegalArgumentException> { client.accounts().update(params.build()) }
    }

    @Test
    fun updateAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountUpdateParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            val result = client.accounts().update(params.build())
            result.validate()
        }
    }

    @Test
    fun updateWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountUpdateParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            val response = client.accounts().withRawResponse().update(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun updateWithAllParams() {
        val client = client()
        val params = AccountUpdateParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        params.name("string")
        params.nickname("string")
        params.metadata(mapOf("foo" to "string"))
        val result = client.accounts().update(params.build())
        result.validate()
    }

    @Test
    fun updateWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountUpdateParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            params.name("string")
            params.nickname("string")
            params.metadata(mapOf("foo" to "string"))
            val result = client.accounts().update(params.build())
            result.validate()
        }
    }

    @Test
    fun delete() {
        val client = client()
        val params = AccountsDeleteParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        client.accounts().delete(params.build())
    }

    @Test
    fun deleteWithRawResponse() {
        val client = client()
        val params = AccountsDeleteParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        val response = client.accounts().withRawResponse().delete(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
    }

    @Test
    fun deleteEmptyAccountId() {
        val client = client()
        val params = AccountsDeleteParams.builder()
        params.accountId("")
        assertThrows<IllegalArgumentException> { client.accounts().delete(params.build()) }
    }

    @Test
    fun deleteAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsDeleteParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            client.accounts().delete(params.build())
        }
    }

    @Test
    fun deleteWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsDeleteParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            val response = client.accounts().withRawResponse().delete(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
        }
    }

    @Test
    fun deleteWithAllParams() {
        val client = client()
        val params = AccountsDeleteParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        client.accounts().delete(params.build())
    }

    @Test
    fun deleteWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsDeleteParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            client.accounts().delete(params.build())
        }
    }

    @Test
    fun me() {
        val client = client()
        val params = AccountsMeParams.builder()
        val result = client.accounts().me(params.build())
        result.validate()
    }

    @Test
    fun meWithRawResponse() {
        val client = client()
        val params = AccountsMeParams.builder()
        val response = client.accounts().withRawResponse().me(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun meAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsMeParams.builder()
            val result = client.accounts().me(params.build())
            result.validate()
        }
    }

    @Test
    fun meWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsMeParams.builder()
            val response = client.accounts().withRawResponse().me(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun meWithAllParams() {
        val client = client()
        val params = AccountsMeParams.builder()
        val result = client.accounts().me(params.build())
        result.validate()
    }

    @Test
    fun meWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsMeParams.builder()
            val result = client.accounts().me(params.build())
            result.validate()
        }
    }

    @Test
    fun link() {
        val client = client()
        val params = AccountsLinkParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        params.body(listOf("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
        val result = client.accounts().link(params.build())
        result.forEach { e1 -> e1.validate() }
    }

    @Test
    fun linkWithRawResponse() {
        val client = client()
        val params = AccountsLinkParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        params.body(listOf("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
        val response = client.accounts().withRawResponse().link(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().forEach { e1 -> e1.validate() }
    }

    @Test
    fun linkEmptyAccountId() {
        val client = client()
        val params = AccountsLinkParams.builder()
        params.accountId("")
        params.body(listOf("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
        assertThrows<IllegalArgumentException> { client.accounts().link(params.build()) }
    }

    @Test
    fun linkAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsLinkParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            params.body(listOf("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
            val result = client.accounts().link(params.build())
            result.forEach { e1 -> e1.validate() }
        }
    }

    @Test
    fun linkWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsLinkParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            params.body(listOf("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
            val response = client.accounts().withRawResponse().link(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().forEach { e1 -> e1.validate() }
        }
    }

    @Test
    fun linkWithAllParams() {
        val client = client()
        val params = AccountsLinkParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        params.body(listOf("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
        val result = client.accounts().link(params.build())
        result.forEach { e1 -> e1.validate() }
    }

    @Test
    fun linkWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = AccountsLinkParams.builder()
            params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
            params.body(listOf("182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"))
            val result = client.accounts().link(params.build())
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
