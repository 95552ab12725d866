package web

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// limiter allows each key (a client address) perMinute requests in a minute's window.
type limiter struct {
	mu        sync.Mutex
	perMinute int
	window    time.Time
	counts    map[string]int
}

func newLimiter(perMinute int) *limiter {
	return &limiter{perMinute: perMinute, counts: map[string]int{}}
}

// allow counts a request of key and tells whether it is within the limit.
func (l *limiter) allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now().Truncate(time.Minute)
	if !now.Equal(l.window) {
		l.window, l.counts = now, map[string]int{}
	}
	l.counts[key]++
	return l.counts[key] <= l.perMinute
}

// clientAddress is the request's peer address without its port (a proxy in front is one client: the limits
// are then the proxy's to apply per client).
func clientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
