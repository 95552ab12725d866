// Kotlin spellings of the runtime's static helpers, for Kotlin code written against the previous generator's
// Kotlin runtime (its top-level functions): the anchor check compiles the published SDK's Kotlin tests with them.
package com.sdkgen.runtime.core

import com.fasterxml.jackson.databind.json.JsonMapper

fun jsonMapper(): JsonMapper = ObjectMappers.jsonMapper()

fun closeWhenPhantomReachable(observed: Any, closeable: AutoCloseable) =
    PhantomReachable.closeWhenPhantomReachable(observed, closeable)

infix fun Any?.contentEquals(other: Any?): Boolean = Utils.contentEquals(this, other)

fun Any?.contentToString(): String = Utils.contentToString(this)
