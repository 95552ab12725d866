// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.files

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class File
private constructor(
    private val id: JsonField<String>,
    private val size: JsonField<Long>,
    private val purpose: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String? = id.getNullable("id")

    fun _id(): JsonField<String> = id

    fun size(): Long? = size.getNullable("size")

    fun _size(): JsonField<Long> = size

    fun purpose(): String? = purpose.getNullable("purpose")

    fun _purpose(): JsonField<String> = purpose

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): File = apply {
        id()
        size()
        purpose()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("id" to id, "size" to size, "purpose" to purpose),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? File)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "File" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var size: JsonField<Long> = JsonMissing
        private var purpose: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: File) = apply {
            id = model.id
            size = model.size
            purpose = model.purpose
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String?) = id(JsonField.ofNullable(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun size(size: Long?) = size(JsonField.ofNullable(size))

        fun size(size: JsonField<Long>) = apply { this.size = size }

        fun purpose(purpose: String?) = purpose(JsonField.ofNullable(purpose))

        fun purpose(purpose: JsonField<String>) = apply { this.purpose = purpose }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): File = File(id, size, purpose, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "size", "purpose")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): File? {
            val o = json.asObject() ?: return null
            return File(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["size"], Decoders.long),
                Decoders.field(o["purpose"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<File> = { fromJson(it) }
    }
}
