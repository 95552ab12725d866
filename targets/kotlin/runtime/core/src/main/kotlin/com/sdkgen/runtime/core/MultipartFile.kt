package com.sdkgen.runtime.core

import java.io.InputStream
import java.nio.file.Files
import java.nio.file.Path

/**
 * A file of a multipart request: its bytes (read once, so a retried request sends them again), the
 * file name the part carries and its content type (application/octet-stream when not given).
 */
class MultipartFile
private constructor(val bytes: ByteArray, val filename: String?, val contentType: String?) {

    /** The same file with another content type. */
    fun contentType(contentType: String?): MultipartFile =
        MultipartFile(bytes, filename, contentType)

    /** The same file with another file name. */
    fun filename(filename: String?): MultipartFile = MultipartFile(bytes, filename, contentType)

    companion object {
        fun of(bytes: ByteArray, filename: String? = null): MultipartFile =
            MultipartFile(bytes, filename, null)

        /** The file's bytes, named after it. */
        fun of(path: Path): MultipartFile =
            MultipartFile(Files.readAllBytes(path), path.fileName?.toString(), null)

        /** What the stream holds (read to its end, not closed), with [filename]. */
        fun of(stream: InputStream, filename: String? = null): MultipartFile =
            MultipartFile(stream.readBytes(), filename, null)
    }
}
