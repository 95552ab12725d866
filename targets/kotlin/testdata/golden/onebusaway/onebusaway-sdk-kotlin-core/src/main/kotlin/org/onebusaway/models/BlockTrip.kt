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

class BlockTrip
private constructor(
    private val tripId: JsonField<String>,
    private val distanceAlongBlock: JsonField<Double>,
    private val accumulatedSlackTime: JsonField<Double>,
    private val blockStopTimes: JsonField<List<BlockStopTime>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun tripId(): String = tripId.getRequired("tripId")

    fun _tripId(): JsonField<String> = tripId

    fun distanceAlongBlock(): Double = distanceAlongBlock.getRequired("distanceAlongBlock")

    fun _distanceAlongBlock(): JsonField<Double> = distanceAlongBlock

    fun accumulatedSlackTime(): Double = accumulatedSlackTime.getRequired("accumulatedSlackTime")

    fun _accumulatedSlackTime(): JsonField<Double> = accumulatedSlackTime

    fun blockStopTimes(): List<BlockStopTime> = blockStopTimes.getRequired("blockStopTimes")

    fun _blockStopTimes(): JsonField<List<BlockStopTime>> = blockStopTimes

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): BlockTrip = apply {
        tripId()
        distanceAlongBlock()
        accumulatedSlackTime()
        blockStopTimes().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "tripId" to tripId,
                "distanceAlongBlock" to distanceAlongBlock,
                "accumulatedSlackTime" to accumulatedSlackTime,
                "blockStopTimes" to blockStopTimes,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? BlockTrip)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "BlockTrip" + toJson()

    class Builder internal constructor() {
        private var tripId: JsonField<String> = JsonMissing
        private var distanceAlongBlock: JsonField<Double> = JsonMissing
        private var accumulatedSlackTime: JsonField<Double> = JsonMissing
        private var blockStopTimes: JsonField<List<BlockStopTime>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: BlockTrip) = apply {
            tripId = model.tripId
            distanceAlongBlock = model.distanceAlongBlock
            accumulatedSlackTime = model.accumulatedSlackTime
            blockStopTimes = model.blockStopTimes
            additionalProperties.putAll(model.additionalProperties)
        }

        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        fun distanceAlongBlock(distanceAlongBlock: Double) =
            distanceAlongBlock(JsonField.of(distanceAlongBlock))

        fun distanceAlongBlock(distanceAlongBlock: JsonField<Double>) = apply {
            this.distanceAlongBlock = distanceAlongBlock
        }

        fun accumulatedSlackTime(accumulatedSlackTime: Double) =
            accumulatedSlackTime(JsonField.of(accumulatedSlackTime))

        fun accumulatedSlackTime(accumulatedSlackTime: JsonField<Double>) = apply {
            this.accumulatedSlackTime = accumulatedSlackTime
        }

        fun blockStopTimes(blockStopTimes: List<BlockStopTime>) =
            blockStopTimes(JsonField.of(blockStopTimes))

        fun blockStopTimes(blockStopTimes: JsonField<List<BlockStopTime>>) = apply {
            this.blockStopTimes = blockStopTimes
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): BlockTrip =
            BlockTrip(
                checkRequired("tripId", tripId),
                checkRequired("distanceAlongBlock", distanceAlongBlock),
                checkRequired("accumulatedSlackTime", accumulatedSlackTime),
                checkRequired("blockStopTimes", blockStopTimes),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("tripId", "distanceAlongBlock", "accumulatedSlackTime", "blockStopTimes")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): BlockTrip? {
            val o = json.asObject() ?: return null
            return BlockTrip(
                Decoders.field(o["tripId"], Decoders.string),
                Decoders.field(o["distanceAlongBlock"], Decoders.double),
                Decoders.field(o["accumulatedSlackTime"], Decoders.double),
                Decoders.field(o["blockStopTimes"], Decoders.list(BlockStopTime.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<BlockTrip> = { fromJson(it) }
    }
}
