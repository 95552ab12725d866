package codegen

import (
	"sync/atomic"
	"testing"
)

// A target's panic reaches the caller, which can recover from it, and only after the other calls ended.
func TestForEachRaisesAPanicInTheCaller(t *testing.T) {
	var done atomic.Int32
	defer func() {
		p, ok := recover().(*Panic)
		if !ok || p.Error() != "boom" || len(p.Stack) == 0 {
			t.Errorf("recovered %v, want the *Panic of boom with its stack", p)
		}
		if done.Load() != 9 {
			t.Errorf("%d calls ended before the panic was raised, want the other 9", done.Load())
		}
	}()
	forEach(10, func(i int) {
		if i == 3 {
			panic("boom")
		}
		done.Add(1)
	})
}
