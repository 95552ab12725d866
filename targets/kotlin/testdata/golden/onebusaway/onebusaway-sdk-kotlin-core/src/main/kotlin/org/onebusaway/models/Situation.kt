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

class Situation
private constructor(
    private val id: JsonField<String>,
    private val creationTime: JsonField<Long>,
    private val reason: JsonField<String>,
    private val summary: JsonField<SituationSummary>,
    private val description: JsonField<SituationDescription>,
    private val url: JsonField<SituationUrl>,
    private val activeWindows: JsonField<List<SituationActiveWindows>>,
    private val allAffects: JsonField<List<SituationAllAffects>>,
    private val consequences: JsonField<List<SituationConsequences>>,
    private val publicationWindows: JsonField<List<TimeWindow>>,
    private val severity: JsonField<String>,
    private val consequenceMessage: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // Unique identifier for the situation.
    fun id(): String = id.getRequired("id")

    fun _id(): JsonField<String> = id

    // Unix timestamp of when this situation was created.
    fun creationTime(): Long = creationTime.getRequired("creationTime")

    fun _creationTime(): JsonField<Long> = creationTime

    // Reason for the service alert, taken from TPEG codes.
    fun reason(): String? = reason.getNullable("reason")

    fun _reason(): JsonField<String> = reason

    fun summary(): SituationSummary? = summary.getNullable("summary")

    fun _summary(): JsonField<SituationSummary> = summary

    fun description(): SituationDescription? = description.getNullable("description")

    fun _description(): JsonField<SituationDescription> = description

    fun url(): SituationUrl? = url.getNullable("url")

    fun _url(): JsonField<SituationUrl> = url

    fun activeWindows(): List<SituationActiveWindows>? = activeWindows.getNullable("activeWindows")

    fun _activeWindows(): JsonField<List<SituationActiveWindows>> = activeWindows

    fun allAffects(): List<SituationAllAffects>? = allAffects.getNullable("allAffects")

    fun _allAffects(): JsonField<List<SituationAllAffects>> = allAffects

    fun consequences(): List<SituationConsequences>? = consequences.getNullable("consequences")

    fun _consequences(): JsonField<List<SituationConsequences>> = consequences

    fun publicationWindows(): List<TimeWindow>? =
        publicationWindows.getNullable("publicationWindows")

    fun _publicationWindows(): JsonField<List<TimeWindow>> = publicationWindows

    // Severity of the situation.
    fun severity(): String? = severity.getNullable("severity")

    fun _severity(): JsonField<String> = severity

    // Message regarding the consequence of the situation.
    fun consequenceMessage(): String? = consequenceMessage.getNullable("consequenceMessage")

    fun _consequenceMessage(): JsonField<String> = consequenceMessage

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Situation = apply {
        id()
        creationTime()
        reason()
        summary()?.let { v -> v.validate() }
        description()?.let { v -> v.validate() }
        url()?.let { v -> v.validate() }
        activeWindows()?.let { v -> v.forEach { e1 -> e1.validate() } }
        allAffects()?.let { v -> v.forEach { e1 -> e1.validate() } }
        consequences()?.let { v -> v.forEach { e1 -> e1.validate() } }
        publicationWindows()?.let { v -> v.forEach { e1 -> e1.validate() } }
        severity()
        consequenceMessage()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "id" to id,
                "creationTime" to creationTime,
                "reason" to reason,
                "summary" to summary,
                "description" to description,
                "url" to url,
                "activeWindows" to activeWindows,
                "allAffects" to allAffects,
                "consequences" to consequences,
                "publicationWindows" to publicationWindows,
                "severity" to severity,
                "consequenceMessage" to consequenceMessage,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Situation)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Situation" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var creationTime: JsonField<Long> = JsonMissing
        private var reason: JsonField<String> = JsonMissing
        private var summary: JsonField<SituationSummary> = JsonMissing
        private var description: JsonField<SituationDescription> = JsonMissing
        private var url: JsonField<SituationUrl> = JsonMissing
        private var activeWindows: JsonField<List<SituationActiveWindows>> = JsonMissing
        private var allAffects: JsonField<List<SituationAllAffects>> = JsonMissing
        private var consequences: JsonField<List<SituationConsequences>> = JsonMissing
        private var publicationWindows: JsonField<List<TimeWindow>> = JsonMissing
        private var severity: JsonField<String> = JsonMissing
        private var consequenceMessage: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Situation) = apply {
            id = model.id
            creationTime = model.creationTime
            reason = model.reason
            summary = model.summary
            description = model.description
            url = model.url
            activeWindows = model.activeWindows
            allAffects = model.allAffects
            consequences = model.consequences
            publicationWindows = model.publicationWindows
            severity = model.severity
            consequenceMessage = model.consequenceMessage
            additionalProperties.putAll(model.additionalProperties)
        }

        // Unique identifier for the situation.
        fun id(id: String) = id(JsonField.of(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        // Unix timestamp of when this situation was created.
        fun creationTime(creationTime: Long) = creationTime(JsonField.of(creationTime))

        fun creationTime(creationTime: JsonField<Long>) = apply { this.creationTime = creationTime }

        // Reason for the service alert, taken from TPEG codes.
        fun reason(reason: String?) = reason(JsonField.ofNullable(reason))

        fun reason(reason: JsonField<String>) = apply { this.reason = reason }

        fun summary(summary: SituationSummary?) = summary(JsonField.ofNullable(summary))

        fun summary(summary: JsonField<SituationSummary>) = apply { this.summary = summary }

        fun description(description: SituationDescription?) =
            description(JsonField.ofNullable(description))

        fun description(description: JsonField<SituationDescription>) = apply {
            this.description = description
        }

        fun url(url: SituationUrl?) = url(JsonField.ofNullable(url))

        fun url(url: JsonField<SituationUrl>) = apply { this.url = url }

        fun activeWindows(activeWindows: List<SituationActiveWindows>?) =
            activeWindows(JsonField.ofNullable(activeWindows))

        fun activeWindows(activeWindows: JsonField<List<SituationActiveWindows>>) = apply {
            this.activeWindows = activeWindows
        }

        fun allAffects(allAffects: List<SituationAllAffects>?) =
            allAffects(JsonField.ofNullable(allAffects))

        fun allAffects(allAffects: JsonField<List<SituationAllAffects>>) = apply {
            this.allAffects = allAffects
        }

        fun consequences(consequences: List<SituationConsequences>?) =
            consequences(JsonField.ofNullable(consequences))

        fun consequences(consequences: JsonField<List<SituationConsequences>>) = apply {
            this.consequences = consequences
        }

        fun publicationWindows(publicationWindows: List<TimeWindow>?) =
            publicationWindows(JsonField.ofNullable(publicationWindows))

        fun publicationWindows(publicationWindows: JsonField<List<TimeWindow>>) = apply {
            this.publicationWindows = publicationWindows
        }

        // Severity of the situation.
        fun severity(severity: String?) = severity(JsonField.ofNullable(severity))

        fun severity(severity: JsonField<String>) = apply { this.severity = severity }

        // Message regarding the consequence of the situation.
        fun consequenceMessage(consequenceMessage: String?) =
            consequenceMessage(JsonField.ofNullable(consequenceMessage))

        fun consequenceMessage(consequenceMessage: JsonField<String>) = apply {
            this.consequenceMessage = consequenceMessage
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Situation =
            Situation(
                checkRequired("id", id),
                checkRequired("creationTime", creationTime),
                reason,
                summary,
                description,
                url,
                activeWindows,
                allAffects,
                consequences,
                publicationWindows,
                severity,
                consequenceMessage,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf(
                "id",
                "creationTime",
                "reason",
                "summary",
                "description",
                "url",
                "activeWindows",
                "allAffects",
                "consequences",
                "publicationWindows",
                "severity",
                "consequenceMessage",
            )

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Situation? {
            val o = json.asObject() ?: return null
            return Situation(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["creationTime"], Decoders.long),
                Decoders.field(o["reason"], Decoders.string),
                Decoders.field(o["summary"], SituationSummary.decoder),
                Decoders.field(o["description"], SituationDescription.decoder),
                Decoders.field(o["url"], SituationUrl.decoder),
                Decoders.field(o["activeWindows"], Decoders.list(SituationActiveWindows.decoder)),
                Decoders.field(o["allAffects"], Decoders.list(SituationAllAffects.decoder)),
                Decoders.field(o["consequences"], Decoders.list(SituationConsequences.decoder)),
                Decoders.field(o["publicationWindows"], Decoders.list(TimeWindow.decoder)),
                Decoders.field(o["severity"], Decoders.string),
                Decoders.field(o["consequenceMessage"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Situation> = { fromJson(it) }
    }
}
