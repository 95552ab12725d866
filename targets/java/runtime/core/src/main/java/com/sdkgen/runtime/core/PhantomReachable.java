package com.sdkgen.runtime.core;

import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Closes resources (connection pools, executors) when the object that owns them is garbage
 * collected without being closed. One daemon thread watches every registration.
 */
public final class PhantomReachable {
    private static final ReferenceQueue<Object> QUEUE = new ReferenceQueue<>();
    private static final Set<Watch> WATCHES =
            Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

    static {
        Thread reaper = new Thread(PhantomReachable::reap, "sdkgen-phantom-reachable-closer");
        reaper.setDaemon(true);
        reaper.start();
    }

    private PhantomReachable() {}

    /**
     * Closes {@code closeable} once {@code observed} is phantom reachable. {@code closeable} must
     * not reference {@code observed}, or it is never collected.
     */
    public static void closeWhenPhantomReachable(Object observed, AutoCloseable closeable) {
        if (observed == closeable) {
            throw new IllegalArgumentException("the observed object cannot be its own closer");
        }
        WATCHES.add(new Watch(observed, closeable));
    }

    private static void reap() {
        while (true) {
            try {
                Reference<?> reference = QUEUE.remove();
                if (reference instanceof Watch) {
                    Watch watch = (Watch) reference;
                    WATCHES.remove(watch);
                    watch.close();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static final class Watch extends PhantomReference<Object> {
        private final AutoCloseable closeable;

        Watch(Object observed, AutoCloseable closeable) {
            super(observed, QUEUE);
            this.closeable = closeable;
        }

        void close() {
            try {
                closeable.close();
            } catch (Exception ignored) {
                // Nothing can report it: the owner is gone.
            }
        }
    }
}
