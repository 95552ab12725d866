// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired

class Status
private constructor(
    private val ok: JsonField<Boolean>,
    private val version: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun ok(): Boolean = ok.getRequired("ok")

    fun _ok(): JsonField<Boolean> = ok

    fun version(): String? = version.getNullable("version")

    fun _version(): JsonField<String> = version

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Status = apply {
        ok()
        version()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("ok" to ok, "version" to version), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Status)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Status" + toJson()

    class Builder internal constructor() {
        private var ok: JsonField<Boolean> = JsonMissing
        private var version: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Status) = apply {
            ok = model.ok
            version = model.version
            additionalProperties.putAll(model.additionalProperties)
        }

        fun ok(ok: Boolean) = ok(JsonField.of(ok))

        fun ok(ok: JsonField<Boolean>) = apply { this.ok = ok }

        fun version(version: String?) = version(JsonField.ofNullable(version))

        fun version(version: JsonField<String>) = apply { this.version = version }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Status = Status(checkRequired("ok", ok), version, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("ok", "version")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Status? {
            val o = json.asObject() ?: return null
            return Status(
                Decoders.field(o["ok"], Decoders.boolean),
                Decoders.field(o["version"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Status> = { fromJson(it) }
    }
}
