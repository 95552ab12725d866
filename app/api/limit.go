package api

import (
	"sync"
	"time"
)

// limiter is a token bucket per API token: ratePerMinute requests a minute on average, burst at once.
type limiter struct {
	mu      sync.Mutex
	rate    float64 // requests per second
	burst   float64
	now     func() time.Time
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newLimiter(ratePerMinute, burst int, now func() time.Time) *limiter {
	return &limiter{rate: float64(ratePerMinute) / 60, burst: float64(burst), now: now, buckets: map[string]*bucket{}}
}

// allow takes one request from key's bucket; when it is empty it says how long until the next request may go.
func (l *limiter) allow(key string) (time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b := l.buckets[key]
	if b == nil {
		b = &bucket{tokens: l.burst, at: now}
		l.buckets[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.at).Seconds()*l.rate)
	b.at = now
	if b.tokens < 1 {
		return time.Duration((1 - b.tokens) / l.rate * float64(time.Second)), false
	}
	b.tokens--
	return 0, true
}
