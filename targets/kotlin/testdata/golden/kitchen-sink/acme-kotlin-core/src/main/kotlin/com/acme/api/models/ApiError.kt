// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.variantOf
import com.acme.api.errors.ACMEInvalidDataException

class ApiError private constructor(private val json: JsonValue) : JsonModel {

    fun notFoundError(): NotFoundError? =
        variantOf(json, NotFoundError.decoder, { v -> v.validate() })

    fun isNotFoundError(): Boolean = notFoundError() != null

    fun rateLimitError(): RateLimitError? =
        variantOf(json, RateLimitError.decoder, { v -> v.validate() })

    fun isRateLimitError(): Boolean = rateLimitError() != null

    fun _json(): JsonValue = json

    fun validate(): ApiError = apply {
        if (notFoundError() == null && rateLimitError() == null) {
            val message = "ApiError matches none of its variants: "
            throw ACMEInvalidDataException(message + json)
        }
    }

    override fun toJson(): JsonValue = json

    override fun equals(other: Any?): Boolean = (other as? ApiError)?.json == json

    override fun hashCode(): Int = json.hashCode()

    override fun toString(): String = json.toString()

    companion object {
        fun ofNotFoundError(notFoundError: NotFoundError): ApiError =
            ApiError(JsonValue.from(notFoundError))

        fun ofRateLimitError(rateLimitError: RateLimitError): ApiError =
            ApiError(JsonValue.from(rateLimitError))

        fun fromJson(json: JsonValue): ApiError = ApiError(json)

        val decoder: Decoder<ApiError> = { ApiError(it) }
    }
}
