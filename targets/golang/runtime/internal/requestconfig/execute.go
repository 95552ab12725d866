package requestconfig

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apierror"
)

// errAttemptTimeout is the cause an attempt's context gets when its timeout fires, which tells a timed-out attempt
// (retried) from the caller's cancellation (not retried).
var errAttemptTimeout = errors.New("attempt timed out")

// plan is what every attempt of one call shares.
type plan struct {
	s            *Settings
	url          *url.URL
	header       http.Header
	maxRetries   int
	timeout      time.Duration // per attempt; 0 = none
	countRetries bool
	secrets      secrets
	logger       *slog.Logger
}

// outcome is one attempt's result: a response (its body read unless handed to the caller) or an error.
type outcome struct {
	req      *http.Request
	res      *http.Response
	body     []byte
	err      error
	timedOut bool
	canceled bool // the caller's context ended: never retried
}

// Execute sends the request with retries (SDK-QUALITY.md §3–§5, §7) and decodes the response into the
// destination. A status of 400 or more after retries is an *apierror.Error; a problem found before sending (no
// credentials, a bad base URL) is a plain error and nothing is sent.
func (cfg *RequestConfig) Execute() error {
	p, err := cfg.plan()
	if err != nil {
		return err
	}
	out, err := cfg.send(p)
	if err != nil {
		return err
	}
	return cfg.deliver(p, out)
}

// plan resolves everything that does not change between attempts: URL, headers, credentials, idempotency key.
func (cfg *RequestConfig) plan() (*plan, error) {
	s := cfg.settingsOrZero()
	u, err := cfg.requestURL(s)
	if err != nil {
		return nil, err
	}
	p := &plan{s: s, url: u, header: cfg.Request.Header.Clone(), secrets: secretsOf(s)}
	q := u.Query()
	original := u.Query()
	cfg.applyClientValues(s, p.header, q)
	if err := cfg.applyAuth(s, p.header, q); err != nil {
		return nil, err
	}
	if !maps.EqualFunc(q, original, slices.Equal[[]string]) {
		u.RawQuery = q.Encode()
	}
	cfg.applyIdempotencyKey(s, p.header)
	p.maxRetries, p.timeout = cfg.effectiveRetries(s), cfg.effectiveTimeout(s)
	if p.timeout > 0 {
		cfg.setHeader(p.header, "X-Sdkgen-Timeout", strconv.FormatInt(int64(p.timeout/time.Second), 10))
	}
	p.countRetries = !cfg.isTouched("X-Sdkgen-Retry-Count")
	p.logger = cfg.logger(s)
	return p, nil
}

// applyClientValues sends the options configured as headers or query params.
func (cfg *RequestConfig) applyClientValues(s *Settings, h http.Header, q url.Values) {
	for _, o := range s.Options {
		v, ok := cfg.value(o)
		if !ok {
			continue
		}
		if o.SendInHeader != "" {
			cfg.setHeader(h, o.SendInHeader, v)
		}
		if o.SendAsQueryParam != "" && !cfg.touchedQuery[o.SendAsQueryParam] {
			q.Set(o.SendAsQueryParam, v)
		}
	}
}

// applyIdempotencyKey gives a non-GET call one key for all its attempts; the caller's key or header wins.
func (cfg *RequestConfig) applyIdempotencyKey(s *Settings, h http.Header) {
	name := s.IdempotencyHeader
	if name == "" && cfg.idemKey != "" {
		name = "Idempotency-Key"
	}
	key := cfg.idemKey
	if key == "" && s.IdempotencyHeader != "" && cfg.Request.Method != http.MethodGet {
		key = "sdkgen-" + s.lang() + "-retry-" + uuid4()
	}
	if name != "" && key != "" {
		cfg.setHeader(h, name, key)
	}
}

// effectiveRetries: call or client option > method default > settings.
func (cfg *RequestConfig) effectiveRetries(s *Settings) int {
	n := s.MaxRetries
	if cfg.maxRetries != nil {
		n = *cfg.maxRetries
	} else if cfg.methodMax != nil {
		n = *cfg.methodMax
	}
	return max(n, 0)
}

// effectiveTimeout: call or client option > method default > settings; 0 means none.
func (cfg *RequestConfig) effectiveTimeout(s *Settings) time.Duration {
	t := s.timeout()
	if cfg.timeout != nil {
		t = *cfg.timeout
	} else if cfg.methodTime != nil {
		t = *cfg.methodTime
	}
	return max(t, 0)
}

// send runs attempts until one succeeds, fails in a way that is not retried, or the retries run out.
func (cfg *RequestConfig) send(p *plan) (*outcome, error) {
	for attempt := 0; ; attempt++ {
		out := cfg.attempt(p, attempt)
		reason, retry := out.retryReason()
		if !retry || attempt >= p.maxRetries || !cfg.body.replayable() {
			return cfg.finish(p, out)
		}
		delay := cfg.retryDelay(p.s, out.res, attempt+1)
		p.logger.Info("retrying request", "method", cfg.Request.Method, "url", p.secrets.url(p.url),
			"retry", attempt+1, "max_retries", p.maxRetries, "reason", reason, "delay", delay)
		if err := cfg.sleep(delay); err != nil {
			return nil, cfg.describe(p, fmt.Errorf("waiting to retry: %w", err))
		}
	}
}

// attempt sends one attempt under its own timeout. The body is read within the timeout, except for a successful
// response handed to the caller unread (a stream), whose timeout stops at the headers.
func (cfg *RequestConfig) attempt(p *plan, n int) *outcome {
	ctx, cancel := context.WithCancelCause(cfg.Context)
	stop := func() bool { return false }
	if p.timeout > 0 {
		stop = time.AfterFunc(p.timeout, func() { cancel(errAttemptTimeout) }).Stop
	}
	handedOff := false
	defer func() {
		if !handedOff {
			stop()
			cancel(nil)
		}
	}()
	req, err := cfg.newAttempt(ctx, p, n)
	if err != nil {
		return &outcome{err: cfg.describe(p, err), canceled: true}
	}
	cfg.logRequest(p, req)
	res, err := cfg.handler()(req)
	if err != nil {
		return cfg.failed(p, ctx, req, err)
	}
	normalize(res, req)
	if cfg.leaveUnread(res) {
		stop()
		handedOff = true
		res.Body = &cancelOnClose{ReadCloser: res.Body, cancel: cancel}
		cfg.logResponse(p, req, res, nil)
		return &outcome{req: req, res: res}
	}
	body, err := io.ReadAll(res.Body)
	_ = res.Body.Close()
	res.Body = io.NopCloser(bytes.NewReader(body))
	if err != nil {
		return cfg.failed(p, ctx, req, err)
	}
	cfg.logResponse(p, req, res, body)
	return &outcome{req: req, res: res, body: body}
}

// normalize fills what a hand-made response (a middleware's, a fake client's) may lack.
func normalize(res *http.Response, req *http.Request) {
	if res.Body == nil {
		res.Body = http.NoBody
	}
	if res.Header == nil {
		res.Header = http.Header{}
	}
	if res.Request == nil {
		res.Request = req
	}
}

// newAttempt is the HTTP request of attempt n.
func (cfg *RequestConfig) newAttempt(ctx context.Context, p *plan, n int) (*http.Request, error) {
	var body io.Reader
	switch {
	case cfg.body.reader != nil:
		body = cfg.body.reader
	case cfg.body.data != nil:
		body = bytes.NewReader(cfg.body.data)
	}
	req, err := http.NewRequestWithContext(ctx, cfg.Request.Method, p.url.String(), body)
	if err != nil {
		return nil, err
	}
	req.Header = p.header.Clone()
	if p.countRetries {
		req.Header.Set("X-Sdkgen-Retry-Count", strconv.Itoa(n))
	}
	return req, nil
}

// handler is the HTTP client wrapped in the middleware, the first one outermost.
func (cfg *RequestConfig) handler() MiddlewareNext {
	client := cfg.client
	if client == nil {
		client = http.DefaultClient
	}
	next := client.Do
	for i := len(cfg.middlewares) - 1; i >= 0; i-- {
		m, inner := cfg.middlewares[i], next
		next = func(req *http.Request) (*http.Response, error) { return m(req, inner) }
	}
	return next
}

// rawResult reports whether the destination wants the response itself, body unread.
func (cfg *RequestConfig) rawResult() bool {
	_, ok := cfg.dst.(**http.Response)
	return ok || (cfg.dst == nil && cfg.ResponseInto != nil)
}

// leaveUnread: a successful response for a raw destination is handed over unread (unless the server asks for a
// retry, which needs it drained).
func (cfg *RequestConfig) leaveUnread(res *http.Response) bool {
	return cfg.rawResult() && res.StatusCode < 400 && !strings.EqualFold(res.Header.Get("X-Should-Retry"), "true")
}

// failed classifies a transport error: the caller's cancellation, an attempt timeout, or a connection error.
func (cfg *RequestConfig) failed(p *plan, ctx context.Context, req *http.Request, err error) *outcome {
	cfg.logFailure(p, err)
	if callerErr := cfg.Context.Err(); callerErr != nil {
		if !errors.Is(err, callerErr) {
			err = fmt.Errorf("%w: %w", callerErr, err)
		}
		return &outcome{req: req, err: cfg.describe(p, err), canceled: true}
	}
	if errors.Is(context.Cause(ctx), errAttemptTimeout) {
		err = fmt.Errorf("request timed out after %s: %w", p.timeout, context.DeadlineExceeded)
		return &outcome{req: req, err: cfg.describe(p, err), timedOut: true}
	}
	return &outcome{req: req, err: cfg.describe(p, err)}
}

// describe prefixes an error with the method and the redacted URL (replacing net/http's, which shows the query).
func (cfg *RequestConfig) describe(p *plan, err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return fmt.Errorf("%s %q: %w", cfg.Request.Method, p.secrets.url(p.url), err)
}

// retryReason says whether the outcome is retried (SDK-QUALITY.md §4) and why.
func (o *outcome) retryReason() (string, bool) {
	switch {
	case o.canceled:
		return "", false
	case o.timedOut:
		return "timeout", true
	case o.err != nil:
		return "connection error: " + o.err.Error(), true
	}
	switch strings.ToLower(o.res.Header.Get("X-Should-Retry")) {
	case "true":
		return "x-should-retry: true", true
	case "false":
		return "", false
	}
	switch code := o.res.StatusCode; {
	case code == http.StatusRequestTimeout, code == http.StatusConflict, code == http.StatusTooManyRequests, code >= 500:
		return "status " + strconv.Itoa(code), true
	}
	return "", false
}

// retryDelay is the server's requested wait when usable, else the backoff for retry k.
func (cfg *RequestConfig) retryDelay(s *Settings, res *http.Response, k int) time.Duration {
	if res != nil {
		if d, ok := serverWait(res.Header, cfg.now()); ok {
			return d
		}
	}
	return s.backoff(k, cfg.random())
}

// serverWait reads Retry-After-Ms (milliseconds), else Retry-After (seconds or an HTTP date); it is used without
// jitter, and only when 0 < wait <= 60 s.
func serverWait(h http.Header, now time.Time) (time.Duration, bool) {
	var d time.Duration
	if v := strings.TrimSpace(h.Get("Retry-After-Ms")); v != "" {
		ms, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return 0, false
		}
		d = time.Duration(ms * float64(time.Millisecond))
	} else if v := strings.TrimSpace(h.Get("Retry-After")); v != "" {
		if sec, err := strconv.ParseFloat(v, 64); err == nil {
			d = time.Duration(sec * float64(time.Second))
		} else if at, err := http.ParseTime(v); err == nil {
			d = at.Sub(now)
		}
	}
	return d, d > 0 && d <= 60*time.Second
}

// finish turns the last outcome into the call's result.
func (cfg *RequestConfig) finish(p *plan, out *outcome) (*outcome, error) {
	if out.err != nil {
		return nil, out.err
	}
	if cfg.ResponseInto != nil {
		*cfg.ResponseInto = out.res
	}
	if out.res.StatusCode >= 400 {
		return nil, apierror.New(out.req, out.res, out.body, p.s.MessageProperty)
	}
	return out, nil
}

// cancelOnClose ends an unread response's context when the caller closes its body.
type cancelOnClose struct {
	io.ReadCloser
	cancel context.CancelCauseFunc
}

func (c *cancelOnClose) Close() error {
	err := c.ReadCloser.Close()
	c.cancel(nil)
	return err
}
