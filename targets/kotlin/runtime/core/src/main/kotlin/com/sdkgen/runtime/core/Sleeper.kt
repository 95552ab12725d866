package com.sdkgen.runtime.core

import com.sdkgen.runtime.core.http.RetryingHttpClient

/** Waits between retries: [RetryingHttpClient.Sleeper], where the published SDKs declare it. */
typealias Sleeper = RetryingHttpClient.Sleeper
