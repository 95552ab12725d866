package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.JsonObject
import com.sdkgen.runtime.core.JsonValue
import com.sdkgen.runtime.core.MultipartFile
import java.io.ByteArrayOutputStream
import java.net.URLEncoder
import java.util.UUID

/** A text request body. */
fun textBody(text: String, contentType: String): HttpRequestBody =
    HttpRequestBody(contentType, text.toByteArray(Charsets.UTF_8))

/** A binary request body. */
fun binaryBody(bytes: ByteArray, contentType: String): HttpRequestBody =
    HttpRequestBody(contentType, bytes)

/**
 * An application/x-www-form-urlencoded body: the object's properties as the query encoder writes
 * them (nested objects and arrays in the API's query formats).
 */
fun formBody(value: JsonValue, nested: String, array: String): HttpRequestBody {
    val fields = encodeFields(value, nested, array)
    val text = fields.joinToString("&") { (k, v) -> formEncode(k) + "=" + formEncode(v) }
    return HttpRequestBody("application/x-www-form-urlencoded", text.toByteArray(Charsets.UTF_8))
}

/**
 * A multipart/form-data body: the files (a list of files repeats its name), then the object's
 * properties, arrays in [array] format (the API's multipart_settings).
 */
fun multipartBody(
    value: JsonValue,
    files: List<Pair<String, MultipartFile>>,
    array: String,
): HttpRequestBody {
    val boundary = "sdkgen-" + UUID.randomUUID()
    val out = ByteArrayOutputStream()
    fun write(text: String) = out.write(text.toByteArray(Charsets.UTF_8))
    for ((name, file) in files) {
        write("--$boundary\r\nContent-Disposition: form-data; name=\"${quote(name)}\"")
        file.filename?.let { write("; filename=\"${quote(it)}\"") }
        write("\r\nContent-Type: ${file.contentType ?: "application/octet-stream"}\r\n\r\n")
        out.write(file.bytes)
        write("\r\n")
    }
    for ((name, text) in encodeFields(value, "brackets", array)) {
        write("--$boundary\r\nContent-Disposition: form-data; name=\"${quote(name)}\"\r\n\r\n")
        write(text)
        write("\r\n")
    }
    write("--$boundary--\r\n")
    return HttpRequestBody("multipart/form-data; boundary=$boundary", out.toByteArray())
}

private fun encodeFields(
    value: JsonValue,
    nested: String,
    array: String,
): List<Pair<String, String>> {
    val fields = QueryParams.builder()
    (value as? JsonObject)?.values?.forEach { (k, v) ->
        QueryEncoder.put(fields, k, v, nested, array)
    }
    return fields.build().pairs()
}

private fun formEncode(text: String): String = URLEncoder.encode(text, "UTF-8")

/** A header parameter's quoted-string content: quotes and line breaks escaped. */
private fun quote(text: String): String =
    text.replace("\\", "\\\\").replace("\"", "%22").replace("\r", "%0D").replace("\n", "%0A")
