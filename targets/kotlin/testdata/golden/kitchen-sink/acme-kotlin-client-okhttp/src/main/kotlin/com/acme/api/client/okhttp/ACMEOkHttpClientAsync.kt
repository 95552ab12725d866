// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client.okhttp

import com.acme.api.client.ACMEClientAsync
import com.acme.api.client.ACMEClientAsyncImpl
import com.acme.api.client.ACMEClientSettings
import com.acme.api.core.ClientOptions
import com.acme.api.core.Timeout
import com.acme.api.core.http.Headers
import java.time.Duration

/** Makes a [ACMEClientAsync] on OkHttp. */
class ACMEOkHttpClientAsync private constructor() {

    class Builder internal constructor() {
        private val options = ClientOptions.Builder(ACMEClientSettings.SETTINGS)
        private var timeout: Timeout? = null
        private var proxy: java.net.Proxy? = null

        fun baseUrl(baseUrl: String) = apply { options.baseUrl(baseUrl) }

        // Token from the Acme dashboard.
        fun bearerToken(bearerToken: String) = apply { options.value("bearerToken", bearerToken) }

        fun username(username: String) = apply { options.value("username", username) }

        fun password(password: String) = apply { options.value("password", password) }

        fun region(region: String) = apply { options.value("region", region) }

        fun projectId(projectId: String) = apply { options.value("projectId", projectId) }

        fun webhookSecret(webhookSecret: String) = apply {
            options.value("webhookSecret", webhookSecret)
        }

        fun queryKey(queryKey: String) = apply { options.value("queryKey", queryKey) }

        fun maxRetries(maxRetries: Int) = apply { options.maxRetries(maxRetries) }

        fun timeout(timeout: Timeout) = apply {
            this.timeout = timeout
            options.timeout(timeout)
        }

        fun timeout(timeout: Duration) = timeout(Timeout(request = timeout))

        fun proxy(proxy: java.net.Proxy?) = apply { this.proxy = proxy }

        fun headers(headers: Headers) = apply { options.headers(headers) }

        fun putHeader(name: String, value: String) = apply { options.putHeader(name, value) }

        fun responseValidation(responseValidation: Boolean) = apply {
            options.responseValidation(responseValidation)
        }

        /** Reads the base URL and unset options from system properties and the environment. */
        fun fromEnv() = apply { options.fromEnv(options = ACMEClientSettings.ENV) }

        fun build(): ACMEClientAsync {
            val transport = OkHttpClient.builder()
            timeout?.let { transport.timeout(it) }
            transport.proxy(proxy)
            options.httpClient(transport.build())
            options.authenticator(ACMEClientSettings.AUTH)
            return ACMEClientAsyncImpl(options.build())
        }
    }

    companion object {
        fun builder(): Builder = Builder()

        fun fromEnv(): ACMEClientAsync = builder().fromEnv().build()
    }
}
