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

class References
private constructor(
    private val agencies: JsonField<List<Agency>>,
    private val routes: JsonField<List<Route>>,
    private val situations: JsonField<List<Situation>>,
    private val stopTimes: JsonField<List<StopTime>>,
    private val stops: JsonField<List<Stop>>,
    private val trips: JsonField<List<Trip>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun agencies(): List<Agency> = agencies.getRequired("agencies")

    fun _agencies(): JsonField<List<Agency>> = agencies

    fun routes(): List<Route> = routes.getRequired("routes")

    fun _routes(): JsonField<List<Route>> = routes

    fun situations(): List<Situation> = situations.getRequired("situations")

    fun _situations(): JsonField<List<Situation>> = situations

    fun stopTimes(): List<StopTime> = stopTimes.getRequired("stopTimes")

    fun _stopTimes(): JsonField<List<StopTime>> = stopTimes

    fun stops(): List<Stop> = stops.getRequired("stops")

    fun _stops(): JsonField<List<Stop>> = stops

    fun trips(): List<Trip> = trips.getRequired("trips")

    fun _trips(): JsonField<List<Trip>> = trips

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): References = apply {
        agencies().forEach { e1 -> e1.validate() }
        routes().forEach { e1 -> e1.validate() }
        situations().forEach { e1 -> e1.validate() }
        stopTimes().forEach { e1 -> e1.validate() }
        stops().forEach { e1 -> e1.validate() }
        trips().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "agencies" to agencies,
                "routes" to routes,
                "situations" to situations,
                "stopTimes" to stopTimes,
                "stops" to stops,
                "trips" to trips,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? References)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "References" + toJson()

    class Builder internal constructor() {
        private var agencies: JsonField<List<Agency>> = JsonMissing
        private var routes: JsonField<List<Route>> = JsonMissing
        private var situations: JsonField<List<Situation>> = JsonMissing
        private var stopTimes: JsonField<List<StopTime>> = JsonMissing
        private var stops: JsonField<List<Stop>> = JsonMissing
        private var trips: JsonField<List<Trip>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: References) = apply {
            agencies = model.agencies
            routes = model.routes
            situations = model.situations
            stopTimes = model.stopTimes
            stops = model.stops
            trips = model.trips
            additionalProperties.putAll(model.additionalProperties)
        }

        fun agencies(agencies: List<Agency>) = agencies(JsonField.of(agencies))

        fun agencies(agencies: JsonField<List<Agency>>) = apply { this.agencies = agencies }

        fun addAgency(agency: Agency) = apply {
            agencies = JsonField.of((agencies.asKnown() ?: emptyList()).plusElement(agency))
        }

        fun routes(routes: List<Route>) = routes(JsonField.of(routes))

        fun routes(routes: JsonField<List<Route>>) = apply { this.routes = routes }

        fun addRoute(route: Route) = apply {
            routes = JsonField.of((routes.asKnown() ?: emptyList()).plusElement(route))
        }

        fun situations(situations: List<Situation>) = situations(JsonField.of(situations))

        fun situations(situations: JsonField<List<Situation>>) = apply {
            this.situations = situations
        }

        fun addSituation(situation: Situation) = apply {
            situations = JsonField.of((situations.asKnown() ?: emptyList()).plusElement(situation))
        }

        fun stopTimes(stopTimes: List<StopTime>) = stopTimes(JsonField.of(stopTimes))

        fun stopTimes(stopTimes: JsonField<List<StopTime>>) = apply { this.stopTimes = stopTimes }

        fun addStopTime(stopTime: StopTime) = apply {
            stopTimes = JsonField.of((stopTimes.asKnown() ?: emptyList()).plusElement(stopTime))
        }

        fun stops(stops: List<Stop>) = stops(JsonField.of(stops))

        fun stops(stops: JsonField<List<Stop>>) = apply { this.stops = stops }

        fun addStop(stop: Stop) = apply {
            stops = JsonField.of((stops.asKnown() ?: emptyList()).plusElement(stop))
        }

        fun trips(trips: List<Trip>) = trips(JsonField.of(trips))

        fun trips(trips: JsonField<List<Trip>>) = apply { this.trips = trips }

        fun addTrip(trip: Trip) = apply {
            trips = JsonField.of((trips.asKnown() ?: emptyList()).plusElement(trip))
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): References =
            References(
                checkRequired("agencies", agencies),
                checkRequired("routes", routes),
                checkRequired("situations", situations),
                checkRequired("stopTimes", stopTimes),
                checkRequired("stops", stops),
                checkRequired("trips", trips),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("agencies", "routes", "situations", "stopTimes", "stops", "trips")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): References? {
            val o = json.asObject() ?: return null
            return References(
                Decoders.field(o["agencies"], Decoders.list(Agency.decoder)),
                Decoders.field(o["routes"], Decoders.list(Route.decoder)),
                Decoders.field(o["situations"], Decoders.list(Situation.decoder)),
                Decoders.field(o["stopTimes"], Decoders.list(StopTime.decoder)),
                Decoders.field(o["stops"], Decoders.list(Stop.decoder)),
                Decoders.field(o["trips"], Decoders.list(Trip.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<References> = { fromJson(it) }
    }

    class Agency
    private constructor(
        private val disclaimer: JsonField<String>,
        private val email: JsonField<String>,
        private val fareUrl: JsonField<String>,
        private val id: JsonField<String>,
        private val lang: JsonField<String>,
        private val name: JsonField<String>,
        private val phone: JsonField<String>,
        private val privateService: JsonField<Boolean>,
        private val timezone: JsonField<String>,
        private val url: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun disclaimer(): String? = disclaimer.getNullable("disclaimer")

        fun _disclaimer(): JsonField<String> = disclaimer

        fun email(): String? = email.getNullable("email")

        fun _email(): JsonField<String> = email

        fun fareUrl(): String? = fareUrl.getNullable("fareUrl")

        fun _fareUrl(): JsonField<String> = fareUrl

        fun id(): String = id.getRequired("id")

        fun _id(): JsonField<String> = id

        fun lang(): String? = lang.getNullable("lang")

        fun _lang(): JsonField<String> = lang

        fun name(): String = name.getRequired("name")

        fun _name(): JsonField<String> = name

        fun phone(): String? = phone.getNullable("phone")

        fun _phone(): JsonField<String> = phone

        fun privateService(): Boolean? = privateService.getNullable("privateService")

        fun _privateService(): JsonField<Boolean> = privateService

        fun timezone(): String = timezone.getRequired("timezone")

        fun _timezone(): JsonField<String> = timezone

        fun url(): String = url.getRequired("url")

        fun _url(): JsonField<String> = url

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Agency = apply {
            disclaimer()
            email()
            fareUrl()
            id()
            lang()
            name()
            phone()
            privateService()
            timezone()
            url()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf(
                    "disclaimer" to disclaimer,
                    "email" to email,
                    "fareUrl" to fareUrl,
                    "id" to id,
                    "lang" to lang,
                    "name" to name,
                    "phone" to phone,
                    "privateService" to privateService,
                    "timezone" to timezone,
                    "url" to url,
                ),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Agency)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Agency" + toJson()

        class Builder internal constructor() {
            private var disclaimer: JsonField<String> = JsonMissing
            private var email: JsonField<String> = JsonMissing
            private var fareUrl: JsonField<String> = JsonMissing
            private var id: JsonField<String> = JsonMissing
            private var lang: JsonField<String> = JsonMissing
            private var name: JsonField<String> = JsonMissing
            private var phone: JsonField<String> = JsonMissing
            private var privateService: JsonField<Boolean> = JsonMissing
            private var timezone: JsonField<String> = JsonMissing
            private var url: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Agency) = apply {
                disclaimer = model.disclaimer
                email = model.email
                fareUrl = model.fareUrl
                id = model.id
                lang = model.lang
                name = model.name
                phone = model.phone
                privateService = model.privateService
                timezone = model.timezone
                url = model.url
                additionalProperties.putAll(model.additionalProperties)
            }

            fun disclaimer(disclaimer: String?) = disclaimer(JsonField.ofNullable(disclaimer))

            fun disclaimer(disclaimer: JsonField<String>) = apply { this.disclaimer = disclaimer }

            fun email(email: String?) = email(JsonField.ofNullable(email))

            fun email(email: JsonField<String>) = apply { this.email = email }

            fun fareUrl(fareUrl: String?) = fareUrl(JsonField.ofNullable(fareUrl))

            fun fareUrl(fareUrl: JsonField<String>) = apply { this.fareUrl = fareUrl }

            fun id(id: String) = id(JsonField.of(id))

            fun id(id: JsonField<String>) = apply { this.id = id }

            fun lang(lang: String?) = lang(JsonField.ofNullable(lang))

            fun lang(lang: JsonField<String>) = apply { this.lang = lang }

            fun name(name: String) = name(JsonField.of(name))

            fun name(name: JsonField<String>) = apply { this.name = name }

            fun phone(phone: String?) = phone(JsonField.ofNullable(phone))

            fun phone(phone: JsonField<String>) = apply { this.phone = phone }

            fun privateService(privateService: Boolean?) =
                privateService(JsonField.ofNullable(privateService))

            fun privateService(privateService: JsonField<Boolean>) = apply {
                this.privateService = privateService
            }

            fun timezone(timezone: String) = timezone(JsonField.of(timezone))

            fun timezone(timezone: JsonField<String>) = apply { this.timezone = timezone }

            fun url(url: String) = url(JsonField.of(url))

            fun url(url: JsonField<String>) = apply { this.url = url }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Agency =
                Agency(
                    disclaimer,
                    email,
                    fareUrl,
                    checkRequired("id", id),
                    lang,
                    checkRequired("name", name),
                    phone,
                    privateService,
                    checkRequired("timezone", timezone),
                    checkRequired("url", url),
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN =
                setOf(
                    "disclaimer",
                    "email",
                    "fareUrl",
                    "id",
                    "lang",
                    "name",
                    "phone",
                    "privateService",
                    "timezone",
                    "url",
                )

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Agency? {
                val o = json.asObject() ?: return null
                return Agency(
                    Decoders.field(o["disclaimer"], Decoders.string),
                    Decoders.field(o["email"], Decoders.string),
                    Decoders.field(o["fareUrl"], Decoders.string),
                    Decoders.field(o["id"], Decoders.string),
                    Decoders.field(o["lang"], Decoders.string),
                    Decoders.field(o["name"], Decoders.string),
                    Decoders.field(o["phone"], Decoders.string),
                    Decoders.field(o["privateService"], Decoders.boolean),
                    Decoders.field(o["timezone"], Decoders.string),
                    Decoders.field(o["url"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Agency> = { fromJson(it) }
        }
    }

    class Route
    private constructor(
        private val agencyId: JsonField<String>,
        private val color: JsonField<String>,
        private val description: JsonField<String>,
        private val id: JsonField<String>,
        private val longName: JsonField<String>,
        private val nullSafeShortName: JsonField<String>,
        private val shortName: JsonField<String>,
        private val textColor: JsonField<String>,
        private val type: JsonField<Long>,
        private val url: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun agencyId(): String = agencyId.getRequired("agencyId")

        fun _agencyId(): JsonField<String> = agencyId

        fun color(): String? = color.getNullable("color")

        fun _color(): JsonField<String> = color

        fun description(): String? = description.getNullable("description")

        fun _description(): JsonField<String> = description

        fun id(): String = id.getRequired("id")

        fun _id(): JsonField<String> = id

        fun longName(): String? = longName.getNullable("longName")

        fun _longName(): JsonField<String> = longName

        fun nullSafeShortName(): String? = nullSafeShortName.getNullable("nullSafeShortName")

        fun _nullSafeShortName(): JsonField<String> = nullSafeShortName

        fun shortName(): String? = shortName.getNullable("shortName")

        fun _shortName(): JsonField<String> = shortName

        fun textColor(): String? = textColor.getNullable("textColor")

        fun _textColor(): JsonField<String> = textColor

        fun type(): Long = type.getRequired("type")

        fun _type(): JsonField<Long> = type

        fun url(): String? = url.getNullable("url")

        fun _url(): JsonField<String> = url

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Route = apply {
            agencyId()
            color()
            description()
            id()
            longName()
            nullSafeShortName()
            shortName()
            textColor()
            type()
            url()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf(
                    "agencyId" to agencyId,
                    "color" to color,
                    "description" to description,
                    "id" to id,
                    "longName" to longName,
                    "nullSafeShortName" to nullSafeShortName,
                    "shortName" to shortName,
                    "textColor" to textColor,
                    "type" to type,
                    "url" to url,
                ),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Route)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Route" + toJson()

        class Builder internal constructor() {
            private var agencyId: JsonField<String> = JsonMissing
            private var color: JsonField<String> = JsonMissing
            private var description: JsonField<String> = JsonMissing
            private var id: JsonField<String> = JsonMissing
            private var longName: JsonField<String> = JsonMissing
            private var nullSafeShortName: JsonField<String> = JsonMissing
            private var shortName: JsonField<String> = JsonMissing
            private var textColor: JsonField<String> = JsonMissing
            private var type: JsonField<Long> = JsonMissing
            private var url: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Route) = apply {
                agencyId = model.agencyId
                color = model.color
                description = model.description
                id = model.id
                longName = model.longName
                nullSafeShortName = model.nullSafeShortName
                shortName = model.shortName
                textColor = model.textColor
                type = model.type
                url = model.url
                additionalProperties.putAll(model.additionalProperties)
            }

            fun agencyId(agencyId: String) = agencyId(JsonField.of(agencyId))

            fun agencyId(agencyId: JsonField<String>) = apply { this.agencyId = agencyId }

            fun color(color: String?) = color(JsonField.ofNullable(color))

            fun color(color: JsonField<String>) = apply { this.color = color }

            fun description(description: String?) = description(JsonField.ofNullable(description))

            fun description(description: JsonField<String>) = apply {
                this.description = description
            }

            fun id(id: String) = id(JsonField.of(id))

            fun id(id: JsonField<String>) = apply { this.id = id }

            fun longName(longName: String?) = longName(JsonField.ofNullable(longName))

            fun longName(longName: JsonField<String>) = apply { this.longName = longName }

            fun nullSafeShortName(nullSafeShortName: String?) =
                nullSafeShortName(JsonField.ofNullable(nullSafeShortName))

            fun nullSafeShortName(nullSafeShortName: JsonField<String>) = apply {
                this.nullSafeShortName = nullSafeShortName
            }

            fun shortName(shortName: String?) = shortName(JsonField.ofNullable(shortName))

            fun shortName(shortName: JsonField<String>) = apply { this.shortName = shortName }

            fun textColor(textColor: String?) = textColor(JsonField.ofNullable(textColor))

            fun textColor(textColor: JsonField<String>) = apply { this.textColor = textColor }

            fun type(type: Long) = type(JsonField.of(type))

            fun type(type: JsonField<Long>) = apply { this.type = type }

            fun url(url: String?) = url(JsonField.ofNullable(url))

            fun url(url: JsonField<String>) = apply { this.url = url }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Route =
                Route(
                    checkRequired("agencyId", agencyId),
                    color,
                    description,
                    checkRequired("id", id),
                    longName,
                    nullSafeShortName,
                    shortName,
                    textColor,
                    checkRequired("type", type),
                    url,
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN =
                setOf(
                    "agencyId",
                    "color",
                    "description",
                    "id",
                    "longName",
                    "nullSafeShortName",
                    "shortName",
                    "textColor",
                    "type",
                    "url",
                )

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Route? {
                val o = json.asObject() ?: return null
                return Route(
                    Decoders.field(o["agencyId"], Decoders.string),
                    Decoders.field(o["color"], Decoders.string),
                    Decoders.field(o["description"], Decoders.string),
                    Decoders.field(o["id"], Decoders.string),
                    Decoders.field(o["longName"], Decoders.string),
                    Decoders.field(o["nullSafeShortName"], Decoders.string),
                    Decoders.field(o["shortName"], Decoders.string),
                    Decoders.field(o["textColor"], Decoders.string),
                    Decoders.field(o["type"], Decoders.long),
                    Decoders.field(o["url"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Route> = { fromJson(it) }
        }
    }

    class Situation
    private constructor(
        private val id: JsonField<String>,
        private val creationTime: JsonField<Long>,
        private val reason: JsonField<String>,
        private val summary: JsonField<Summary>,
        private val description: JsonField<Description>,
        private val url: JsonField<Url>,
        private val activeWindows: JsonField<List<ActiveWindow>>,
        private val allAffects: JsonField<List<AllAffect>>,
        private val consequences: JsonField<List<Consequence>>,
        private val publicationWindows: JsonField<List<PublicationWindow>>,
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

        fun summary(): Summary? = summary.getNullable("summary")

        fun _summary(): JsonField<Summary> = summary

        fun description(): Description? = description.getNullable("description")

        fun _description(): JsonField<Description> = description

        fun url(): Url? = url.getNullable("url")

        fun _url(): JsonField<Url> = url

        fun activeWindows(): List<ActiveWindow>? = activeWindows.getNullable("activeWindows")

        fun _activeWindows(): JsonField<List<ActiveWindow>> = activeWindows

        fun allAffects(): List<AllAffect>? = allAffects.getNullable("allAffects")

        fun _allAffects(): JsonField<List<AllAffect>> = allAffects

        fun consequences(): List<Consequence>? = consequences.getNullable("consequences")

        fun _consequences(): JsonField<List<Consequence>> = consequences

        fun publicationWindows(): List<PublicationWindow>? =
            publicationWindows.getNullable("publicationWindows")

        fun _publicationWindows(): JsonField<List<PublicationWindow>> = publicationWindows

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
            private var summary: JsonField<Summary> = JsonMissing
            private var description: JsonField<Description> = JsonMissing
            private var url: JsonField<Url> = JsonMissing
            private var activeWindows: JsonField<List<ActiveWindow>> = JsonMissing
            private var allAffects: JsonField<List<AllAffect>> = JsonMissing
            private var consequences: JsonField<List<Consequence>> = JsonMissing
            private var publicationWindows: JsonField<List<PublicationWindow>> = JsonMissing
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

            fun creationTime(creationTime: JsonField<Long>) = apply {
                this.creationTime = creationTime
            }

            // Reason for the service alert, taken from TPEG codes.
            fun reason(reason: String?) = reason(JsonField.ofNullable(reason))

            fun reason(reason: JsonField<String>) = apply { this.reason = reason }

            fun summary(summary: Summary?) = summary(JsonField.ofNullable(summary))

            fun summary(summary: JsonField<Summary>) = apply { this.summary = summary }

            fun description(description: Description?) =
                description(JsonField.ofNullable(description))

            fun description(description: JsonField<Description>) = apply {
                this.description = description
            }

            fun url(url: Url?) = url(JsonField.ofNullable(url))

            fun url(url: JsonField<Url>) = apply { this.url = url }

            fun activeWindows(activeWindows: List<ActiveWindow>?) =
                activeWindows(JsonField.ofNullable(activeWindows))

            fun activeWindows(activeWindows: JsonField<List<ActiveWindow>>) = apply {
                this.activeWindows = activeWindows
            }

            fun addActiveWindow(activeWindow: ActiveWindow) = apply {
                activeWindows =
                    JsonField.of((activeWindows.asKnown() ?: emptyList()).plusElement(activeWindow))
            }

            fun allAffects(allAffects: List<AllAffect>?) =
                allAffects(JsonField.ofNullable(allAffects))

            fun allAffects(allAffects: JsonField<List<AllAffect>>) = apply {
                this.allAffects = allAffects
            }

            fun addAllAffect(allAffect: AllAffect) = apply {
                allAffects =
                    JsonField.of((allAffects.asKnown() ?: emptyList()).plusElement(allAffect))
            }

            fun consequences(consequences: List<Consequence>?) =
                consequences(JsonField.ofNullable(consequences))

            fun consequences(consequences: JsonField<List<Consequence>>) = apply {
                this.consequences = consequences
            }

            fun addConsequence(consequence: Consequence) = apply {
                consequences =
                    JsonField.of((consequences.asKnown() ?: emptyList()).plusElement(consequence))
            }

            fun publicationWindows(publicationWindows: List<PublicationWindow>?) =
                publicationWindows(JsonField.ofNullable(publicationWindows))

            fun publicationWindows(publicationWindows: JsonField<List<PublicationWindow>>) = apply {
                this.publicationWindows = publicationWindows
            }

            fun addPublicationWindow(publicationWindow: PublicationWindow) = apply {
                publicationWindows =
                    JsonField.of(
                        (publicationWindows.asKnown() ?: emptyList()).plusElement(publicationWindow)
                    )
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
                    Decoders.field(o["summary"], Summary.decoder),
                    Decoders.field(o["description"], Description.decoder),
                    Decoders.field(o["url"], Url.decoder),
                    Decoders.field(o["activeWindows"], Decoders.list(ActiveWindow.decoder)),
                    Decoders.field(o["allAffects"], Decoders.list(AllAffect.decoder)),
                    Decoders.field(o["consequences"], Decoders.list(Consequence.decoder)),
                    Decoders.field(
                        o["publicationWindows"],
                        Decoders.list(PublicationWindow.decoder),
                    ),
                    Decoders.field(o["severity"], Decoders.string),
                    Decoders.field(o["consequenceMessage"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Situation> = { fromJson(it) }
        }

        class Summary
        private constructor(
            private val lang: JsonField<String>,
            private val value: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            // Language of the summary.
            fun lang(): String? = lang.getNullable("lang")

            fun _lang(): JsonField<String> = lang

            // Short summary of the situation.
            fun value(): String? = value.getNullable("value")

            fun _value(): JsonField<String> = value

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Summary = apply {
                lang()
                value()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(listOf("lang" to lang, "value" to value), additionalProperties)

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Summary)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Summary" + toJson()

            class Builder internal constructor() {
                private var lang: JsonField<String> = JsonMissing
                private var value: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Summary) = apply {
                    lang = model.lang
                    value = model.value
                    additionalProperties.putAll(model.additionalProperties)
                }

                // Language of the summary.
                fun lang(lang: String?) = lang(JsonField.ofNullable(lang))

                fun lang(lang: JsonField<String>) = apply { this.lang = lang }

                // Short summary of the situation.
                fun value(value: String?) = value(JsonField.ofNullable(value))

                fun value(value: JsonField<String>) = apply { this.value = value }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Summary = Summary(lang, value, additionalProperties.toMap())
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("lang", "value")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Summary? {
                    val o = json.asObject() ?: return null
                    return Summary(
                        Decoders.field(o["lang"], Decoders.string),
                        Decoders.field(o["value"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Summary> = { fromJson(it) }
            }
        }

        class Description
        private constructor(
            private val lang: JsonField<String>,
            private val value: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            // Language of the description.
            fun lang(): String? = lang.getNullable("lang")

            fun _lang(): JsonField<String> = lang

            // Longer description of the situation.
            fun value(): String? = value.getNullable("value")

            fun _value(): JsonField<String> = value

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Description = apply {
                lang()
                value()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(listOf("lang" to lang, "value" to value), additionalProperties)

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean =
                (other as? Description)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Description" + toJson()

            class Builder internal constructor() {
                private var lang: JsonField<String> = JsonMissing
                private var value: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Description) = apply {
                    lang = model.lang
                    value = model.value
                    additionalProperties.putAll(model.additionalProperties)
                }

                // Language of the description.
                fun lang(lang: String?) = lang(JsonField.ofNullable(lang))

                fun lang(lang: JsonField<String>) = apply { this.lang = lang }

                // Longer description of the situation.
                fun value(value: String?) = value(JsonField.ofNullable(value))

                fun value(value: JsonField<String>) = apply { this.value = value }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Description = Description(lang, value, additionalProperties.toMap())
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("lang", "value")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Description? {
                    val o = json.asObject() ?: return null
                    return Description(
                        Decoders.field(o["lang"], Decoders.string),
                        Decoders.field(o["value"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Description> = { fromJson(it) }
            }
        }

        class Url
        private constructor(
            private val lang: JsonField<String>,
            private val value: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            // Language of the URL.
            fun lang(): String? = lang.getNullable("lang")

            fun _lang(): JsonField<String> = lang

            // URL for more information about the situation.
            fun value(): String? = value.getNullable("value")

            fun _value(): JsonField<String> = value

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Url = apply {
                lang()
                value()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(listOf("lang" to lang, "value" to value), additionalProperties)

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Url)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Url" + toJson()

            class Builder internal constructor() {
                private var lang: JsonField<String> = JsonMissing
                private var value: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Url) = apply {
                    lang = model.lang
                    value = model.value
                    additionalProperties.putAll(model.additionalProperties)
                }

                // Language of the URL.
                fun lang(lang: String?) = lang(JsonField.ofNullable(lang))

                fun lang(lang: JsonField<String>) = apply { this.lang = lang }

                // URL for more information about the situation.
                fun value(value: String?) = value(JsonField.ofNullable(value))

                fun value(value: JsonField<String>) = apply { this.value = value }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Url = Url(lang, value, additionalProperties.toMap())
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("lang", "value")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Url? {
                    val o = json.asObject() ?: return null
                    return Url(
                        Decoders.field(o["lang"], Decoders.string),
                        Decoders.field(o["value"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Url> = { fromJson(it) }
            }
        }

        class ActiveWindow
        private constructor(
            private val from: JsonField<Long>,
            private val to: JsonField<Long>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            // Start time of the active window as a Unix timestamp.
            fun from(): Long? = from.getNullable("from")

            fun _from(): JsonField<Long> = from

            // End time of the active window as a Unix timestamp.
            fun to(): Long? = to.getNullable("to")

            fun _to(): JsonField<Long> = to

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): ActiveWindow = apply {
                from()
                to()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(listOf("from" to from, "to" to to), additionalProperties)

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean =
                (other as? ActiveWindow)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "ActiveWindow" + toJson()

            class Builder internal constructor() {
                private var from: JsonField<Long> = JsonMissing
                private var to: JsonField<Long> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: ActiveWindow) = apply {
                    from = model.from
                    to = model.to
                    additionalProperties.putAll(model.additionalProperties)
                }

                // Start time of the active window as a Unix timestamp.
                fun from(from: Long?) = from(JsonField.ofNullable(from))

                fun from(from: JsonField<Long>) = apply { this.from = from }

                // End time of the active window as a Unix timestamp.
                fun to(to: Long?) = to(JsonField.ofNullable(to))

                fun to(to: JsonField<Long>) = apply { this.to = to }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): ActiveWindow = ActiveWindow(from, to, additionalProperties.toMap())
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("from", "to")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): ActiveWindow? {
                    val o = json.asObject() ?: return null
                    return ActiveWindow(
                        Decoders.field(o["from"], Decoders.long),
                        Decoders.field(o["to"], Decoders.long),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<ActiveWindow> = { fromJson(it) }
            }
        }

        class AllAffect
        private constructor(
            private val agencyId: JsonField<String>,
            private val applicationId: JsonField<String>,
            private val directionId: JsonField<String>,
            private val routeId: JsonField<String>,
            private val stopId: JsonField<String>,
            private val tripId: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            // Identifier for the agency.
            fun agencyId(): String? = agencyId.getNullable("agencyId")

            fun _agencyId(): JsonField<String> = agencyId

            // Identifier for the application.
            fun applicationId(): String? = applicationId.getNullable("applicationId")

            fun _applicationId(): JsonField<String> = applicationId

            // Identifier for the direction.
            fun directionId(): String? = directionId.getNullable("directionId")

            fun _directionId(): JsonField<String> = directionId

            // Identifier for the route.
            fun routeId(): String? = routeId.getNullable("routeId")

            fun _routeId(): JsonField<String> = routeId

            // Identifier for the stop.
            fun stopId(): String? = stopId.getNullable("stopId")

            fun _stopId(): JsonField<String> = stopId

            // Identifier for the trip.
            fun tripId(): String? = tripId.getNullable("tripId")

            fun _tripId(): JsonField<String> = tripId

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): AllAffect = apply {
                agencyId()
                applicationId()
                directionId()
                routeId()
                stopId()
                tripId()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf(
                        "agencyId" to agencyId,
                        "applicationId" to applicationId,
                        "directionId" to directionId,
                        "routeId" to routeId,
                        "stopId" to stopId,
                        "tripId" to tripId,
                    ),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? AllAffect)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "AllAffect" + toJson()

            class Builder internal constructor() {
                private var agencyId: JsonField<String> = JsonMissing
                private var applicationId: JsonField<String> = JsonMissing
                private var directionId: JsonField<String> = JsonMissing
                private var routeId: JsonField<String> = JsonMissing
                private var stopId: JsonField<String> = JsonMissing
                private var tripId: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: AllAffect) = apply {
                    agencyId = model.agencyId
                    applicationId = model.applicationId
                    directionId = model.directionId
                    routeId = model.routeId
                    stopId = model.stopId
                    tripId = model.tripId
                    additionalProperties.putAll(model.additionalProperties)
                }

                // Identifier for the agency.
                fun agencyId(agencyId: String?) = agencyId(JsonField.ofNullable(agencyId))

                fun agencyId(agencyId: JsonField<String>) = apply { this.agencyId = agencyId }

                // Identifier for the application.
                fun applicationId(applicationId: String?) =
                    applicationId(JsonField.ofNullable(applicationId))

                fun applicationId(applicationId: JsonField<String>) = apply {
                    this.applicationId = applicationId
                }

                // Identifier for the direction.
                fun directionId(directionId: String?) =
                    directionId(JsonField.ofNullable(directionId))

                fun directionId(directionId: JsonField<String>) = apply {
                    this.directionId = directionId
                }

                // Identifier for the route.
                fun routeId(routeId: String?) = routeId(JsonField.ofNullable(routeId))

                fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

                // Identifier for the stop.
                fun stopId(stopId: String?) = stopId(JsonField.ofNullable(stopId))

                fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

                // Identifier for the trip.
                fun tripId(tripId: String?) = tripId(JsonField.ofNullable(tripId))

                fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): AllAffect =
                    AllAffect(
                        agencyId,
                        applicationId,
                        directionId,
                        routeId,
                        stopId,
                        tripId,
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN =
                    setOf("agencyId", "applicationId", "directionId", "routeId", "stopId", "tripId")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): AllAffect? {
                    val o = json.asObject() ?: return null
                    return AllAffect(
                        Decoders.field(o["agencyId"], Decoders.string),
                        Decoders.field(o["applicationId"], Decoders.string),
                        Decoders.field(o["directionId"], Decoders.string),
                        Decoders.field(o["routeId"], Decoders.string),
                        Decoders.field(o["stopId"], Decoders.string),
                        Decoders.field(o["tripId"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<AllAffect> = { fromJson(it) }
            }
        }

        class Consequence
        private constructor(
            private val condition: JsonField<String>,
            private val conditionDetails: JsonField<ConditionDetails>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            // Condition of the consequence.
            fun condition(): String? = condition.getNullable("condition")

            fun _condition(): JsonField<String> = condition

            fun conditionDetails(): ConditionDetails? =
                conditionDetails.getNullable("conditionDetails")

            fun _conditionDetails(): JsonField<ConditionDetails> = conditionDetails

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Consequence = apply {
                condition()
                conditionDetails()?.let { v -> v.validate() }
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf("condition" to condition, "conditionDetails" to conditionDetails),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean =
                (other as? Consequence)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Consequence" + toJson()

            class Builder internal constructor() {
                private var condition: JsonField<String> = JsonMissing
                private var conditionDetails: JsonField<ConditionDetails> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Consequence) = apply {
                    condition = model.condition
                    conditionDetails = model.conditionDetails
                    additionalProperties.putAll(model.additionalProperties)
                }

                // Condition of the consequence.
                fun condition(condition: String?) = condition(JsonField.ofNullable(condition))

                fun condition(condition: JsonField<String>) = apply { this.condition = condition }

                fun conditionDetails(conditionDetails: ConditionDetails?) =
                    conditionDetails(JsonField.ofNullable(conditionDetails))

                fun conditionDetails(conditionDetails: JsonField<ConditionDetails>) = apply {
                    this.conditionDetails = conditionDetails
                }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Consequence =
                    Consequence(condition, conditionDetails, additionalProperties.toMap())
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("condition", "conditionDetails")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Consequence? {
                    val o = json.asObject() ?: return null
                    return Consequence(
                        Decoders.field(o["condition"], Decoders.string),
                        Decoders.field(o["conditionDetails"], ConditionDetails.decoder),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Consequence> = { fromJson(it) }
            }

            class ConditionDetails
            private constructor(
                private val diversionPath: JsonField<DiversionPath>,
                private val diversionStopIds: JsonField<List<String>>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun diversionPath(): DiversionPath? = diversionPath.getNullable("diversionPath")

                fun _diversionPath(): JsonField<DiversionPath> = diversionPath

                fun diversionStopIds(): List<String>? =
                    diversionStopIds.getNullable("diversionStopIds")

                fun _diversionStopIds(): JsonField<List<String>> = diversionStopIds

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): ConditionDetails = apply {
                    diversionPath()?.let { v -> v.validate() }
                    diversionStopIds()
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf(
                            "diversionPath" to diversionPath,
                            "diversionStopIds" to diversionStopIds,
                        ),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? ConditionDetails)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "ConditionDetails" + toJson()

                class Builder internal constructor() {
                    private var diversionPath: JsonField<DiversionPath> = JsonMissing
                    private var diversionStopIds: JsonField<List<String>> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: ConditionDetails) = apply {
                        diversionPath = model.diversionPath
                        diversionStopIds = model.diversionStopIds
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun diversionPath(diversionPath: DiversionPath?) =
                        diversionPath(JsonField.ofNullable(diversionPath))

                    fun diversionPath(diversionPath: JsonField<DiversionPath>) = apply {
                        this.diversionPath = diversionPath
                    }

                    fun diversionStopIds(diversionStopIds: List<String>?) =
                        diversionStopIds(JsonField.ofNullable(diversionStopIds))

                    fun diversionStopIds(diversionStopIds: JsonField<List<String>>) = apply {
                        this.diversionStopIds = diversionStopIds
                    }

                    fun addDiversionStopId(diversionStopId: String) = apply {
                        diversionStopIds =
                            JsonField.of(
                                (diversionStopIds.asKnown() ?: emptyList()).plusElement(
                                    diversionStopId
                                )
                            )
                    }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): ConditionDetails =
                        ConditionDetails(
                            diversionPath,
                            diversionStopIds,
                            additionalProperties.toMap(),
                        )
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN = setOf("diversionPath", "diversionStopIds")

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): ConditionDetails? {
                        val o = json.asObject() ?: return null
                        return ConditionDetails(
                            Decoders.field(o["diversionPath"], DiversionPath.decoder),
                            Decoders.field(o["diversionStopIds"], Decoders.list(Decoders.string)),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<ConditionDetails> = { fromJson(it) }
                }

                class DiversionPath
                private constructor(
                    private val length: JsonField<Long>,
                    private val levels: JsonField<String>,
                    private val points: JsonField<String>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    // Length of the diversion path.
                    fun length(): Long? = length.getNullable("length")

                    fun _length(): JsonField<Long> = length

                    // Levels of the diversion path.
                    fun levels(): String? = levels.getNullable("levels")

                    fun _levels(): JsonField<String> = levels

                    // Points of the diversion path.
                    fun points(): String? = points.getNullable("points")

                    fun _points(): JsonField<String> = points

                    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                    fun validate(): DiversionPath = apply {
                        length()
                        levels()
                        points()
                    }

                    override fun toJson(): JsonValue =
                        JsonObject.of(
                            listOf("length" to length, "levels" to levels, "points" to points),
                            additionalProperties,
                        )

                    fun toBuilder(): Builder = Builder().from(this)

                    override fun equals(other: Any?): Boolean =
                        (other as? DiversionPath)?.toJson() == toJson()

                    override fun hashCode(): Int = toJson().hashCode()

                    override fun toString(): String = "DiversionPath" + toJson()

                    class Builder internal constructor() {
                        private var length: JsonField<Long> = JsonMissing
                        private var levels: JsonField<String> = JsonMissing
                        private var points: JsonField<String> = JsonMissing
                        private val additionalProperties = LinkedHashMap<String, JsonValue>()

                        internal fun from(model: DiversionPath) = apply {
                            length = model.length
                            levels = model.levels
                            points = model.points
                            additionalProperties.putAll(model.additionalProperties)
                        }

                        // Length of the diversion path.
                        fun length(length: Long?) = length(JsonField.ofNullable(length))

                        fun length(length: JsonField<Long>) = apply { this.length = length }

                        // Levels of the diversion path.
                        fun levels(levels: String?) = levels(JsonField.ofNullable(levels))

                        fun levels(levels: JsonField<String>) = apply { this.levels = levels }

                        // Points of the diversion path.
                        fun points(points: String?) = points(JsonField.ofNullable(points))

                        fun points(points: JsonField<String>) = apply { this.points = points }

                        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                            additionalProperties[key] = value
                        }

                        fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                            apply {
                                this.additionalProperties.clear()
                                this.additionalProperties.putAll(additionalProperties)
                            }

                        fun build(): DiversionPath =
                            DiversionPath(length, levels, points, additionalProperties.toMap())
                    }

                    companion object {
                        fun builder(): Builder = Builder()

                        private val KNOWN = setOf("length", "levels", "points")

                        /** The model in [json], or null when it is not a JSON object. */
                        fun fromJson(json: JsonValue): DiversionPath? {
                            val o = json.asObject() ?: return null
                            return DiversionPath(
                                Decoders.field(o["length"], Decoders.long),
                                Decoders.field(o["levels"], Decoders.string),
                                Decoders.field(o["points"], Decoders.string),
                                o.filterKeys { it !in KNOWN },
                            )
                        }

                        val decoder: Decoder<DiversionPath> = { fromJson(it) }
                    }
                }
            }
        }

        class PublicationWindow
        private constructor(
            private val from: JsonField<Long>,
            private val to: JsonField<Long>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            // Start time of the time window as a Unix timestamp.
            fun from(): Long = from.getRequired("from")

            fun _from(): JsonField<Long> = from

            // End time of the time window as a Unix timestamp.
            fun to(): Long = to.getRequired("to")

            fun _to(): JsonField<Long> = to

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): PublicationWindow = apply {
                from()
                to()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(listOf("from" to from, "to" to to), additionalProperties)

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean =
                (other as? PublicationWindow)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "PublicationWindow" + toJson()

            class Builder internal constructor() {
                private var from: JsonField<Long> = JsonMissing
                private var to: JsonField<Long> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: PublicationWindow) = apply {
                    from = model.from
                    to = model.to
                    additionalProperties.putAll(model.additionalProperties)
                }

                // Start time of the time window as a Unix timestamp.
                fun from(from: Long) = from(JsonField.of(from))

                fun from(from: JsonField<Long>) = apply { this.from = from }

                // End time of the time window as a Unix timestamp.
                fun to(to: Long) = to(JsonField.of(to))

                fun to(to: JsonField<Long>) = apply { this.to = to }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): PublicationWindow =
                    PublicationWindow(
                        checkRequired("from", from),
                        checkRequired("to", to),
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("from", "to")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): PublicationWindow? {
                    val o = json.asObject() ?: return null
                    return PublicationWindow(
                        Decoders.field(o["from"], Decoders.long),
                        Decoders.field(o["to"], Decoders.long),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<PublicationWindow> = { fromJson(it) }
            }
        }
    }

    class StopTime
    private constructor(
        private val arrivalTime: JsonField<Long>,
        private val departureTime: JsonField<Long>,
        private val distanceAlongTrip: JsonField<Double>,
        private val historicalOccupancy: JsonField<String>,
        private val stopHeadsign: JsonField<String>,
        private val stopId: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun arrivalTime(): Long? = arrivalTime.getNullable("arrivalTime")

        fun _arrivalTime(): JsonField<Long> = arrivalTime

        fun departureTime(): Long? = departureTime.getNullable("departureTime")

        fun _departureTime(): JsonField<Long> = departureTime

        fun distanceAlongTrip(): Double? = distanceAlongTrip.getNullable("distanceAlongTrip")

        fun _distanceAlongTrip(): JsonField<Double> = distanceAlongTrip

        fun historicalOccupancy(): String? = historicalOccupancy.getNullable("historicalOccupancy")

        fun _historicalOccupancy(): JsonField<String> = historicalOccupancy

        fun stopHeadsign(): String? = stopHeadsign.getNullable("stopHeadsign")

        fun _stopHeadsign(): JsonField<String> = stopHeadsign

        fun stopId(): String? = stopId.getNullable("stopId")

        fun _stopId(): JsonField<String> = stopId

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): StopTime = apply {
            arrivalTime()
            departureTime()
            distanceAlongTrip()
            historicalOccupancy()
            stopHeadsign()
            stopId()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf(
                    "arrivalTime" to arrivalTime,
                    "departureTime" to departureTime,
                    "distanceAlongTrip" to distanceAlongTrip,
                    "historicalOccupancy" to historicalOccupancy,
                    "stopHeadsign" to stopHeadsign,
                    "stopId" to stopId,
                ),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? StopTime)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "StopTime" + toJson()

        class Builder internal constructor() {
            private var arrivalTime: JsonField<Long> = JsonMissing
            private var departureTime: JsonField<Long> = JsonMissing
            private var distanceAlongTrip: JsonField<Double> = JsonMissing
            private var historicalOccupancy: JsonField<String> = JsonMissing
            private var stopHeadsign: JsonField<String> = JsonMissing
            private var stopId: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: StopTime) = apply {
                arrivalTime = model.arrivalTime
                departureTime = model.departureTime
                distanceAlongTrip = model.distanceAlongTrip
                historicalOccupancy = model.historicalOccupancy
                stopHeadsign = model.stopHeadsign
                stopId = model.stopId
                additionalProperties.putAll(model.additionalProperties)
            }

            fun arrivalTime(arrivalTime: Long?) = arrivalTime(JsonField.ofNullable(arrivalTime))

            fun arrivalTime(arrivalTime: JsonField<Long>) = apply { this.arrivalTime = arrivalTime }

            fun departureTime(departureTime: Long?) =
                departureTime(JsonField.ofNullable(departureTime))

            fun departureTime(departureTime: JsonField<Long>) = apply {
                this.departureTime = departureTime
            }

            fun distanceAlongTrip(distanceAlongTrip: Double?) =
                distanceAlongTrip(JsonField.ofNullable(distanceAlongTrip))

            fun distanceAlongTrip(distanceAlongTrip: JsonField<Double>) = apply {
                this.distanceAlongTrip = distanceAlongTrip
            }

            fun historicalOccupancy(historicalOccupancy: String?) =
                historicalOccupancy(JsonField.ofNullable(historicalOccupancy))

            fun historicalOccupancy(historicalOccupancy: JsonField<String>) = apply {
                this.historicalOccupancy = historicalOccupancy
            }

            fun stopHeadsign(stopHeadsign: String?) =
                stopHeadsign(JsonField.ofNullable(stopHeadsign))

            fun stopHeadsign(stopHeadsign: JsonField<String>) = apply {
                this.stopHeadsign = stopHeadsign
            }

            fun stopId(stopId: String?) = stopId(JsonField.ofNullable(stopId))

            fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): StopTime =
                StopTime(
                    arrivalTime,
                    departureTime,
                    distanceAlongTrip,
                    historicalOccupancy,
                    stopHeadsign,
                    stopId,
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN =
                setOf(
                    "arrivalTime",
                    "departureTime",
                    "distanceAlongTrip",
                    "historicalOccupancy",
                    "stopHeadsign",
                    "stopId",
                )

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): StopTime? {
                val o = json.asObject() ?: return null
                return StopTime(
                    Decoders.field(o["arrivalTime"], Decoders.long),
                    Decoders.field(o["departureTime"], Decoders.long),
                    Decoders.field(o["distanceAlongTrip"], Decoders.double),
                    Decoders.field(o["historicalOccupancy"], Decoders.string),
                    Decoders.field(o["stopHeadsign"], Decoders.string),
                    Decoders.field(o["stopId"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<StopTime> = { fromJson(it) }
        }
    }

    class Stop
    private constructor(
        private val code: JsonField<String>,
        private val direction: JsonField<String>,
        private val id: JsonField<String>,
        private val lat: JsonField<Double>,
        private val locationType: JsonField<Long>,
        private val lon: JsonField<Double>,
        private val name: JsonField<String>,
        private val parent: JsonField<String>,
        private val routeIds: JsonField<List<String>>,
        private val staticRouteIds: JsonField<List<String>>,
        private val wheelchairBoarding: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun code(): String? = code.getNullable("code")

        fun _code(): JsonField<String> = code

        fun direction(): String? = direction.getNullable("direction")

        fun _direction(): JsonField<String> = direction

        fun id(): String = id.getRequired("id")

        fun _id(): JsonField<String> = id

        fun lat(): Double = lat.getRequired("lat")

        fun _lat(): JsonField<Double> = lat

        fun locationType(): Long = locationType.getRequired("locationType")

        fun _locationType(): JsonField<Long> = locationType

        fun lon(): Double = lon.getRequired("lon")

        fun _lon(): JsonField<Double> = lon

        fun name(): String = name.getRequired("name")

        fun _name(): JsonField<String> = name

        fun parent(): String = parent.getRequired("parent")

        fun _parent(): JsonField<String> = parent

        fun routeIds(): List<String> = routeIds.getRequired("routeIds")

        fun _routeIds(): JsonField<List<String>> = routeIds

        fun staticRouteIds(): List<String> = staticRouteIds.getRequired("staticRouteIds")

        fun _staticRouteIds(): JsonField<List<String>> = staticRouteIds

        fun wheelchairBoarding(): String? = wheelchairBoarding.getNullable("wheelchairBoarding")

        fun _wheelchairBoarding(): JsonField<String> = wheelchairBoarding

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Stop = apply {
            code()
            direction()
            id()
            lat()
            locationType()
            lon()
            name()
            parent()
            routeIds()
            staticRouteIds()
            wheelchairBoarding()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf(
                    "code" to code,
                    "direction" to direction,
                    "id" to id,
                    "lat" to lat,
                    "locationType" to locationType,
                    "lon" to lon,
                    "name" to name,
                    "parent" to parent,
                    "routeIds" to routeIds,
                    "staticRouteIds" to staticRouteIds,
                    "wheelchairBoarding" to wheelchairBoarding,
                ),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Stop)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Stop" + toJson()

        class Builder internal constructor() {
            private var code: JsonField<String> = JsonMissing
            private var direction: JsonField<String> = JsonMissing
            private var id: JsonField<String> = JsonMissing
            private var lat: JsonField<Double> = JsonMissing
            private var locationType: JsonField<Long> = JsonMissing
            private var lon: JsonField<Double> = JsonMissing
            private var name: JsonField<String> = JsonMissing
            private var parent: JsonField<String> = JsonMissing
            private var routeIds: JsonField<List<String>> = JsonMissing
            private var staticRouteIds: JsonField<List<String>> = JsonMissing
            private var wheelchairBoarding: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Stop) = apply {
                code = model.code
                direction = model.direction
                id = model.id
                lat = model.lat
                locationType = model.locationType
                lon = model.lon
                name = model.name
                parent = model.parent
                routeIds = model.routeIds
                staticRouteIds = model.staticRouteIds
                wheelchairBoarding = model.wheelchairBoarding
                additionalProperties.putAll(model.additionalProperties)
            }

            fun code(code: String?) = code(JsonField.ofNullable(code))

            fun code(code: JsonField<String>) = apply { this.code = code }

            fun direction(direction: String?) = direction(JsonField.ofNullable(direction))

            fun direction(direction: JsonField<String>) = apply { this.direction = direction }

            fun id(id: String) = id(JsonField.of(id))

            fun id(id: JsonField<String>) = apply { this.id = id }

            fun lat(lat: Double) = lat(JsonField.of(lat))

            fun lat(lat: JsonField<Double>) = apply { this.lat = lat }

            fun locationType(locationType: Long) = locationType(JsonField.of(locationType))

            fun locationType(locationType: JsonField<Long>) = apply {
                this.locationType = locationType
            }

            fun lon(lon: Double) = lon(JsonField.of(lon))

            fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

            fun name(name: String) = name(JsonField.of(name))

            fun name(name: JsonField<String>) = apply { this.name = name }

            fun parent(parent: String) = parent(JsonField.of(parent))

            fun parent(parent: JsonField<String>) = apply { this.parent = parent }

            fun routeIds(routeIds: List<String>) = routeIds(JsonField.of(routeIds))

            fun routeIds(routeIds: JsonField<List<String>>) = apply { this.routeIds = routeIds }

            fun addRouteId(routeId: String) = apply {
                routeIds = JsonField.of((routeIds.asKnown() ?: emptyList()).plusElement(routeId))
            }

            fun staticRouteIds(staticRouteIds: List<String>) =
                staticRouteIds(JsonField.of(staticRouteIds))

            fun staticRouteIds(staticRouteIds: JsonField<List<String>>) = apply {
                this.staticRouteIds = staticRouteIds
            }

            fun addStaticRouteId(staticRouteId: String) = apply {
                staticRouteIds =
                    JsonField.of(
                        (staticRouteIds.asKnown() ?: emptyList()).plusElement(staticRouteId)
                    )
            }

            fun wheelchairBoarding(wheelchairBoarding: String?) =
                wheelchairBoarding(JsonField.ofNullable(wheelchairBoarding))

            fun wheelchairBoarding(wheelchairBoarding: JsonField<String>) = apply {
                this.wheelchairBoarding = wheelchairBoarding
            }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Stop =
                Stop(
                    code,
                    direction,
                    checkRequired("id", id),
                    checkRequired("lat", lat),
                    checkRequired("locationType", locationType),
                    checkRequired("lon", lon),
                    checkRequired("name", name),
                    checkRequired("parent", parent),
                    checkRequired("routeIds", routeIds),
                    checkRequired("staticRouteIds", staticRouteIds),
                    wheelchairBoarding,
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN =
                setOf(
                    "code",
                    "direction",
                    "id",
                    "lat",
                    "locationType",
                    "lon",
                    "name",
                    "parent",
                    "routeIds",
                    "staticRouteIds",
                    "wheelchairBoarding",
                )

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Stop? {
                val o = json.asObject() ?: return null
                return Stop(
                    Decoders.field(o["code"], Decoders.string),
                    Decoders.field(o["direction"], Decoders.string),
                    Decoders.field(o["id"], Decoders.string),
                    Decoders.field(o["lat"], Decoders.double),
                    Decoders.field(o["locationType"], Decoders.long),
                    Decoders.field(o["lon"], Decoders.double),
                    Decoders.field(o["name"], Decoders.string),
                    Decoders.field(o["parent"], Decoders.string),
                    Decoders.field(o["routeIds"], Decoders.list(Decoders.string)),
                    Decoders.field(o["staticRouteIds"], Decoders.list(Decoders.string)),
                    Decoders.field(o["wheelchairBoarding"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Stop> = { fromJson(it) }
        }
    }

    class Trip
    private constructor(
        private val blockId: JsonField<String>,
        private val directionId: JsonField<String>,
        private val id: JsonField<String>,
        private val peakOffpeak: JsonField<Long>,
        private val routeId: JsonField<String>,
        private val routeShortName: JsonField<String>,
        private val serviceId: JsonField<String>,
        private val shapeId: JsonField<String>,
        private val timeZone: JsonField<String>,
        private val tripHeadsign: JsonField<String>,
        private val tripShortName: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun blockId(): String? = blockId.getNullable("blockId")

        fun _blockId(): JsonField<String> = blockId

        fun directionId(): String? = directionId.getNullable("directionId")

        fun _directionId(): JsonField<String> = directionId

        fun id(): String = id.getRequired("id")

        fun _id(): JsonField<String> = id

        fun peakOffpeak(): Long? = peakOffpeak.getNullable("peakOffpeak")

        fun _peakOffpeak(): JsonField<Long> = peakOffpeak

        fun routeId(): String = routeId.getRequired("routeId")

        fun _routeId(): JsonField<String> = routeId

        fun routeShortName(): String? = routeShortName.getNullable("routeShortName")

        fun _routeShortName(): JsonField<String> = routeShortName

        fun serviceId(): String = serviceId.getRequired("serviceId")

        fun _serviceId(): JsonField<String> = serviceId

        fun shapeId(): String? = shapeId.getNullable("shapeId")

        fun _shapeId(): JsonField<String> = shapeId

        fun timeZone(): String? = timeZone.getNullable("timeZone")

        fun _timeZone(): JsonField<String> = timeZone

        fun tripHeadsign(): String? = tripHeadsign.getNullable("tripHeadsign")

        fun _tripHeadsign(): JsonField<String> = tripHeadsign

        fun tripShortName(): String? = tripShortName.getNullable("tripShortName")

        fun _tripShortName(): JsonField<String> = tripShortName

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Trip = apply {
            blockId()
            directionId()
            id()
            peakOffpeak()
            routeId()
            routeShortName()
            serviceId()
            shapeId()
            timeZone()
            tripHeadsign()
            tripShortName()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf(
                    "blockId" to blockId,
                    "directionId" to directionId,
                    "id" to id,
                    "peakOffpeak" to peakOffpeak,
                    "routeId" to routeId,
                    "routeShortName" to routeShortName,
                    "serviceId" to serviceId,
                    "shapeId" to shapeId,
                    "timeZone" to timeZone,
                    "tripHeadsign" to tripHeadsign,
                    "tripShortName" to tripShortName,
                ),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Trip)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Trip" + toJson()

        class Builder internal constructor() {
            private var blockId: JsonField<String> = JsonMissing
            private var directionId: JsonField<String> = JsonMissing
            private var id: JsonField<String> = JsonMissing
            private var peakOffpeak: JsonField<Long> = JsonMissing
            private var routeId: JsonField<String> = JsonMissing
            private var routeShortName: JsonField<String> = JsonMissing
            private var serviceId: JsonField<String> = JsonMissing
            private var shapeId: JsonField<String> = JsonMissing
            private var timeZone: JsonField<String> = JsonMissing
            private var tripHeadsign: JsonField<String> = JsonMissing
            private var tripShortName: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Trip) = apply {
                blockId = model.blockId
                directionId = model.directionId
                id = model.id
                peakOffpeak = model.peakOffpeak
                routeId = model.routeId
                routeShortName = model.routeShortName
                serviceId = model.serviceId
                shapeId = model.shapeId
                timeZone = model.timeZone
                tripHeadsign = model.tripHeadsign
                tripShortName = model.tripShortName
                additionalProperties.putAll(model.additionalProperties)
            }

            fun blockId(blockId: String?) = blockId(JsonField.ofNullable(blockId))

            fun blockId(blockId: JsonField<String>) = apply { this.blockId = blockId }

            fun directionId(directionId: String?) = directionId(JsonField.ofNullable(directionId))

            fun directionId(directionId: JsonField<String>) = apply {
                this.directionId = directionId
            }

            fun id(id: String) = id(JsonField.of(id))

            fun id(id: JsonField<String>) = apply { this.id = id }

            fun peakOffpeak(peakOffpeak: Long?) = peakOffpeak(JsonField.ofNullable(peakOffpeak))

            fun peakOffpeak(peakOffpeak: JsonField<Long>) = apply { this.peakOffpeak = peakOffpeak }

            fun routeId(routeId: String) = routeId(JsonField.of(routeId))

            fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

            fun routeShortName(routeShortName: String?) =
                routeShortName(JsonField.ofNullable(routeShortName))

            fun routeShortName(routeShortName: JsonField<String>) = apply {
                this.routeShortName = routeShortName
            }

            fun serviceId(serviceId: String) = serviceId(JsonField.of(serviceId))

            fun serviceId(serviceId: JsonField<String>) = apply { this.serviceId = serviceId }

            fun shapeId(shapeId: String?) = shapeId(JsonField.ofNullable(shapeId))

            fun shapeId(shapeId: JsonField<String>) = apply { this.shapeId = shapeId }

            fun timeZone(timeZone: String?) = timeZone(JsonField.ofNullable(timeZone))

            fun timeZone(timeZone: JsonField<String>) = apply { this.timeZone = timeZone }

            fun tripHeadsign(tripHeadsign: String?) =
                tripHeadsign(JsonField.ofNullable(tripHeadsign))

            fun tripHeadsign(tripHeadsign: JsonField<String>) = apply {
                this.tripHeadsign = tripHeadsign
            }

            fun tripShortName(tripShortName: String?) =
                tripShortName(JsonField.ofNullable(tripShortName))

            fun tripShortName(tripShortName: JsonField<String>) = apply {
                this.tripShortName = tripShortName
            }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Trip =
                Trip(
                    blockId,
                    directionId,
                    checkRequired("id", id),
                    peakOffpeak,
                    checkRequired("routeId", routeId),
                    routeShortName,
                    checkRequired("serviceId", serviceId),
                    shapeId,
                    timeZone,
                    tripHeadsign,
                    tripShortName,
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN =
                setOf(
                    "blockId",
                    "directionId",
                    "id",
                    "peakOffpeak",
                    "routeId",
                    "routeShortName",
                    "serviceId",
                    "shapeId",
                    "timeZone",
                    "tripHeadsign",
                    "tripShortName",
                )

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Trip? {
                val o = json.asObject() ?: return null
                return Trip(
                    Decoders.field(o["blockId"], Decoders.string),
                    Decoders.field(o["directionId"], Decoders.string),
                    Decoders.field(o["id"], Decoders.string),
                    Decoders.field(o["peakOffpeak"], Decoders.long),
                    Decoders.field(o["routeId"], Decoders.string),
                    Decoders.field(o["routeShortName"], Decoders.string),
                    Decoders.field(o["serviceId"], Decoders.string),
                    Decoders.field(o["shapeId"], Decoders.string),
                    Decoders.field(o["timeZone"], Decoders.string),
                    Decoders.field(o["tripHeadsign"], Decoders.string),
                    Decoders.field(o["tripShortName"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Trip> = { fromJson(it) }
        }
    }
}
