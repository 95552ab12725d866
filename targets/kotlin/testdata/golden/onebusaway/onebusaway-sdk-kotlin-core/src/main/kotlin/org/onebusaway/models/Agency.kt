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
