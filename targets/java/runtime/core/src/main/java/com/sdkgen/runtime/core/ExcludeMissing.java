package com.sdkgen.runtime.core;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.annotation.JsonInclude;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Leaves a {@link JsonField} property out of the JSON when it is {@link JsonMissing}. Every
 * generated property accessor carries it.
 */
@JacksonAnnotationsInside
@JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = ExcludeMissing.IsMissing.class)
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER})
public @interface ExcludeMissing {

    /** Jackson's value filter: a value equal to it is left out. */
    final class IsMissing {
        @Override
        public boolean equals(Object other) {
            return other instanceof JsonMissing;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }
}
