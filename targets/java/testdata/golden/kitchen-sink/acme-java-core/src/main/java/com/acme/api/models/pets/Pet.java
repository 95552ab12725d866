// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.pets;

import com.acme.api.core.JsonValue;
import com.acme.api.core.Utils;
import com.acme.api.errors.ACMEInvalidDataException;
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

@JsonDeserialize(using = Pet.Deserializer.class)
@JsonSerialize(using = Pet.Serializer.class)
public final class Pet {

    private Dog dog;
    private Cat cat;
    private JsonValue json;

    private Pet() {}

    public static Pet ofDog(Dog dog) {
        Pet out = new Pet();
        out.dog = Utils.checkRequired("dog", dog);
        return out;
    }

    public static Pet ofCat(Cat cat) {
        Pet out = new Pet();
        out.cat = Utils.checkRequired("cat", cat);
        return out;
    }

    public Optional<Dog> dog() {
        return Optional.ofNullable(dog);
    }

    public boolean isDog() {
        return dog != null;
    }

    public Dog asDog() {
        if (dog == null) {
            throw new ACMEInvalidDataException("Pet is not Dog");
        }
        return dog;
    }

    public Optional<Cat> cat() {
        return Optional.ofNullable(cat);
    }

    public boolean isCat() {
        return cat != null;
    }

    public Cat asCat() {
        if (cat == null) {
            throw new ACMEInvalidDataException("Pet is not Cat");
        }
        return cat;
    }

    public Optional<JsonValue> _json() {
        return Optional.ofNullable(json);
    }

    public <T> T accept(Visitor<T> visitor) {
        if (dog != null) {
            return visitor.visitDog(dog);
        }
        if (cat != null) {
            return visitor.visitCat(cat);
        }
        return visitor.unknown(json);
    }

    public Pet validate() {
        if (dog != null) {
            dog.validate();
        }
        if (cat != null) {
            cat.validate();
        }
        return this;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Pet)) {
            return false;
        }
        Pet that = (Pet) other;
        if (!Objects.equals(dog, that.dog)) {
            return false;
        }
        if (!Objects.equals(cat, that.cat)) {
            return false;
        }
        return Objects.equals(json, that.json);
    }

    @Override
    public int hashCode() {
        int hash = 1;
        hash = 31 * hash + Objects.hashCode(dog);
        hash = 31 * hash + Objects.hashCode(cat);
        return 31 * hash + Objects.hashCode(json);
    }

    @Override
    public String toString() {
        if (dog != null) {
            return "Pet{dog=" + dog + "}";
        }
        if (cat != null) {
            return "Pet{cat=" + cat + "}";
        }
        return "Pet{_unknown=" + json + "}";
    }

    public interface Visitor<T> {
        T visitDog(Dog dog);

        T visitCat(Cat cat);

        default T unknown(JsonValue json) {
            throw new ACMEInvalidDataException("Unknown Pet: " + json);
        }
    }

    static final class Deserializer extends StdDeserializer<Pet> {
        private static final long serialVersionUID = 1L;

        Deserializer() {
            super(Pet.class);
        }

        @Override
        public Pet deserialize(JsonParser parser, DeserializationContext context)
                throws IOException {
            ObjectCodec codec = parser.getCodec();
            JsonNode node = codec.readTree(parser);
            Pet out = new Pet();
            String kind = node.path("kind").asText("");
            if (node.isObject() && (kind.isEmpty() || kind.equals("dog"))) {
                try {
                    Dog value =
                            codec.readValue(codec.treeAsTokens(node), new TypeReference<Dog>() {});
                    value.validate();
                    out.dog = value;
                    return out;
                } catch (Exception e) {
                    // Not this variant: try the next one.
                }
            }
            if (node.isObject() && (kind.isEmpty() || kind.equals("cat"))) {
                try {
                    Cat value =
                            codec.readValue(codec.treeAsTokens(node), new TypeReference<Cat>() {});
                    value.validate();
                    out.cat = value;
                    return out;
                } catch (Exception e) {
                    // Not this variant: try the next one.
                }
            }
            out.json = JsonValue.fromJsonNode(node);
            return out;
        }
    }

    static final class Serializer extends StdSerializer<Pet> {
        private static final long serialVersionUID = 1L;

        Serializer() {
            super(Pet.class);
        }

        @Override
        public void serialize(Pet value, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            if (value.dog != null) {
                provider.defaultSerializeValue(value.dog, generator);
                return;
            }
            if (value.cat != null) {
                provider.defaultSerializeValue(value.cat, generator);
                return;
            }
            provider.defaultSerializeValue(value.json, generator);
        }
    }
}
