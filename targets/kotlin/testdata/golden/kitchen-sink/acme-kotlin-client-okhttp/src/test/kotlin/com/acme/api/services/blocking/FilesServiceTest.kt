// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.TestServerExtension
import com.acme.api.client.ACMEClient
import com.acme.api.client.okhttp.ACMEOkHttpClient
import com.acme.api.core.MultipartFile
import com.acme.api.models.files.FileUploadParams
import com.acme.api.models.files.FilesContentParams
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Disabled
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.ExtendWith

@ExtendWith(TestServerExtension::class)
internal class FilesServiceTest {

    @Test
    fun upload() {
        val client = client()
        val params = FileUploadParams.builder()
        params.file(MultipartFile.of("Example data".toByteArray(), "example.txt"))
        params.purpose(FileUploadParams.Purpose.of("avatar"))
        val result = client.files().upload(params.build())
        result.validate()
    }

    @Test
    fun uploadWithRawResponse() {
        val client = client()
        val params = FileUploadParams.builder()
        params.file(MultipartFile.of("Example data".toByteArray(), "example.txt"))
        params.purpose(FileUploadParams.Purpose.of("avatar"))
        val response = client.files().withRawResponse().upload(params.build())
        assertThat(response.statusCode()).isBetween(200, 299)
        response.parse().validate()
    }

    @Test
    fun uploadAsync() {
        runBlocking {
            val client = client().async()
            val params = FileUploadParams.builder()
            params.file(MultipartFile.of("Example data".toByteArray(), "example.txt"))
            params.purpose(FileUploadParams.Purpose.of("avatar"))
            val result = client.files().upload(params.build())
            result.validate()
        }
    }

    @Test
    fun uploadWithRawResponseAsync() {
        runBlocking {
            val client = client().async()
            val params = FileUploadParams.builder()
            params.file(MultipartFile.of("Example data".toByteArray(), "example.txt"))
            params.purpose(FileUploadParams.Purpose.of("avatar"))
            val response = client.files().withRawResponse().upload(params.build())
            assertThat(response.statusCode()).isBetween(200, 299)
            response.parse().validate()
        }
    }

    @Test
    fun uploadWithAllParams() {
        val client = client()
        val params = FileUploadParams.builder()
        params.file(MultipartFile.of("Example data".toByteArray(), "example.txt"))
        params.purpose(FileUploadParams.Purpose.of("avatar"))
        params.labels(listOf("string"))
        val result = client.files().upload(params.build())
        result.validate()
    }

    @Test
    fun uploadWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = FileUploadParams.builder()
            params.file(MultipartFile.of("Example data".toByteArray(), "example.txt"))
            params.purpose(FileUploadParams.Purpose.of("avatar"))
            params.labels(listOf("string"))
            val result = client.files().upload(params.build())
            result.validate()
        }
    }

    @Disabled("Prism cannot mock binary downloads.")
    @Test
    fun content() {
        val client = client()
        val params = FilesContentParams.builder()
        params.fileId("string")
        val response = client.files().content(params.build())
        response.use { assertThat(it.statusCode()).isBetween(200, 299) }
    }

    @Test
    fun contentEmptyFileId() {
        val client = client()
        val params = FilesContentParams.builder()
        params.fileId("")
        assertThrows<IllegalArgumentException> { client.files().content(params.build()) }
    }

    @Disabled("Prism cannot mock binary downloads.")
    @Test
    fun contentAsync() {
        runBlocking {
            val client = client().async()
            val params = FilesContentParams.builder()
            params.fileId("string")
            val response = client.files().content(params.build())
            response.use { assertThat(it.statusCode()).isBetween(200, 299) }
        }
    }

    @Disabled("Prism cannot mock binary downloads.")
    @Test
    fun contentWithAllParams() {
        val client = client()
        val params = FilesContentParams.builder()
        params.fileId("string")
        val response = client.files().content(params.build())
        response.use { assertThat(it.statusCode()).isBetween(200, 299) }
    }

    @Disabled("Prism cannot mock binary downloads.")
    @Test
    fun contentWithAllParamsAsync() {
        runBlocking {
            val client = client().async()
            val params = FilesContentParams.builder()
            params.fileId("string")
            val response = client.files().content(params.build())
            response.use { assertThat(it.statusCode()).isBetween(200, 299) }
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
