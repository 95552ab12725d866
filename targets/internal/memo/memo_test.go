package memo

import (
	"sync"
	"sync/atomic"
	"testing"
)

func TestLast(t *testing.T) {
	var l Last[string]
	var computed atomic.Int32
	upper := func(in string) func() string {
		return func() string {
			computed.Add(1)
			return in + "!"
		}
	}
	steps := []struct {
		input, want string
		computes    int32 // computations so far
	}{
		{"a", "a!", 1},
		{"a", "a!", 1}, // the same bytes: remembered
		{"b", "b!", 2}, // other bytes: never the last value
		{"a", "a!", 3}, // one entry only: a was forgotten
	}
	for _, s := range steps {
		if got := l.Get([]byte(s.input), upper(s.input)); got != s.want || computed.Load() != s.computes {
			t.Fatalf("Get(%q) = %q after %d computations, want %q after %d", s.input, got, computed.Load(), s.want, s.computes)
		}
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got := l.Get([]byte("c"), upper("c")); got != "c!" {
				t.Errorf("concurrent Get = %q", got)
			}
		})
	}
	wg.Wait()
	if computed.Load() != 4 {
		t.Errorf("8 concurrent calls for one input computed %d times, want once", computed.Load()-3)
	}
}
