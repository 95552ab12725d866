// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired

class BlockStopTimeStopTime
private constructor(
    private val stopId: JsonField<String>,
    private val arrivalTime: JsonField<Long>,
    private val departureTime: JsonField<Long>,
    private val pickupType: JsonField<Long>,
    private val dropOffType: JsonField<Long>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun stopId(): String = stopId.getRequired("stopId")

    fun _stopId(): JsonField<String> = stopId

    fun arrivalTime(): Long = arrivalTime.getRequired("arrivalTime")

    fun _arrivalTime(): JsonField<Long> = arrivalTime

    fun departureTime(): Long = departureTime.getRequired("departureTime")

    fun _departureTime(): JsonField<Long> = departureTime

    fun pickupType(): Long? = pickupType.getNullable("pickupType")

    fun _pickupType(): JsonField<Long> = pickupType

    fun dropOffType(): Long? = dropOffType.getNullable("dropOffType")

    fun _dropOffType(): JsonField<Long> = dropOffType

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): BlockStopTimeStopTime = apply {
        stopId()
        arrivalTime()
        departureTime()
        pickupType()
        dropOffType()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "stopId" to stopId,
                "arrivalTime" to arrivalTime,
                "departureTime" to departureTime,
                "pickupType" to pickupType,
                "dropOffType" to dropOffType,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? BlockStopTimeStopTime)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "BlockStopTimeStopTime" + toJson()

    class Builder internal constructor() {
        private var stopId: JsonField<String> = JsonMissing
        private var arrivalTime: JsonField<Long> = JsonMissing
        private var departureTime: JsonField<Long> = JsonMissing
        private var pickupType: JsonField<Long> = JsonMissing
        private var dropOffType: JsonField<Long> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: BlockStopTimeStopTime) = apply {
            stopId = model.stopId
            arrivalTime = model.arrivalTime
            departureTime = model.departureTime
            pickupType = model.pickupType
            dropOffType = model.dropOffType
            additionalProperties.putAll(model.additionalProperties)
        }

        fun stopId(stopId: String) = stopId(JsonField.of(stopId))

        fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

        fun arrivalTime(arrivalTime: Long) = arrivalTime(JsonField.of(arrivalTime))

        fun arrivalTime(arrivalTime: JsonField<Long>) = apply { this.arrivalTime = arrivalTime }

        fun departureTime(departureTime: Long) = departureTime(JsonField.of(departureTime))

        fun departureTime(departureTime: JsonField<Long>) = apply {
            this.departureTime = departureTime
        }

        fun pickupType(pickupType: Long?) = pickupType(JsonField.ofNullable(pickupType))

        fun pickupType(pickupType: JsonField<Long>) = apply { this.pickupType = pickupType }

        fun dropOffType(dropOffType: Long?) = dropOffType(JsonField.ofNullable(dropOffType))

        fun dropOffType(dropOffType: JsonField<Long>) = apply { this.dropOffType = dropOffType }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): BlockStopTimeStopTime =
            BlockStopTimeStopTime(
                checkRequired("stopId", stopId),
                checkRequired("arrivalTime", arrivalTime),
                checkRequired("departureTime", departureTime),
                pickupType,
                dropOffType,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("stopId", "arrivalTime", "departureTime", "pickupType", "dropOffType")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): BlockStopTimeStopTime? {
            val o = json.asObject() ?: return null
            return BlockStopTimeStopTime(
                Decoders.field(o["stopId"], Decoders.string),
                Decoders.field(o["arrivalTime"], Decoders.long),
                Decoders.field(o["departureTime"], Decoders.long),
                Decoders.field(o["pickupType"], Decoders.long),
                Decoders.field(o["dropOffType"], Decoders.long),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<BlockStopTimeStopTime> = { fromJson(it) }
    }
}
