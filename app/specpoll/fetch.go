// Package specpoll fetches the spec URLs of projects, hourly and with a conditional GET, and starts a build of a
// project whose spec changed. Fetching is guarded against server-side request forgery: https only, and no
// loopback, private, link-local (cloud metadata) or otherwise internal address, checked on the address actually
// dialled after DNS resolution, for every redirect too; a size cap and a timeout bound each fetch.
package specpoll

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"os"
	"strings"
	"syscall"
	"time"
)

// Limits of one fetch.
const (
	DefaultMaxBytes = 32 << 20
	DefaultTimeout  = 30 * time.Second
	maxRedirects    = 5
)

// Guard says which addresses a fetch may reach.
type Guard struct {
	// Allow lists "ip:port" addresses that are reachable although internal: the test override for a local spec
	// server. Nothing else internal is, redirects included.
	Allow []string
	// RootCAs, when set, replaces the system's certificate pool (tests trust their local server's certificate).
	TLS *tls.Config
}

// ErrRefused is returned (wrapped) for a URL or address the guard refuses.
var ErrRefused = errors.New("refused")

// blocked reports whether an address is internal: loopback, private, link-local (169.254.169.254, the cloud
// metadata address, is one), unspecified, multicast, or IPv4-mapped forms of those; and 100.64.0.0/10 (carrier
// NAT, where some clouds put metadata services).
func blocked(ip netip.Addr) bool {
	ip = ip.Unmap()
	return ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified() ||
		netip.MustParsePrefix("100.64.0.0/10").Contains(ip) || netip.MustParsePrefix("0.0.0.0/8").Contains(ip)
}

// control refuses a connection to a blocked address; it runs after DNS resolution, on the address dialled.
func (g Guard) control(_, address string, _ syscall.RawConn) error { return g.Check(address) }

// Check refuses an "ip:port" address that is internal, unless Allow lists it.
func (g Guard) Check(address string) error {
	for _, a := range g.Allow {
		if a == address {
			return nil
		}
	}
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("address %s: %w", address, ErrRefused)
	}
	if blocked(ap.Addr()) {
		return fmt.Errorf("address %s is internal: %w", ap.Addr(), ErrRefused)
	}
	return nil
}

// Client returns an HTTP client that dials only what the guard allows, over https only (redirects too), within
// timeout.
func (g Guard) Client(timeout time.Duration) *http.Client {
	dialer := &net.Dialer{Timeout: 10 * time.Second, Control: g.control}
	transport := &http.Transport{
		DialContext:         dialer.DialContext,
		TLSClientConfig:     g.TLS,
		TLSHandshakeTimeout: 10 * time.Second,
		ForceAttemptHTTP2:   true,
		Proxy:               nil, // a proxy would dial for us, past the guard
	}
	return &http.Client{Timeout: timeout, Transport: transport,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= maxRedirects {
				return fmt.Errorf("more than %d redirects: %w", maxRedirects, ErrRefused)
			}
			if req.URL.Scheme != "https" {
				return fmt.Errorf("a redirect to %s, not https: %w", req.URL.Redacted(), ErrRefused)
			}
			return nil
		}}
}

// Validators are what a conditional GET sends: the previous answer's ETag and Last-Modified.
type Validators struct{ ETag, LastModified string }

// Result is a fetch's outcome: NotModified (304), or the spec with its new validators.
type Result struct {
	NotModified bool
	Spec        []byte
	Validators  Validators
}

// Fetcher fetches spec URLs.
type Fetcher struct {
	Guard    Guard
	MaxBytes int64
	Timeout  time.Duration
}

// Fetch GETs url conditionally. Only https URLs are fetched; a body over MaxBytes is an error.
func (f Fetcher) Fetch(ctx context.Context, rawURL string, v Validators) (Result, error) {
	maxBytes, timeout := f.MaxBytes, f.Timeout
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return Result{}, fmt.Errorf("spec URL: %w", err)
	}
	if req.URL.Scheme != "https" {
		return Result{}, fmt.Errorf("spec URL %s is not https: %w", req.URL.Redacted(), ErrRefused)
	}
	if v.ETag != "" {
		req.Header.Set("If-None-Match", v.ETag)
	}
	if v.LastModified != "" {
		req.Header.Set("If-Modified-Since", v.LastModified)
	}
	req.Header.Set("User-Agent", "sdkgen-spec-poller")
	res, err := f.Guard.Client(timeout).Do(req)
	if err != nil {
		return Result{}, fmt.Errorf("fetch %s: %w", req.URL.Redacted(), err)
	}
	defer func() { _ = res.Body.Close() }()
	switch {
	case res.StatusCode == http.StatusNotModified:
		return Result{NotModified: true, Validators: v}, nil
	case res.StatusCode != http.StatusOK:
		return Result{}, fmt.Errorf("fetch %s: %s", req.URL.Redacted(), res.Status)
	}
	body, err := io.ReadAll(io.LimitReader(res.Body, maxBytes+1))
	if err != nil {
		return Result{}, fmt.Errorf("read %s: %w", req.URL.Redacted(), err)
	}
	if int64(len(body)) > maxBytes {
		return Result{}, fmt.Errorf("%s is over %d bytes", req.URL.Redacted(), maxBytes)
	}
	return Result{Spec: body, Validators: Validators{ETag: res.Header.Get("ETag"), LastModified: res.Header.Get("Last-Modified")}}, nil
}

// TestGuard is the guard with the end-to-end tests' override: allow is a comma-separated list of "ip:port"
// addresses let through although internal, caFile a PEM certificate trusted besides the system's. Both empty:
// the plain guard.
func TestGuard(allow, caFile string) (Guard, error) {
	var g Guard
	for _, a := range strings.Split(allow, ",") {
		if a = strings.TrimSpace(a); a != "" {
			g.Allow = append(g.Allow, a)
		}
	}
	if caFile == "" {
		return g, nil
	}
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return g, fmt.Errorf("the spec poll's test certificate: %w", err)
	}
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if !pool.AppendCertsFromPEM(pem) {
		return g, fmt.Errorf("the spec poll's test certificate %s holds no PEM certificate", caFile)
	}
	g.TLS = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	return g, nil
}
