// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.search;

import com.acme.api.core.JsonValue;
import com.acme.api.core.Utils;
import com.acme.api.errors.ACMEInvalidDataException;
import com.acme.api.models.accounts.Account;
import com.acme.api.models.cards.Card;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

import java.io.IOException;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(using = SearchQueryResponse.Deserializer.class)
@JsonSerialize(using = SearchQueryResponse.Serializer.class)
public final class SearchQueryResponse {

    private Account account;
    private Card card;
    private String keyword;
    private JsonValue json;

    private SearchQueryResponse() {}

    public static SearchQueryResponse ofAccount(Account account) {
        SearchQueryResponse out = new SearchQueryResponse();
        out.account = Utils.checkRequired("account", account);
        return out;
    }

    public static SearchQueryResponse ofCard(Card card) {
        SearchQueryResponse out = new SearchQueryResponse();
        out.card = Utils.checkRequired("card", card);
        return out;
    }

    public static SearchQueryResponse ofKeyword(String keyword) {
        SearchQueryResponse out = new SearchQueryResponse();
        out.keyword = Utils.checkRequired("keyword", keyword);
        return out;
    }

    public Optional<Account> account() {
        return Optional.ofNullable(account);
    }

    public boolean isAccount() {
        return account != null;
    }

    public Account asAccount() {
        if (account == null) {
            throw new ACMEInvalidDataException("SearchQueryResponse is not Account");
        }
        return account;
    }

    public Optional<Card> card() {
        return Optional.ofNullable(card);
    }

    public boolean isCard() {
        return card != null;
    }

    public Card asCard() {
        if (card == null) {
            throw new ACMEInvalidDataException("SearchQueryResponse is not Card");
        }
        return card;
    }

    public Optional<String> keyword() {
        return Optional.ofNullable(keyword);
    }

    public boolean isKeyword() {
        return keyword != null;
    }

    public String asKeyword() {
        if (keyword == null) {
            throw new ACMEInvalidDataException("SearchQueryResponse is not Keyword");
        }
        return keyword;
    }

    public Optional<JsonValue> _json() {
        return Optional.ofNullable(json);
    }

    public <T> T accept(Visitor<T> visitor) {
        if (account != null) {
            return visitor.visitAccount(account);
        }
        if (card != null) {
            return visitor.visitCard(card);
        }
        if (keyword != null) {
            return visitor.visitKeyword(keyword);
        }
        return visitor.unknown(json);
    }

    public SearchQueryResponse validate() {
        if (account != null) {
            account.validate();
        }
        if (card != null) {
            card.validate();
        }
        return this;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SearchQueryResponse)) {
            return false;
        }
        SearchQueryResponse that = (SearchQueryResponse) other;
        if (!Objects.equals(account, that.account)) {
            return false;
        }
        if (!Objects.equals(card, that.card)) {
            return false;
        }
        if (!Objects.equals(keyword, that.keyword)) {
            return false;
        }
        return Objects.equals(json, that.json);
    }

    @Override
    public int hashCode() {
        int hash = 1;
        hash = 31 * hash + Objects.hashCode(account);
        hash = 31 * hash + Objects.hashCode(card);
        hash = 31 * hash + Objects.hashCode(keyword);
        return 31 * hash + Objects.hashCode(json);
    }

    @Override
    public String toString() {
        if (account != null) {
            return "SearchQueryResponse{account=" + account + "}";
        }
        if (card != null) {
            return "SearchQueryResponse{card=" + card + "}";
        }
        if (keyword != null) {
            return "SearchQueryResponse{keyword=" + keyword + "}";
        }
        return "SearchQueryResponse{_unknown=" + json + "}";
    }

    public interface Visitor<T> {
        T visitAccount(Account account);

        T visitCard(Card card);

        T visitKeyword(String keyword);

        default T unknown(JsonValue json) {
            throw new ACMEInvalidDataException("Unknown SearchQueryResponse: " + json);
        }
    }

    static final class Deserializer extends StdDeserializer<SearchQueryResponse> {
        private static final long serialVersionUID = 1L;

        Deserializer() {
            super(SearchQueryResponse.class);
        }

        @Override
        public SearchQueryResponse deserialize(JsonParser parser, DeserializationContext context)
                throws IOException {
            ObjectCodec codec = parser.getCodec();
            JsonNode node = codec.readTree(parser);
            SearchQueryResponse out = new SearchQueryResponse();
            if (node.isObject()) {
                try {
                    Account value =
                            codec.readValue(
                                    codec.treeAsTokens(node), new TypeReference<Account>() {});
                    value.validate();
                    out.account = value;
                    return out;
                } catch (Exception e) {
                    // Not this variant: try the next one.
                }
            }
            if (node.isObject()) {
                try {
                    Card value =
                            codec.readValue(codec.treeAsTokens(node), new TypeReference<Card>() {});
                    value.validate();
                    out.card = value;
                    return out;
                } catch (Exception e) {
                    // Not this variant: try the next one.
                }
            }
            if (node.isTextual()) {
                try {
                    String value =
                            codec.readValue(
                                    codec.treeAsTokens(node), new TypeReference<String>() {});
                    out.keyword = value;
                    return out;
                } catch (Exception e) {
                    // Not this variant: try the next one.
                }
            }
            out.json = JsonValue.fromJsonNode(node);
            return out;
        }
    }

    static final class Serializer extends StdSerializer<SearchQueryResponse> {
        private static final long serialVersionUID = 1L;

        Serializer() {
            super(SearchQueryResponse.class);
        }

        @Override
        public void serialize(
                SearchQueryResponse value, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            if (value.account != null) {
                provider.defaultSerializeValue(value.account, generator);
                return;
            }
            if (value.card != null) {
                provider.defaultSerializeValue(value.card, generator);
                return;
            }
            if (value.keyword != null) {
                provider.defaultSerializeValue(value.keyword, generator);
                return;
            }
            provider.defaultSerializeValue(value.json, generator);
        }
    }
}
