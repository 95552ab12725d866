// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.vehiclesforagency

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.VehiclesForAgencyResponse

class VehiclesForAgencyListResponse
private constructor(
    private val code: JsonField<Long>,
    private val currentTime: JsonField<Long>,
    private val text: JsonField<String>,
    private val version: JsonField<Long>,
    private val data: JsonField<VehiclesForAgencyResponse>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun code(): Long = code.getRequired("code")

    fun _code(): JsonField<Long> = code

    fun currentTime(): Long = currentTime.getRequired("currentTime")

    fun _currentTime(): JsonField<Long> = currentTime

    fun text(): String = text.getRequired("text")

    fun _text(): JsonField<String> = text

    fun version(): Long = version.getRequired("version")

    fun _version(): JsonField<Long> = version

    fun data(): VehiclesForAgencyResponse = data.getRequired("data")

    fun _data(): JsonField<VehiclesForAgencyResponse> = data

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): VehiclesForAgencyListResponse = apply {
        code()
        currentTime()
        text()
        version()
        data().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "code" to code,
                "currentTime" to currentTime,
                "text" to text,
                "version" to version,
                "data" to data,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? VehiclesForAgencyListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "VehiclesForAgencyListResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<VehiclesForAgencyResponse> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: VehiclesForAgencyListResponse) = apply {
            code = model.code
            currentTime = model.currentTime
            text = model.text
            version = model.version
            data = model.data
            additionalProperties.putAll(model.additionalProperties)
        }

        fun code(code: Long) = code(JsonField.of(code))

        fun code(code: JsonField<Long>) = apply { this.code = code }

        fun currentTime(currentTime: Long) = currentTime(JsonField.of(currentTime))

        fun currentTime(currentTime: JsonField<Long>) = apply { this.currentTime = currentTime }

        fun text(text: String) = text(JsonField.of(text))

        fun text(text: JsonField<String>) = apply { this.text = text }

        fun version(version: Long) = version(JsonField.of(version))

        fun version(version: JsonField<Long>) = apply { this.version = version }

        fun data(data: VehiclesForAgencyResponse) = data(JsonField.of(data))

        fun data(data: JsonField<VehiclesForAgencyResponse>) = apply { this.data = data }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): VehiclesForAgencyListResponse =
            VehiclesForAgencyListResponse(
                checkRequired("code", code),
                checkRequired("currentTime", currentTime),
                checkRequired("text", text),
                checkRequired("version", version),
                checkRequired("data", data),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("code", "currentTime", "text", "version", "data")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): VehiclesForAgencyListResponse? {
            val o = json.asObject() ?: return null
            return VehiclesForAgencyListResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], VehiclesForAgencyResponse.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<VehiclesForAgencyListResponse> = { fromJson(it) }
    }
}
