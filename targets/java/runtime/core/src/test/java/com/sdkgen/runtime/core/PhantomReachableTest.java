package com.sdkgen.runtime.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicBoolean;

class PhantomReachableTest {

    @Test
    void closesWhenTheObservedObjectIsCollected() throws InterruptedException {
        AtomicBoolean closed = new AtomicBoolean();

        PhantomReachable.closeWhenPhantomReachable(new Object(), () -> closed.set(true));
        for (int i = 0; i < 50 && !closed.get(); i++) {
            System.gc();
            Thread.sleep(20);
        }

        assertThat(closed).isTrue();
    }
}
