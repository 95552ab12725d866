// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired

class CompletionCreateParamsMessages
private constructor(
    private val role: JsonField<CompletionCreateParamsMessagesRole>,
    private val content: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun role(): CompletionCreateParamsMessagesRole = role.getRequired("role")

    fun _role(): JsonField<CompletionCreateParamsMessagesRole> = role

    fun content(): String = content.getRequired("content")

    fun _content(): JsonField<String> = content

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): CompletionCreateParamsMessages = apply {
        role()
        content()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("role" to role, "content" to content), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? CompletionCreateParamsMessages)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "CompletionCreateParamsMessages" + toJson()

    class Builder internal constructor() {
        private var role: JsonField<CompletionCreateParamsMessagesRole> = JsonMissing
        private var content: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: CompletionCreateParamsMessages) = apply {
            role = model.role
            content = model.content
            additionalProperties.putAll(model.additionalProperties)
        }

        fun role(role: CompletionCreateParamsMessagesRole) = role(JsonField.of(role))

        fun role(role: JsonField<CompletionCreateParamsMessagesRole>) = apply { this.role = role }

        fun content(content: String) = content(JsonField.of(content))

        fun content(content: JsonField<String>) = apply { this.content = content }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): CompletionCreateParamsMessages =
            CompletionCreateParamsMessages(
                checkRequired("role", role),
                checkRequired("content", content),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("role", "content")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): CompletionCreateParamsMessages? {
            val o = json.asObject() ?: return null
            return CompletionCreateParamsMessages(
                Decoders.field(o["role"], CompletionCreateParamsMessagesRole.decoder),
                Decoders.field(o["content"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<CompletionCreateParamsMessages> = { fromJson(it) }
    }
}
