// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class Config
private constructor(
    private val gitProperties: JsonField<ConfigGitProperties>,
    private val id: JsonField<String>,
    private val name: JsonField<String>,
    private val serviceDateFrom: JsonField<String>,
    private val serviceDateTo: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun gitProperties(): ConfigGitProperties? = gitProperties.getNullable("gitProperties")

    fun _gitProperties(): JsonField<ConfigGitProperties> = gitProperties

    fun id(): String? = id.getNullable("id")

    fun _id(): JsonField<String> = id

    fun name(): String? = name.getNullable("name")

    fun _name(): JsonField<String> = name

    fun serviceDateFrom(): String? = serviceDateFrom.getNullable("serviceDateFrom")

    fun _serviceDateFrom(): JsonField<String> = serviceDateFrom

    fun serviceDateTo(): String? = serviceDateTo.getNullable("serviceDateTo")

    fun _serviceDateTo(): JsonField<String> = serviceDateTo

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Config = apply {
        gitProperties()?.let { v -> v.validate() }
        id()
        name()
        serviceDateFrom()
        serviceDateTo()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "gitProperties" to gitProperties,
                "id" to id,
                "name" to name,
                "serviceDateFrom" to serviceDateFrom,
                "serviceDateTo" to serviceDateTo,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Config)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Config" + toJson()

    class Builder internal constructor() {
        private var gitProperties: JsonField<ConfigGitProperties> = JsonMissing
        private var id: JsonField<String> = JsonMissing
        private var name: JsonField<String> = JsonMissing
        private var serviceDateFrom: JsonField<String> = JsonMissing
        private var serviceDateTo: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Config) = apply {
            gitProperties = model.gitProperties
            id = model.id
            name = model.name
            serviceDateFrom = model.serviceDateFrom
            serviceDateTo = model.serviceDateTo
            additionalProperties.putAll(model.additionalProperties)
        }

        fun gitProperties(gitProperties: ConfigGitProperties?) =
            gitProperties(JsonField.ofNullable(gitProperties))

        fun gitProperties(gitProperties: JsonField<ConfigGitProperties>) = apply {
            this.gitProperties = gitProperties
        }

        fun id(id: String?) = id(JsonField.ofNullable(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun name(name: String?) = name(JsonField.ofNullable(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        fun serviceDateFrom(serviceDateFrom: String?) =
            serviceDateFrom(JsonField.ofNullable(serviceDateFrom))

        fun serviceDateFrom(serviceDateFrom: JsonField<String>) = apply {
            this.serviceDateFrom = serviceDateFrom
        }

        fun serviceDateTo(serviceDateTo: String?) =
            serviceDateTo(JsonField.ofNullable(serviceDateTo))

        fun serviceDateTo(serviceDateTo: JsonField<String>) = apply {
            this.serviceDateTo = serviceDateTo
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Config =
            Config(
                gitProperties,
                id,
                name,
                serviceDateFrom,
                serviceDateTo,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("gitProperties", "id", "name", "serviceDateFrom", "serviceDateTo")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Config? {
            val o = json.asObject() ?: return null
            return Config(
                Decoders.field(o["gitProperties"], ConfigGitProperties.decoder),
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["name"], Decoders.string),
                Decoders.field(o["serviceDateFrom"], Decoders.string),
                Decoders.field(o["serviceDateTo"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Config> = { fromJson(it) }
    }
}
