// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class CurrentTime
private constructor(
    private val readableTime: JsonField<String>,
    private val time: JsonField<Long>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun readableTime(): String? = readableTime.getNullable("readableTime")

    fun _readableTime(): JsonField<String> = readableTime

    fun time(): Long? = time.getNullable("time")

    fun _time(): JsonField<Long> = time

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): CurrentTime = apply {
        readableTime()
        time()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("readableTime" to readableTime, "time" to time), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? CurrentTime)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "CurrentTime" + toJson()

    class Builder internal constructor() {
        private var readableTime: JsonField<String> = JsonMissing
        private var time: JsonField<Long> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: CurrentTime) = apply {
            readableTime = model.readableTime
            time = model.time
            additionalProperties.putAll(model.additionalProperties)
        }

        fun readableTime(readableTime: String?) = readableTime(JsonField.ofNullable(readableTime))

        fun readableTime(readableTime: JsonField<String>) = apply {
            this.readableTime = readableTime
        }

        fun time(time: Long?) = time(JsonField.ofNullable(time))

        fun time(time: JsonField<Long>) = apply { this.time = time }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): CurrentTime = CurrentTime(readableTime, time, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("readableTime", "time")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): CurrentTime? {
            val o = json.asObject() ?: return null
            return CurrentTime(
                Decoders.field(o["readableTime"], Decoders.string),
                Decoders.field(o["time"], Decoders.long),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<CurrentTime> = { fromJson(it) }
    }
}
