package com.sdkgen.runtime.core

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside
import com.fasterxml.jackson.annotation.JsonInclude

/**
 * Leaves a [JsonField] property out of the JSON [jsonMapper] writes while it is missing, so a class
 * of the user's own serializes like the SDK's models.
 */
@JacksonAnnotationsInside
@JsonInclude(JsonInclude.Include.NON_EMPTY)
@Retention(AnnotationRetention.RUNTIME)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.FIELD, AnnotationTarget.PROPERTY_GETTER)
annotation class ExcludeMissing
