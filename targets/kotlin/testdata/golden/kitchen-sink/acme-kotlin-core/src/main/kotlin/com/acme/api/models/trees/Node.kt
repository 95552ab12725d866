// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.trees

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class Node
private constructor(
    private val value: JsonField<String>,
    private val children: JsonField<List<Node>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun value(): String? = value.getNullable("value")

    fun _value(): JsonField<String> = value

    fun children(): List<Node>? = children.getNullable("children")

    fun _children(): JsonField<List<Node>> = children

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Node = apply {
        value()
        children()?.let { v -> v.forEach { e1 -> e1.validate() } }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("value" to value, "children" to children), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Node)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Node" + toJson()

    class Builder internal constructor() {
        private var value: JsonField<String> = JsonMissing
        private var children: JsonField<List<Node>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Node) = apply {
            value = model.value
            children = model.children
            additionalProperties.putAll(model.additionalProperties)
        }

        fun value(value: String?) = value(JsonField.ofNullable(value))

        fun value(value: JsonField<String>) = apply { this.value = value }

        fun children(children: List<Node>?) = children(JsonField.ofNullable(children))

        fun children(children: JsonField<List<Node>>) = apply { this.children = children }

        fun addChild(child: Node) = apply {
            children = JsonField.of((children.asKnown() ?: emptyList()).plusElement(child))
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Node = Node(value, children, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("value", "children")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Node? {
            val o = json.asObject() ?: return null
            return Node(
                Decoders.field(o["value"], Decoders.string),
                Decoders.field(o["children"], Decoders.list(Node.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Node> = { fromJson(it) }
    }
}
