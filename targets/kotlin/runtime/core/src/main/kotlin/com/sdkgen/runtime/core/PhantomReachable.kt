package com.sdkgen.runtime.core

import java.lang.ref.PhantomReference
import java.lang.ref.ReferenceQueue
import java.util.Collections
import java.util.IdentityHashMap

/**
 * Closes [closeable] once [observed] is garbage collected (phantom reachable): a client dropped
 * without `close()` still gives its connection pool and threads back. [closeable] must not
 * reference [observed], or it is never collected.
 */
fun closeWhenPhantomReachable(observed: Any, closeable: AutoCloseable) {
    require(observed !== closeable) { "the observed object cannot be its own closer" }
    PhantomReachable.watch(observed, closeable)
}

/** One daemon thread closes what every collected observed object leaves behind. */
private object PhantomReachable {
    private val queue = ReferenceQueue<Any>()
    private val watches: MutableSet<Watch> =
        Collections.synchronizedSet(Collections.newSetFromMap(IdentityHashMap()))

    init {
        Thread(::reap, "sdkgen-phantom-reachable-closer").apply { isDaemon = true }.start()
    }

    fun watch(observed: Any, closeable: AutoCloseable) {
        watches.add(Watch(observed, closeable))
    }

    private fun reap() {
        while (true) {
            val watch =
                try {
                    queue.remove()
                } catch (_: InterruptedException) {
                    return
                }
            if (watch is Watch) {
                watches.remove(watch)
                // Nothing can report a failure: the owner is gone.
                runCatching { watch.closeable.close() }
            }
        }
    }

    private class Watch(observed: Any, val closeable: AutoCloseable) :
        PhantomReference<Any>(observed, queue)
}
