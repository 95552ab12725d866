package appwire_test

import (
	"fmt"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkWebhookAck measures how long sdkgen serve (SQLite, workers running) takes to acknowledge a signed
// pull_request delivery, with 16 deliveries in flight at once; it reports the p50 and p99 latencies. Goal: p99
// under 50 ms on 2 cores.
func BenchmarkWebhookAck(b *testing.B) {
	_, base := start(b, &countingRunner{})
	const inFlight = 16
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: inFlight}, Timeout: time.Minute}
	latencies := make([]time.Duration, b.N)
	var next atomic.Int64
	var failed atomic.Int64
	b.ResetTimer()
	var wg sync.WaitGroup
	for range inFlight {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= b.N {
					return
				}
				delivery := fmt.Sprintf("bench-%d", i)
				body, sig := pullRequest(i+1, delivery)
				start := time.Now()
				code, err := postDelivery(client, base, body, sig, delivery)
				latencies[i] = time.Since(start)
				if err != nil || code != http.StatusOK {
					failed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	b.StopTimer()
	client.CloseIdleConnections()
	if n := failed.Load(); n > 0 {
		b.Fatalf("%d deliveries failed", n)
	}
	slices.Sort(latencies)
	b.ReportMetric(ms(latencies[len(latencies)/2]), "p50-ms")
	b.ReportMetric(ms(latencies[(len(latencies)*99)/100]), "p99-ms")
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
