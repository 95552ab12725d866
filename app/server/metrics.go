package server

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/sdkgen/sdkgen/app/jobs"
)

// Metrics are the service's Prometheus metrics, on a registry of their own.
type Metrics struct {
	registry   *prometheus.Registry
	deliveries *prometheus.CounterVec
	ack        *prometheus.HistogramVec
	attempts   *prometheus.CounterVec
	duration   *prometheus.HistogramVec
}

// NewMetrics registers the metrics; counts, when set, reports the queue's jobs by kind and state at each scrape.
func NewMetrics(counts func(ctx context.Context) ([]jobs.Count, error), logger *slog.Logger) *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		deliveries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sdkgen_webhook_deliveries_total",
			Help: "Webhook deliveries by event and outcome (accepted, ignored, bad_signature, malformed, error).",
		}, []string{"event", "outcome"}),
		ack: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "sdkgen_webhook_ack_seconds",
			Help:    "Time from a delivery's arrival to its acknowledgement.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5},
		}, []string{"event"}),
		attempts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sdkgen_job_attempts_total",
			Help: "Finished job attempts by kind and the state they left the job in.",
		}, []string{"kind", "state"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "sdkgen_job_duration_seconds",
			Help:    "Run time of job attempts.",
			Buckets: []float64{.1, .5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600},
		}, []string{"kind"}),
	}
	m.registry.MustRegister(m.deliveries, m.ack, m.attempts, m.duration,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if counts != nil {
		m.registry.MustRegister(&jobsCollector{counts: counts, logger: logger})
	}
	return m
}

// Handler serves the metrics in Prometheus' text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{Registry: m.registry})
}

// Delivery records one acknowledged delivery.
func (m *Metrics) Delivery(event, outcome string, took time.Duration) {
	m.deliveries.WithLabelValues(event, outcome).Inc()
	m.ack.WithLabelValues(event).Observe(took.Seconds())
}

// JobFinished implements jobs.Observer.
func (m *Metrics) JobFinished(kind, state string, run time.Duration) {
	m.attempts.WithLabelValues(kind, state).Inc()
	m.duration.WithLabelValues(kind).Observe(run.Seconds())
}

// jobsCollector reads the queue's job counts at scrape time.
type jobsCollector struct {
	counts func(ctx context.Context) ([]jobs.Count, error)
	logger *slog.Logger
}

var jobsDesc = prometheus.NewDesc("sdkgen_jobs", "Jobs in the queue by kind and state.", []string{"kind", "state"}, nil)

func (c *jobsCollector) Describe(ch chan<- *prometheus.Desc) { ch <- jobsDesc }

func (c *jobsCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	counts, err := c.counts(ctx)
	if err != nil {
		c.logger.Warn("metrics: cannot count jobs", "error", err)
		ch <- prometheus.NewInvalidMetric(jobsDesc, err)
		return
	}
	for _, n := range counts {
		ch <- prometheus.MustNewConstMetric(jobsDesc, prometheus.GaugeValue, float64(n.N), n.Kind, n.State)
	}
}
