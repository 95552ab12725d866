// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.search

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.variantOf
import com.acme.api.errors.ACMEInvalidDataException
import com.acme.api.models.accounts.Account
import com.acme.api.models.cards.Card

class SearchQueryResponse private constructor(private val json: JsonValue) : JsonModel {

    fun account(): Account? = variantOf(json, Account.decoder, { v -> v.validate() })

    fun isAccount(): Boolean = account() != null

    fun card(): Card? = variantOf(json, Card.decoder, { v -> v.validate() })

    fun isCard(): Boolean = card() != null

    fun keyword(): String? = variantOf(json, Decoders.string, {})

    fun isKeyword(): Boolean = keyword() != null

    fun _json(): JsonValue = json

    fun validate(): SearchQueryResponse = apply {
        if (account() == null && card() == null && keyword() == null) {
            val message = "SearchQueryResponse matches none of its variants: "
            throw ACMEInvalidDataException(message + json)
        }
    }

    override fun toJson(): JsonValue = json

    override fun equals(other: Any?): Boolean = (other as? SearchQueryResponse)?.json == json

    override fun hashCode(): Int = json.hashCode()

    override fun toString(): String = json.toString()

    companion object {
        fun ofAccount(account: Account): SearchQueryResponse =
            SearchQueryResponse(JsonValue.from(account))

        fun ofCard(card: Card): SearchQueryResponse = SearchQueryResponse(JsonValue.from(card))

        fun ofKeyword(keyword: String): SearchQueryResponse =
            SearchQueryResponse(JsonValue.from(keyword))

        fun fromJson(json: JsonValue): SearchQueryResponse = SearchQueryResponse(json)

        val decoder: Decoder<SearchQueryResponse> = { SearchQueryResponse(it) }
    }
}
