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

class BlockStopTime
private constructor(
    private val blockSequence: JsonField<Long>,
    private val distanceAlongBlock: JsonField<Double>,
    private val accumulatedSlackTime: JsonField<Double>,
    private val stopTime: JsonField<BlockStopTimeStopTime>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun blockSequence(): Long = blockSequence.getRequired("blockSequence")

    fun _blockSequence(): JsonField<Long> = blockSequence

    fun distanceAlongBlock(): Double = distanceAlongBlock.getRequired("distanceAlongBlock")

    fun _distanceAlongBlock(): JsonField<Double> = distanceAlongBlock

    fun accumulatedSlackTime(): Double = accumulatedSlackTime.getRequired("accumulatedSlackTime")

    fun _accumulatedSlackTime(): JsonField<Double> = accumulatedSlackTime

    fun stopTime(): BlockStopTimeStopTime = stopTime.getRequired("stopTime")

    fun _stopTime(): JsonField<BlockStopTimeStopTime> = stopTime

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): BlockStopTime = apply {
        blockSequence()
        distanceAlongBlock()
        accumulatedSlackTime()
        stopTime().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "blockSequence" to blockSequence,
                "distanceAlongBlock" to distanceAlongBlock,
                "accumulatedSlackTime" to accumulatedSlackTime,
                "stopTime" to stopTime,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? BlockStopTime)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "BlockStopTime" + toJson()

    class Builder internal constructor() {
        private var blockSequence: JsonField<Long> = JsonMissing
        private var distanceAlongBlock: JsonField<Double> = JsonMissing
        private var accumulatedSlackTime: JsonField<Double> = JsonMissing
        private var stopTime: JsonField<BlockStopTimeStopTime> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: BlockStopTime) = apply {
            blockSequence = model.blockSequence
            distanceAlongBlock = model.distanceAlongBlock
            accumulatedSlackTime = model.accumulatedSlackTime
            stopTime = model.stopTime
            additionalProperties.putAll(model.additionalProperties)
        }

        fun blockSequence(blockSequence: Long) = blockSequence(JsonField.of(blockSequence))

        fun blockSequence(blockSequence: JsonField<Long>) = apply {
            this.blockSequence = blockSequence
        }

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

        fun stopTime(stopTime: BlockStopTimeStopTime) = stopTime(JsonField.of(stopTime))

        fun stopTime(stopTime: JsonField<BlockStopTimeStopTime>) = apply {
            this.stopTime = stopTime
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): BlockStopTime =
            BlockStopTime(
                checkRequired("blockSequence", blockSequence),
                checkRequired("distanceAlongBlock", distanceAlongBlock),
                checkRequired("accumulatedSlackTime", accumulatedSlackTime),
                checkRequired("stopTime", stopTime),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("blockSequence", "distanceAlongBlock", "accumulatedSlackTime", "stopTime")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): BlockStopTime? {
            val o = json.asObject() ?: return null
            return BlockStopTime(
                Decoders.field(o["blockSequence"], Decoders.long),
                Decoders.field(o["distanceAlongBlock"], Decoders.double),
                Decoders.field(o["accumulatedSlackTime"], Decoders.double),
                Decoders.field(o["stopTime"], BlockStopTimeStopTime.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<BlockStopTime> = { fromJson(it) }
    }
}
