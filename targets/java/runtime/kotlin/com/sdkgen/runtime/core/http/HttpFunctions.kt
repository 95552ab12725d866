// Kotlin spellings of the runtime's static helpers of core.http (see ../RuntimeFunctions.kt).
package com.sdkgen.runtime.core.http

import com.fasterxml.jackson.databind.json.JsonMapper
import com.sdkgen.runtime.core.MultipartField
import java.util.concurrent.CompletableFuture
import java.util.concurrent.Executor

fun multipartFormData(
    jsonMapper: JsonMapper,
    fields: Map<String, MultipartField<*>>,
): HttpRequestBody = HttpRequestBodies.multipartFormData(jsonMapper, fields)

fun <T> CompletableFuture<StreamResponse<T>>.toAsync(executor: Executor): AsyncStreamResponse<T> =
    AsyncStreamResponse.toAsync(this, executor)
