// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client

import java.time.Duration
import org.onebusaway.core.Authenticator
import org.onebusaway.core.ClientSettings

/** The API's defaults, and how its requests carry credentials. */
object OnebusawaySdkClientSettings {
    val SETTINGS =
        ClientSettings(
            clientName = "OnebusawaySdk",
            version = "0.0.1",
            envPrefix = "ONEBUSAWAY_SDK",
            defaultBaseUrl = "https://api.pugetsound.onebusaway.org",
            maxRetries = 2,
            initialRetryDelay = Duration.ofMillis(500),
            maxRetryDelay = Duration.ofMillis(8000),
            timeout = Duration.ofMillis(60000),
            idempotencyHeader = null,
            messageProperty = null,
            nestedQueryFormat = "brackets",
            arrayQueryFormat = "repeat",
            sensitiveQueryParams = listOf("key"),
        )

    /** The environment variable of each option that reads one. */
    val ENV: Map<String, String> = mapOf("apiKey" to "ONEBUSAWAY_API_KEY")

    private const val MISSING_CREDENTIALS =
        "the API needs credentials: set apiKey (ONEBUSAWAY_API_KEY)"

    val AUTH = Authenticator { request, options ->
        when {
            options.value("apiKey") != null -> {
                request.replaceQueryParam("key", options.value("apiKey")!!)
            }
            else -> throw IllegalStateException(MISSING_CREDENTIALS)
        }
        options.value("apiKey")?.let { request.replaceQueryParam("key", it) }
    }
}
