// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.files

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class FileUploadParamsPurpose private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            AVATAR -> Known.AVATAR
            DOCUMENT -> Known.DOCUMENT
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? FileUploadParamsPurpose)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        AVATAR,
        DOCUMENT,
    }

    companion object {
        val AVATAR: FileUploadParamsPurpose = of("avatar")

        val DOCUMENT: FileUploadParamsPurpose = of("document")

        fun of(value: String): FileUploadParamsPurpose =
            FileUploadParamsPurpose(JsonValue.from(value))

        val decoder: Decoder<FileUploadParamsPurpose> =
            enumDecoder({ it.asString() }, ::FileUploadParamsPurpose)
    }
}
