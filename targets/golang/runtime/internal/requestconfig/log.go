package requestconfig

import (
	"bytes"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"
)

// levelOff is above every level slog logs, for <PREFIX>_LOG=off.
const levelOff = slog.Level(100)

// maxLoggedBody bounds the body a dump shows.
const maxLoggedBody = 10 << 10

// loggers holds one stderr logger per env prefix, its level read from <PREFIX>_LOG once.
var loggers sync.Map

// logger is the call's slog logger: the test hook's, else the process's for the settings' prefix.
func (cfg *RequestConfig) logger(s *Settings) *slog.Logger {
	if cfg.hooks.logger != nil {
		return cfg.hooks.logger
	}
	if l, ok := loggers.Load(s.EnvPrefix); ok {
		return l.(*slog.Logger)
	}
	level := slog.LevelWarn
	if s.EnvPrefix != "" {
		level = parseLevel(os.Getenv(s.EnvPrefix + "_LOG"))
	}
	l := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	actual, _ := loggers.LoadOrStore(s.EnvPrefix, l)
	return actual.(*slog.Logger)
}

// parseLevel reads debug, info, warn, error or off; anything else is warn.
func parseLevel(v string) slog.Level {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "debug":
		return slog.LevelDebug
	case "info":
		return slog.LevelInfo
	case "error":
		return slog.LevelError
	case "off":
		return levelOff
	}
	return slog.LevelWarn
}

// dumping reports whether anyone reads request and response dumps, which are costly to build.
func (cfg *RequestConfig) dumping(p *plan) bool {
	return cfg.debugLog != nil || p.logger.Enabled(cfg.Context, slog.LevelDebug)
}

func (cfg *RequestConfig) emit(p *plan, msg, dump string) {
	p.logger.Debug(msg, "dump", dump)
	if cfg.debugLog != nil {
		cfg.debugLog.Printf("%s\n%s", msg, dump)
	}
}

// logRequest dumps an attempt's request, credentials redacted.
func (cfg *RequestConfig) logRequest(p *plan, req *http.Request) {
	if !cfg.dumping(p) {
		return
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "%s %s\n", req.Method, p.secrets.url(req.URL))
	writeHeader(&buf, p.secrets.header(req.Header))
	switch {
	case cfg.body.reader != nil:
		buf.WriteString("\n<body streamed from a reader>\n")
	case cfg.body.data != nil:
		buf.WriteString("\n" + bodyText(req.Header.Get("Content-Type"), cfg.body.data) + "\n")
	}
	cfg.emit(p, "request", buf.String())
}

// logResponse dumps a response, with its body when it was read.
func (cfg *RequestConfig) logResponse(p *plan, req *http.Request, res *http.Response, body []byte) {
	if !cfg.dumping(p) {
		return
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "%d %s %s\n", res.StatusCode, req.Method, p.secrets.url(req.URL))
	writeHeader(&buf, p.secrets.header(res.Header))
	if body != nil {
		buf.WriteString("\n" + bodyText(res.Header.Get("Content-Type"), body) + "\n")
	} else {
		buf.WriteString("\n<body handed to the caller unread>\n")
	}
	cfg.emit(p, "response", buf.String())
}

// logFailure logs an attempt that got no response.
func (cfg *RequestConfig) logFailure(p *plan, err error) {
	if cfg.dumping(p) {
		cfg.emit(p, "request failed", err.Error())
	}
}

func writeHeader(buf *bytes.Buffer, h http.Header) {
	var out bytes.Buffer
	_ = h.Write(&out)
	buf.WriteString(strings.ReplaceAll(out.String(), "\r\n", "\n"))
}

// bodyText shows textual bodies (shortened) and only the size of binary ones.
func bodyText(contentType string, body []byte) string {
	ct := strings.ToLower(contentType)
	textual := ct == "" || strings.Contains(ct, "json") || strings.HasPrefix(ct, "text/") ||
		strings.Contains(ct, "x-www-form-urlencoded") || strings.Contains(ct, "xml")
	switch {
	case !textual:
		return fmt.Sprintf("<%d bytes of %s>", len(body), contentType)
	case len(body) > maxLoggedBody:
		return strings.ToValidUTF8(string(body[:maxLoggedBody]), "") + fmt.Sprintf("… <%d bytes>", len(body))
	}
	return string(body)
}
