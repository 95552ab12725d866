// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class AccountSettings
private constructor(
    private val theme: JsonField<AccountSettingsTheme>,
    private val notifications: JsonField<Boolean>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun theme(): AccountSettingsTheme? = theme.getNullable("theme")

    fun _theme(): JsonField<AccountSettingsTheme> = theme

    fun notifications(): Boolean? = notifications.getNullable("notifications")

    fun _notifications(): JsonField<Boolean> = notifications

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AccountSettings = apply {
        theme()
        notifications()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("theme" to theme, "notifications" to notifications),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? AccountSettings)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AccountSettings" + toJson()

    class Builder internal constructor() {
        private var theme: JsonField<AccountSettingsTheme> = JsonMissing
        private var notifications: JsonField<Boolean> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AccountSettings) = apply {
            theme = model.theme
            notifications = model.notifications
            additionalProperties.putAll(model.additionalProperties)
        }

        fun theme(theme: AccountSettingsTheme?) = theme(JsonField.ofNullable(theme))

        fun theme(theme: JsonField<AccountSettingsTheme>) = apply { this.theme = theme }

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

        fun build(): AccountSettings =
            AccountSettings(theme, notifications, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("theme", "notifications")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): AccountSettings? {
            val o = json.asObject() ?: return null
            return AccountSettings(
                Decoders.field(o["theme"], AccountSettingsTheme.decoder),
                Decoders.field(o["notifications"], Decoders.boolean),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AccountSettings> = { fromJson(it) }
    }
}
