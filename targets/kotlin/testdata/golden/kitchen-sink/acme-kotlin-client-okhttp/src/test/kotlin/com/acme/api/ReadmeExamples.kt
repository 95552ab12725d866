// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api

import com.acme.api.client.ACMEClient
import com.acme.api.core.MultipartFile
import com.acme.api.models.accounts.AccountCreateParams
import com.acme.api.models.accounts.AccountListParams
import com.acme.api.models.accounts.AccountsRetrieveParams
import com.acme.api.models.chat.completions.CompletionCreateParams
import com.acme.api.models.files.FileUploadParams

/** The README's examples, compiled with the tests so they keep up with the API. */
internal object ReadmeExamples {

    fun exampleDefault(client: ACMEClient) {
        val params = AccountCreateParams.builder()
        params.name("Ada Lovelace")
        val result = client.accounts().create(params.build())
        println(result)
    }

    fun exampleHeadline(client: ACMEClient) {
        val params = AccountsRetrieveParams.builder()
        params.accountId("9b2f7c1e-0000-4000-8000-000000000000")
        val result = client.accounts().retrieve(params.build())
        println(result)
    }

    fun examplePagination(client: ACMEClient) {
        val params = AccountListParams.builder()
        params.limit(10L)
        val page = client.accounts().list(params.build())
        page.autoPager().forEach { println(it) }
    }

    fun exampleStreaming(client: ACMEClient) {
        val messages = CompletionCreateParams.Messages.builder()
        messages.content("Hello")
        messages.role(CompletionCreateParams.Messages.Role.of("user"))
        val params = CompletionCreateParams.builder()
        params.messages(listOf(messages.build()))
        params.stream(true)
        val stream = client.chat().completions().createStreaming(params.build())
        stream.use { it.asSequence().forEach { event -> println(event) } }
    }

    fun exampleFileUploads(client: ACMEClient) {
        val params = FileUploadParams.builder()
        params.file(MultipartFile.of("Example data".toByteArray(), "example.txt"))
        params.purpose(FileUploadParams.Purpose.of("avatar"))
        val result = client.files().upload(params.build())
        println(result)
    }
}
