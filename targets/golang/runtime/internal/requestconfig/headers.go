package requestconfig

import (
	"crypto/rand"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// platformHeaders describe the process, computed once (SDK-QUALITY.md §5).
var platformHeaders = sync.OnceValue(func() [][2]string {
	return [][2]string{
		{"X-Sdkgen-OS", osName(runtime.GOOS)},
		{"X-Sdkgen-Arch", archName(runtime.GOARCH)},
		{"X-Sdkgen-Runtime", "go"},
		{"X-Sdkgen-Runtime-Version", runtime.Version()},
	}
})

// osName normalises GOOS to the names the other sdkgen runtimes send.
func osName(goos string) string {
	names := map[string]string{"darwin": "MacOS", "linux": "Linux", "windows": "Windows", "freebsd": "FreeBSD",
		"openbsd": "OpenBSD", "netbsd": "NetBSD", "android": "Android", "ios": "iOS", "aix": "AIX", "solaris": "SunOS"}
	if n, ok := names[goos]; ok {
		return n
	}
	return "Other:" + goos
}

// archName normalises GOARCH to the names the other sdkgen runtimes send.
func archName(goarch string) string {
	names := map[string]string{"amd64": "x64", "386": "x32", "arm64": "arm64", "arm": "arm"}
	if n, ok := names[goarch]; ok {
		return n
	}
	return "other:" + goarch
}

// defaultHeaders are the headers WithSettings sets, lowest precedence first: generated (platform), then the
// config's default headers, then <PREFIX>_CUSTOM_HEADERS.
func defaultHeaders(s *Settings) [][2]string {
	h := append([][2]string{}, platformHeaders()...)
	h = append(h,
		[2]string{"User-Agent", fmt.Sprintf("%s/Go %s", s.ClientName, s.Version)},
		[2]string{"X-Sdkgen-Lang", s.lang()},
		[2]string{"X-Sdkgen-Package-Version", s.Version},
	)
	h = append(h, sortedHeaders(s.Headers)...)
	if s.EnvPrefix != "" {
		h = append(h, parseCustomHeaders(os.Getenv(s.EnvPrefix+"_CUSTOM_HEADERS"))...)
	}
	return h
}

func sortedHeaders(m map[string]string) [][2]string {
	out := make([][2]string, 0, len(m))
	for k, v := range m {
		out = append(out, [2]string{k, v})
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

// parseCustomHeaders reads newline-separated `Name: value` lines; lines without a name and colon are ignored.
func parseCustomHeaders(env string) [][2]string {
	var out [][2]string
	for _, line := range strings.Split(env, "\n") {
		name, value, ok := strings.Cut(line, ":")
		name = strings.TrimSpace(name)
		if ok && name != "" && !strings.ContainsAny(name, " \t") {
			out = append(out, [2]string{name, strings.TrimSpace(value)})
		}
	}
	return out
}

// uuid4 is a random UUID in lower-case hex.
func uuid4() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// secrets are the header and query names whose values logs must not show.
type secrets struct {
	headers map[string]bool // canonical names
	query   map[string]bool
}

// secretsOf lists the credentials' carriers: the usual headers plus every API key's header or query param.
func secretsOf(s *Settings) secrets {
	sec := secrets{headers: map[string]bool{"Authorization": true, "Proxy-Authorization": true, "Cookie": true,
		"Set-Cookie": true}, query: map[string]bool{}}
	for _, a := range s.Auth {
		switch a.Kind {
		case AuthAPIKeyHeader:
			sec.headers[http.CanonicalHeaderKey(a.ParamName)] = true
		case AuthAPIKeyQuery:
			sec.query[a.ParamName] = true
		}
	}
	return sec
}

const redacted = "***"

// header is h with secret values replaced.
func (sec secrets) header(h http.Header) http.Header {
	out := h.Clone()
	for k := range out {
		if sec.headers[http.CanonicalHeaderKey(k)] {
			out[k] = []string{redacted}
		}
	}
	return out
}

// url is u with secret query values replaced.
func (sec secrets) url(u *url.URL) string {
	if u == nil {
		return ""
	}
	c := *u
	c.User = nil
	q := c.Query()
	changed := false
	for k := range q {
		if sec.query[k] {
			q[k], changed = []string{redacted}, true
		}
	}
	if changed {
		c.RawQuery = strings.ReplaceAll(q.Encode(), url.QueryEscape(redacted), redacted)
	}
	return c.String()
}
