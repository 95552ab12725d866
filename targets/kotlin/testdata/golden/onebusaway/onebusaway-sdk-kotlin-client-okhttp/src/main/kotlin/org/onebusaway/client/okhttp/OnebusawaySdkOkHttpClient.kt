// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client.okhttp

import java.time.Duration
import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.client.OnebusawaySdkClientImpl
import org.onebusaway.client.OnebusawaySdkClientSettings
import org.onebusaway.core.ClientOptions
import org.onebusaway.core.Timeout
import org.onebusaway.core.http.Headers

/** Makes a [OnebusawaySdkClient] on OkHttp. */
class OnebusawaySdkOkHttpClient private constructor() {

    class Builder internal constructor() {
        private val options = ClientOptions.Builder(OnebusawaySdkClientSettings.SETTINGS)
        private var timeout: Timeout? = null
        private var proxy: java.net.Proxy? = null

        fun baseUrl(baseUrl: String) = apply { options.baseUrl(baseUrl) }

        fun apiKey(apiKey: String) = apply { options.value("apiKey", apiKey) }

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
        fun fromEnv() = apply { options.fromEnv(options = OnebusawaySdkClientSettings.ENV) }

        fun build(): OnebusawaySdkClient {
            val transport = OkHttpClient.builder()
            timeout?.let { transport.timeout(it) }
            transport.proxy(proxy)
            options.httpClient(transport.build())
            options.authenticator(OnebusawaySdkClientSettings.AUTH)
            return OnebusawaySdkClientImpl(options.build())
        }
    }

    companion object {
        fun builder(): Builder = Builder()

        fun fromEnv(): OnebusawaySdkClient = builder().fromEnv().build()
    }
}
