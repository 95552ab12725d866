// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.agency

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class AgencyRetrieveResponse
private constructor(
    private val code: JsonField<Long>,
    private val currentTime: JsonField<Long>,
    private val text: JsonField<String>,
    private val version: JsonField<Long>,
    private val data: JsonField<Data>,
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

    fun data(): Data = data.getRequired("data")

    fun _data(): JsonField<Data> = data

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AgencyRetrieveResponse = apply {
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
        (other as? AgencyRetrieveResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AgencyRetrieveResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AgencyRetrieveResponse) = apply {
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

        fun data(data: Data) = data(JsonField.of(data))

        fun data(data: JsonField<Data>) = apply { this.data = data }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): AgencyRetrieveResponse =
            AgencyRetrieveResponse(
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
        fun fromJson(json: JsonValue): AgencyRetrieveResponse? {
            val o = json.asObject() ?: return null
            return AgencyRetrieveResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AgencyRetrieveResponse> = { fromJson(it) }
    }

    class Data
    private constructor(
        private val entry: JsonField<Entry>,
        private val references: JsonField<References>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun entry(): Entry = entry.getRequired("entry")

        fun _entry(): JsonField<Entry> = entry

        fun references(): References = references.getRequired("references")

        fun _references(): JsonField<References> = references

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Data = apply {
            entry().validate()
            references().validate()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf("entry" to entry, "references" to references),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Data)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Data" + toJson()

        class Builder internal constructor() {
            private var entry: JsonField<Entry> = JsonMissing
            private var references: JsonField<References> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Data) = apply {
                entry = model.entry
                references = model.references
                additionalProperties.putAll(model.additionalProperties)
            }

            fun entry(entry: Entry) = entry(JsonField.of(entry))

            fun entry(entry: JsonField<Entry>) = apply { this.entry = entry }

            fun references(references: References) = references(JsonField.of(references))

            fun references(references: JsonField<References>) = apply {
                this.references = references
            }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Data =
                Data(
                    checkRequired("entry", entry),
                    checkRequired("references", references),
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("entry", "references")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Data? {
                val o = json.asObject() ?: return null
                return Data(
                    Decoders.field(o["entry"], Entry.decoder),
                    Decoders.field(o["references"], References.decoder),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Data> = { fromJson(it) }
        }

        class Entry
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

            fun validate(): Entry = apply {
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

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

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

                internal fun from(model: Entry) = apply {
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

                fun disclaimer(disclaimer: JsonField<String>) = apply {
                    this.disclaimer = disclaimer
                }

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

                fun build(): Entry =
                    Entry(
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
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
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

                val decoder: Decoder<Entry> = { fromJson(it) }
            }
        }
    }
}
