package com.sdkgen.runtime.core

import java.util.Arrays

/** Equality that compares arrays (nested too) by their elements, and anything else with `==`. */
internal infix fun Any?.contentEquals(other: Any?): Boolean =
    Arrays.deepEquals(arrayOf(this), arrayOf(other))

/** The hash code that goes with [contentEquals]. */
internal fun contentHash(vararg values: Any?): Int = Arrays.deepHashCode(values)

/** The text of a value, arrays (nested too) as their elements. */
internal fun Any?.contentToString(): String =
    Arrays.deepToString(arrayOf(this)).removeSurrounding("[", "]")
