// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.pets

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.variantOf
import com.acme.api.errors.ACMEInvalidDataException

class Pet private constructor(private val json: JsonValue) : JsonModel {

    fun dog(): Dog? = variantOf(json, Dog.decoder, { v -> v.validate() }, "kind", "dog")

    fun isDog(): Boolean = dog() != null

    fun cat(): Cat? = variantOf(json, Cat.decoder, { v -> v.validate() }, "kind", "cat")

    fun isCat(): Boolean = cat() != null

    fun _json(): JsonValue = json

    fun validate(): Pet = apply {
        if (dog() == null && cat() == null) {
            val message = "Pet matches none of its variants: "
            throw ACMEInvalidDataException(message + json)
        }
    }

    override fun toJson(): JsonValue = json

    override fun equals(other: Any?): Boolean = (other as? Pet)?.json == json

    override fun hashCode(): Int = json.hashCode()

    override fun toString(): String = json.toString()

    companion object {
        fun ofDog(dog: Dog): Pet = Pet(JsonValue.from(dog))

        fun ofCat(cat: Cat): Pet = Pet(JsonValue.from(cat))

        fun fromJson(json: JsonValue): Pet = Pet(json)

        val decoder: Decoder<Pet> = { Pet(it) }
    }
}
