// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client

import com.acme.api.core.Authenticator
import com.acme.api.core.ClientSettings
import java.time.Duration
import java.util.Base64

/** The API's defaults, and how its requests carry credentials. */
object ACMEClientSettings {
    val SETTINGS =
        ClientSettings(
            clientName = "ACME",
            version = "0.0.1",
            envPrefix = "ACME",
            defaultBaseUrl = "https://us.api.acme.example/v1",
            maxRetries = 5,
            initialRetryDelay = Duration.ofMillis(1000),
            maxRetryDelay = Duration.ofMillis(10000),
            timeout = Duration.ofMillis(30000),
            idempotencyHeader = "Idempotency-Key",
            messageProperty = "message",
            nestedQueryFormat = "brackets",
            arrayQueryFormat = "repeat",
            sensitiveQueryParams = listOf("key"),
            defaultHeaders = mapOf("X-Acme-Client" to "sdkgen"),
        )

    /** The environment variable of each option that reads one. */
    val ENV: Map<String, String> =
        mapOf(
            "bearerToken" to "ACME_BEARER_TOKEN",
            "username" to "ACME_USERNAME",
            "password" to "ACME_PASSWORD",
            "projectId" to "ACME_PROJECT_ID",
            "webhookSecret" to "ACME_WEBHOOK_SECRET",
            "queryKey" to "ACME_QUERY_KEY",
        )

    val AUTH = Authenticator { request, options ->
        when {
            options.value("bearerToken") != null -> {
                request.replaceHeader("Authorization", "Token " + options.value("bearerToken"))
            }
            options.value("password") != null && options.value("username") != null -> {
                val basic = options.value("username") + ":" + options.value("password")
                val encoded = Base64.getEncoder().encodeToString(basic.toByteArray())
                request.replaceHeader("Authorization", "Basic " + encoded)
            }
            options.value("queryKey") != null -> {
                request.replaceQueryParam("key", options.value("queryKey")!!)
            }
        }
        options.value("projectId")?.let { request.replaceHeader("X-Acme-Project", it) }
        options.value("queryKey")?.let { request.replaceQueryParam("key", it) }
    }
}
