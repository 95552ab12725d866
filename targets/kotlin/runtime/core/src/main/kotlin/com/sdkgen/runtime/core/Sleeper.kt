package com.sdkgen.runtime.core

import java.time.Duration
import kotlinx.coroutines.delay

/** Waits between retries; tests pass one that records instead of sleeping. */
interface Sleeper {
    fun sleep(duration: Duration)

    suspend fun sleepAsync(duration: Duration)

    companion object {
        /** Thread.sleep for the blocking client, delay for coroutines. */
        val DEFAULT: Sleeper =
            object : Sleeper {
                override fun sleep(duration: Duration) = Thread.sleep(duration.toMillis())

                override suspend fun sleepAsync(duration: Duration) = delay(duration.toMillis())
            }
    }
}
