// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired
import com.acme.api.core.enumDecoder
import com.acme.api.models.Address
import java.time.OffsetDateTime

class Account
private constructor(
    private val id: JsonField<String>,
    private val createdAt: JsonField<OffsetDateTime>,
    private val name: JsonField<String>,
    private val status: JsonField<AccountStatus>,
    private val nickname: JsonField<String>,
    private val address: JsonField<Address>,
    private val homepage: JsonField<String>,
    private val legacyCode: JsonField<String>,
    private val displayName: JsonField<String>,
    private val settings: JsonField<Settings>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String = id.getRequired("id")

    fun _id(): JsonField<String> = id

    fun createdAt(): OffsetDateTime = createdAt.getRequired("created_at")

    fun _createdAt(): JsonField<OffsetDateTime> = createdAt

    fun name(): String = name.getRequired("name")

    fun _name(): JsonField<String> = name

    fun status(): AccountStatus = status.getRequired("status")

    fun _status(): JsonField<AccountStatus> = status

    fun nickname(): String? = nickname.getNullable("nickname")

    fun _nickname(): JsonField<String> = nickname

    fun address(): Address? = address.getNullable("address")

    fun _address(): JsonField<Address> = address

    fun homepage(): String? = homepage.getNullable("homepage")

    fun _homepage(): JsonField<String> = homepage

    fun legacyCode(): String? = legacyCode.getNullable("legacy_code")

    fun _legacyCode(): JsonField<String> = legacyCode

    fun displayName(): String? = displayName.getNullable("display_name")

    fun _displayName(): JsonField<String> = displayName

    fun settings(): Settings? = settings.getNullable("settings")

    fun _settings(): JsonField<Settings> = settings

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Account = apply {
        id()
        createdAt()
        name()
        status()
        nickname()
        address()?.let { v -> v.validate() }
        homepage()
        legacyCode()
        displayName()
        settings()?.let { v -> v.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "id" to id,
                "created_at" to createdAt,
                "name" to name,
                "status" to status,
                "nickname" to nickname,
                "address" to address,
                "homepage" to homepage,
                "legacy_code" to legacyCode,
                "display_name" to displayName,
                "settings" to settings,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Account)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Account" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var createdAt: JsonField<OffsetDateTime> = JsonMissing
        private var name: JsonField<String> = JsonMissing
        private var status: JsonField<AccountStatus> = JsonMissing
        private var nickname: JsonField<String> = JsonMissing
        private var address: JsonField<Address> = JsonMissing
        private var homepage: JsonField<String> = JsonMissing
        private var legacyCode: JsonField<String> = JsonMissing
        private var displayName: JsonField<String> = JsonMissing
        private var settings: JsonField<Settings> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Account) = apply {
            id = model.id
            createdAt = model.createdAt
            name = model.name
            status = model.status
            nickname = model.nickname
            address = model.address
            homepage = model.homepage
            legacyCode = model.legacyCode
            displayName = model.displayName
            settings = model.settings
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String) = id(JsonField.of(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun createdAt(createdAt: OffsetDateTime) = createdAt(JsonField.of(createdAt))

        fun createdAt(createdAt: JsonField<OffsetDateTime>) = apply { this.createdAt = createdAt }

        fun name(name: String) = name(JsonField.of(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        fun status(status: AccountStatus) = status(JsonField.of(status))

        fun status(status: JsonField<AccountStatus>) = apply { this.status = status }

        fun nickname(nickname: String?) = nickname(JsonField.ofNullable(nickname))

        fun nickname(nickname: JsonField<String>) = apply { this.nickname = nickname }

        fun address(address: Address?) = address(JsonField.ofNullable(address))

        fun address(address: JsonField<Address>) = apply { this.address = address }

        fun homepage(homepage: String?) = homepage(JsonField.ofNullable(homepage))

        fun homepage(homepage: JsonField<String>) = apply { this.homepage = homepage }

        fun legacyCode(legacyCode: String?) = legacyCode(JsonField.ofNullable(legacyCode))

        fun legacyCode(legacyCode: JsonField<String>) = apply { this.legacyCode = legacyCode }

        fun displayName(displayName: String?) = displayName(JsonField.ofNullable(displayName))

        fun displayName(displayName: JsonField<String>) = apply { this.displayName = displayName }

        fun settings(settings: Settings?) = settings(JsonField.ofNullable(settings))

        fun settings(settings: JsonField<Settings>) = apply { this.settings = settings }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Account =
            Account(
                checkRequired("id", id),
                checkRequired("created_at", createdAt),
                checkRequired("name", name),
                checkRequired("status", status),
                nickname,
                address,
                homepage,
                legacyCode,
                displayName,
                settings,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf(
                "id",
                "created_at",
                "name",
                "status",
                "nickname",
                "address",
                "homepage",
                "legacy_code",
                "display_name",
                "settings",
            )

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Account? {
            val o = json.asObject() ?: return null
            return Account(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["created_at"], Decoders.offsetDateTime),
                Decoders.field(o["name"], Decoders.string),
                Decoders.field(o["status"], AccountStatus.decoder),
                Decoders.field(o["nickname"], Decoders.string),
                Decoders.field(o["address"], Address.decoder),
                Decoders.field(o["homepage"], Decoders.string),
                Decoders.field(o["legacy_code"], Decoders.string),
                Decoders.field(o["display_name"], Decoders.string),
                Decoders.field(o["settings"], Settings.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Account> = { fromJson(it) }
    }

    class Settings
    private constructor(
        private val theme: JsonField<Theme>,
        private val notifications: JsonField<Boolean>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun theme(): Theme? = theme.getNullable("theme")

        fun _theme(): JsonField<Theme> = theme

        fun notifications(): Boolean? = notifications.getNullable("notifications")

        fun _notifications(): JsonField<Boolean> = notifications

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Settings = apply {
            theme()
            notifications()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf("theme" to theme, "notifications" to notifications),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Settings)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Settings" + toJson()

        class Builder internal constructor() {
            private var theme: JsonField<Theme> = JsonMissing
            private var notifications: JsonField<Boolean> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Settings) = apply {
                theme = model.theme
                notifications = model.notifications
                additionalProperties.putAll(model.additionalProperties)
            }

            fun theme(theme: Theme?) = theme(JsonField.ofNullable(theme))

            fun theme(theme: JsonField<Theme>) = apply { this.theme = theme }

            fun notifications(notifications: Boolean?) =
                notifications(JsonField.ofNullable(notifications))

            fun notifications(notifications: JsonField<Boolean>) = apply {
                this.notifications = notifications
            }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Settings = Settings(theme, notifications, additionalProperties.toMap())
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("theme", "notifications")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Settings? {
                val o = json.asObject() ?: return null
                return Settings(
                    Decoders.field(o["theme"], Theme.decoder),
                    Decoders.field(o["notifications"], Decoders.boolean),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Settings> = { fromJson(it) }
        }

        class Theme private constructor(private val value: JsonValue) : JsonModel {

            fun _value(): JsonValue = value

            /** The value, when it is one the SDK knows. */
            fun known(): Known? =
                when (this) {
                    LIGHT -> Known.LIGHT
                    DARK -> Known.DARK
                    else -> null
                }

            override fun toJson(): JsonValue = value

            override fun equals(other: Any?): Boolean = (other as? Theme)?.value == value

            override fun hashCode(): Int = value.hashCode()

            override fun toString(): String = value.toString()

            enum class Known {
                LIGHT,
                DARK,
            }

            companion object {
                val LIGHT: Theme = of("light")

                val DARK: Theme = of("dark")

                fun of(value: String): Theme = Theme(JsonValue.from(value))

                val decoder: Decoder<Theme> = enumDecoder({ it.asString() }, ::Theme)
            }
        }
    }
}
