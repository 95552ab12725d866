// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.files

import com.acme.api.core.Decoder
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.MultipartFile
import com.acme.api.core.checkParam
import com.acme.api.core.checkRequired
import com.acme.api.core.enumDecoder
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryParams
import java.io.InputStream
import java.nio.file.Path

class FileUploadParams
private constructor(
    private val purpose: JsonField<Purpose>,
    private val labels: JsonField<List<String>>,
    private val file: MultipartFile,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun purpose(): Purpose = purpose.getRequired("purpose")

    fun _purpose(): JsonField<Purpose> = purpose

    fun labels(): List<String>? = labels.getNullable("labels")

    fun _labels(): JsonField<List<String>> = labels

    fun file(): MultipartFile = file

    /** The files, each with its part's name. */
    fun _files(): List<Pair<String, MultipartFile>> = listOf("file" to file)

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            else -> ""
        }

    internal fun _pathParams(): List<String> = List(0) { _pathParam(it) }

    fun _headers(): Headers {
        val headers = Headers.builder()
        headers.replaceAll(additionalHeaders)
        return headers.build()
    }

    fun _queryParams(): QueryParams {
        val query = QueryParams.builder()
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue =
        JsonObject.of(listOf("purpose" to purpose, "labels" to labels), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? FileUploadParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var purpose: JsonField<Purpose> = JsonMissing
        private var labels: JsonField<List<String>> = JsonMissing
        private var file: MultipartFile? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: FileUploadParams) = apply {
            purpose = params.purpose
            labels = params.labels
            file = params.file
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun purpose(purpose: Purpose) = purpose(JsonField.of(purpose))

        fun purpose(purpose: JsonField<Purpose>) = apply { this.purpose = purpose }

        fun labels(labels: List<String>?) = labels(JsonField.ofNullable(labels))

        fun labels(labels: JsonField<List<String>>) = apply { this.labels = labels }

        fun file(file: MultipartFile) = apply { this.file = file }

        fun file(path: Path) = file(MultipartFile.of(path))

        fun file(stream: InputStream, filename: String? = null) =
            file(MultipartFile.of(stream, filename))

        fun file(bytes: ByteArray, filename: String? = null) =
            file(MultipartFile.of(bytes, filename))

        fun additionalHeaders(additionalHeaders: Headers) = apply {
            this.additionalHeaders.replaceAll(additionalHeaders)
        }

        fun putAdditionalHeader(name: String, value: String) = apply {
            additionalHeaders.put(name, value)
        }

        fun putAdditionalHeaders(name: String, values: Iterable<String>) = apply {
            additionalHeaders.put(name, values)
        }

        fun additionalQueryParams(additionalQueryParams: QueryParams) = apply {
            this.additionalQueryParams.replaceAll(additionalQueryParams)
        }

        fun putAdditionalQueryParam(key: String, value: String) = apply {
            additionalQueryParams.put(key, value)
        }

        fun putAdditionalBodyProperty(key: String, value: JsonValue) = apply {
            additionalBodyProperties[key] = value
        }

        fun build(): FileUploadParams =
            FileUploadParams(
                checkRequired("purpose", purpose),
                labels,
                checkParam("file", file),
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }

    class Purpose private constructor(private val value: JsonValue) : JsonModel {

        fun _value(): JsonValue = value

        /** The value, when it is one the SDK knows. */
        fun known(): Known? =
            when (this) {
                AVATAR -> Known.AVATAR
                DOCUMENT -> Known.DOCUMENT
                else -> null
            }

        override fun toJson(): JsonValue = value

        override fun equals(other: Any?): Boolean = (other as? Purpose)?.value == value

        override fun hashCode(): Int = value.hashCode()

        override fun toString(): String = value.toString()

        enum class Known {
            AVATAR,
            DOCUMENT,
        }

        companion object {
            val AVATAR: Purpose = of("avatar")

            val DOCUMENT: Purpose = of("document")

            fun of(value: String): Purpose = Purpose(JsonValue.from(value))

            val decoder: Decoder<Purpose> = enumDecoder({ it.asString() }, ::Purpose)
        }
    }
}
