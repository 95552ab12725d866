package conformance

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	mrand "math/rand/v2"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The reference driver is a minimal SDK for the conformance API written the way SDK-QUALITY.md describes, run as
// a driver process. TestReferencePassesEveryScenario runs the whole suite against it: every scenario must be
// satisfiable by an SDK that follows the contract, and the timing bounds must hold on this machine.

const referenceEnv = "GO_CONFORMANCE_REFERENCE_DRIVER"

func TestReferencePassesEveryScenario(t *testing.T) {
	if os.Getenv(referenceEnv) == "1" || os.Getenv(helperEnv) == "1" {
		t.Skip("inside a driver process")
	}
	if testing.Short() {
		t.Skip("runs every scenario with its real delays (about 15 s)")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestReferenceDriver$")
	cmd.Env = append(os.Environ(), referenceEnv+"=1")
	Run(t, cmd)
}

// TestReferenceDriver is not a test: it is the driver process of TestReferencePassesEveryScenario.
func TestReferenceDriver(t *testing.T) {
	if os.Getenv(referenceEnv) != "1" {
		t.Skip("only runs as the driver of TestReferencePassesEveryScenario")
	}
	root := strings.TrimRight(os.Getenv(EnvBaseURL), "/")
	data, err := os.ReadFile(os.Getenv(EnvScenarios))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	_ = os.Unsetenv(EnvBaseURL)
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	for _, s := range f.Scenarios {
		out := refRun(s, root+"/s/"+s.Name)
		line, err := json.Marshal(out)
		if err != nil {
			line, _ = json.Marshal(DriverOutput{Scenario: s.Name, Error: &DriverError{Kind: KindDriver, Message: err.Error()}})
		}
		fmt.Println(string(line))
	}
	os.Exit(0)
}

func refRun(s Scenario, base string) DriverOutput {
	out := DriverOutput{Scenario: s.Name}
	saved := map[string]*string{}
	for k, v := range s.Client.Env {
		if old, ok := os.LookupEnv(k); ok {
			saved[k] = &old
		} else {
			saved[k] = nil
		}
		_ = os.Setenv(k, strings.ReplaceAll(v, "{base_url}", base))
	}
	defer func() {
		for k, v := range saved {
			if v == nil {
				_ = os.Unsetenv(k)
			} else {
				_ = os.Setenv(k, *v)
			}
		}
	}()
	c, err := newRefClient(s.Client, base)
	if err != nil {
		out.Error = refDescribe(err)
		return out
	}
	var partial []any
	result, err := c.call(s.Call, s.Collect, &partial)
	if err != nil {
		out.Error = refDescribe(err)
		if partial != nil {
			out.Result, _ = json.Marshal(partial)
		}
		return out
	}
	out.Result, _ = json.Marshal(result)
	return out
}

// refError is what the reference SDK raises.
type refError struct {
	kind      string
	status    int
	message   string
	requestID string
}

func (e *refError) Error() string { return e.message }

func refDescribe(err error) *DriverError {
	var re *refError
	if errors.As(err, &re) {
		return &DriverError{Kind: re.kind, Status: re.status, Message: re.message, RequestID: re.requestID}
	}
	return &DriverError{Kind: KindDriver, Message: err.Error()}
}

func clientErr(format string, args ...any) error {
	return &refError{kind: KindClient, message: fmt.Sprintf(format, args...)}
}

// refMethod is what the reference SDK knows of one method of api/.
type refMethod struct {
	verb, path string
	noAuth     bool
	body       string // "", json, multipart
	pagination string // scheme name
	streaming  string // "", param, always
}

var refMethods = map[string]refMethod{
	"health.check":   {verb: "GET", path: "/health", noAuth: true},
	"items.create":   {verb: "POST", path: "/items", body: "json"},
	"items.retrieve": {verb: "GET", path: "/items/{}"},
	"cursors.list":   {verb: "GET", path: "/cursors", pagination: "cursor_page"},
	"ids.list":       {verb: "GET", path: "/ids", pagination: "cursor_id_page"},
	"urls.list":      {verb: "GET", path: "/urls", pagination: "url_page"},
	"links.list":     {verb: "GET", path: "/links", pagination: "link_page"},
	"offsets.list":   {verb: "GET", path: "/offsets", pagination: "offset_page"},
	"numbers.list":   {verb: "GET", path: "/numbers", pagination: "number_page"},
	"fakes.list":     {verb: "GET", path: "/fakes", pagination: "fake_page"},
	"search.query":   {verb: "GET", path: "/search"},
	"uploads.create": {verb: "POST", path: "/uploads", body: "multipart"},
	"chats.create":   {verb: "POST", path: "/chats", body: "json", streaming: "param"},
	"chats.stream":   {verb: "POST", path: "/chats/stream", body: "json", streaming: "always"},
}

type refClient struct {
	base                              string
	apiKey, username, password, token string
	maxRetries                        int
	timeout                           time.Duration
	defaultHeaders                    map[string]string
}

func newRefClient(spec Client, base string) (*refClient, error) {
	c := &refClient{base: base, maxRetries: 2, timeout: 20 * time.Second}
	if spec.ZeroArgs {
		c.base = os.Getenv("CONFORMANCE_BASE_URL")
		if c.base == "" {
			return nil, clientErr("no base URL: pass baseURL or set CONFORMANCE_BASE_URL")
		}
	}
	c.base = strings.TrimRight(c.base, "/")
	pick := func(arg *string, env string) string {
		if arg != nil {
			return *arg
		}
		return os.Getenv(env)
	}
	c.apiKey = pick(spec.APIKey, "CONFORMANCE_API_KEY")
	c.username = pick(spec.Username, "CONFORMANCE_USERNAME")
	c.password = pick(spec.Password, "CONFORMANCE_PASSWORD")
	c.token = pick(spec.Token, "CONFORMANCE_TOKEN")
	if spec.MaxRetries != nil {
		c.maxRetries = *spec.MaxRetries
	}
	if spec.TimeoutMS != nil {
		c.timeout = time.Duration(*spec.TimeoutMS) * time.Millisecond
	}
	c.defaultHeaders = spec.DefaultHeaders
	return c, nil
}

// auth applies the first satisfied security alternative.
func (c *refClient) auth(h http.Header) error {
	switch {
	case c.apiKey != "":
		h.Set("X-Api-Key", c.apiKey)
	case c.username != "" && c.password != "":
		h.Set("Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte(c.username+":"+c.password)))
	case c.token != "":
		h.Set("Authorization", "Bearer "+c.token)
	default:
		return clientErr("no credentials: pass apiKey, username and password, or token, or set CONFORMANCE_API_KEY, CONFORMANCE_USERNAME and CONFORMANCE_PASSWORD, or CONFORMANCE_TOKEN")
	}
	return nil
}

// reqSpec is one logical request, retried as a whole.
type reqSpec struct {
	verb, url   string
	body        []byte
	contentType string
	accept      string
	noAuth      bool
	opts        Options
}

type refResponse struct {
	status int
	header http.Header
	body   []byte
}

func (c *refClient) do(rs reqSpec) (*refResponse, error) {
	maxRetries := c.maxRetries
	if rs.opts.MaxRetries != nil {
		maxRetries = *rs.opts.MaxRetries
	}
	timeout := c.timeout
	if rs.opts.TimeoutMS != nil {
		timeout = time.Duration(*rs.opts.TimeoutMS) * time.Millisecond
	}
	idem := ""
	if rs.verb != "GET" {
		idem = "sdkgen-go-retry-" + uuid4()
		if rs.opts.IdempotencyKey != nil {
			idem = *rs.opts.IdempotencyKey
		}
	}
	for attempt := 0; ; attempt++ {
		h := http.Header{}
		h.Set("User-Agent", "Conformance/Go 0.0.0-reference")
		h.Set("X-Sdkgen-Lang", "go")
		h.Set("X-Sdkgen-Package-Version", "0.0.0-reference")
		h.Set("X-Sdkgen-OS", "Linux")
		h.Set("X-Sdkgen-Arch", "x64")
		h.Set("X-Sdkgen-Runtime", "go")
		h.Set("X-Sdkgen-Runtime-Version", "go1")
		h.Set("Accept", rs.accept)
		if rs.contentType != "" {
			h.Set("Content-Type", rs.contentType)
		}
		h.Set("X-Sdkgen-Retry-Count", strconv.Itoa(attempt))
		h.Set("X-Sdkgen-Timeout", strconv.Itoa(int(timeout/time.Second)))
		if idem != "" {
			h.Set("Idempotency-Key", idem)
		}
		h.Set("X-Conformance-Client", "sdkgen")
		for k, v := range c.defaultHeaders {
			h.Set(k, v)
		}
		for k, v := range rs.opts.Headers {
			if v == nil {
				h.Del(k)
			} else {
				h.Set(k, *v)
			}
		}
		if !rs.noAuth {
			if err := c.auth(h); err != nil {
				return nil, err
			}
		}
		resp, err := send(rs, h, timeout)
		var retryErr *refError
		var wait time.Duration
		switch {
		case err != nil:
			retryErr = err
		default:
			retry := resp.status == 408 || resp.status == 409 || resp.status == 429 || resp.status >= 500
			switch resp.header.Get("x-should-retry") {
			case "true":
				retry = true
			case "false":
				retry = false
			}
			if resp.status < 400 && !retry {
				return resp, nil
			}
			retryErr = statusError(resp)
			if !retry {
				return nil, retryErr
			}
			wait = retryAfter(resp.header)
		}
		if attempt >= maxRetries {
			return nil, retryErr
		}
		if wait == 0 {
			base := math.Min(0.1*math.Pow(2, float64(attempt)), 0.25)
			wait = time.Duration(base * (1 - 0.25*mrand.Float64()) * float64(time.Second))
		}
		time.Sleep(wait)
	}
}

func send(rs reqSpec, h http.Header, timeout time.Duration) (*refResponse, *refError) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, rs.verb, rs.url, bytes.NewReader(rs.body))
	if err != nil {
		return nil, &refError{kind: KindClient, message: err.Error()}
	}
	req.Header = h
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, &refError{kind: KindTimeout, message: "request timed out"}
		}
		return nil, &refError{kind: KindConnection, message: err.Error()}
	}
	defer func() { _ = resp.Body.Close() }()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, &refError{kind: KindTimeout, message: "request timed out"}
		}
		return nil, &refError{kind: KindConnection, message: err.Error()}
	}
	return &refResponse{status: resp.StatusCode, header: resp.Header, body: body}, nil
}

func statusError(resp *refResponse) *refError {
	kinds := map[int]string{400: KindBadRequest, 401: KindAuthentication, 403: KindPermissionDenied, 404: KindNotFound,
		409: KindConflict, 422: KindUnprocessableEntity, 429: KindRateLimit}
	kind, ok := kinds[resp.status]
	if !ok {
		kind = KindStatus
		if resp.status >= 500 {
			kind = KindInternalServer
		}
	}
	msg := fmt.Sprintf("%d %s", resp.status, resp.body)
	var body struct {
		Message string `json:"message"`
	}
	if json.Unmarshal(resp.body, &body) == nil && body.Message != "" {
		msg = body.Message
	}
	return &refError{kind: kind, status: resp.status, message: msg, requestID: resp.header.Get("x-request-id")}
}

// retryAfter is the server-requested wait, or 0 when there is none usable.
func retryAfter(h http.Header) time.Duration {
	var d time.Duration
	if v := h.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil {
			d = time.Duration(ms * float64(time.Millisecond))
		}
	} else if v := h.Get("Retry-After"); v != "" {
		if s, err := strconv.ParseFloat(v, 64); err == nil {
			d = time.Duration(s * float64(time.Second))
		} else if at, err := http.ParseTime(v); err == nil {
			d = time.Until(at)
		}
	}
	if d <= 0 || d > 60*time.Second {
		return 0
	}
	return d
}

func uuid4() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// encodeQuery renders params with query_settings: nested_format dots, array_format repeat.
func encodeQuery(params map[string]any) string {
	var parts []string
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for _, k := range sortedKeys(x) {
				walk(key+"."+k, x[k])
			}
		case []any:
			for _, e := range x {
				walk(key, e)
			}
		case nil:
		default:
			parts = append(parts, url.QueryEscape(key)+"="+url.QueryEscape(scalar(x)))
		}
	}
	for _, k := range sortedKeys(params) {
		walk(k, params[k])
	}
	return strings.Join(parts, "&")
}

func scalar(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	default:
		return fmt.Sprint(x)
	}
}

func (c *refClient) call(call Call, collect string, partial *[]any) (any, error) {
	m, ok := refMethods[call.Method]
	if !ok {
		return nil, fmt.Errorf("reference driver: unknown method %s", call.Method)
	}
	path := m.path
	if strings.Contains(path, "{}") {
		if len(call.Args) != 1 || call.Args[0] == "" {
			return nil, clientErr("item_id must be a non-empty string")
		}
		path = strings.Replace(path, "{}", url.PathEscape(call.Args[0]), 1)
	}
	opts := Options{}
	if call.Options != nil {
		opts = *call.Options
	}
	params := map[string]any{}
	for k, v := range call.Params {
		params[k] = v
	}
	if call.Stream {
		params["stream"] = true
	}
	rs := reqSpec{verb: m.verb, accept: "application/json", noAuth: m.noAuth, opts: opts}
	query := map[string]any{}
	for k, v := range opts.Query {
		query[k] = v
	}
	switch m.body {
	case "":
		for k, v := range params {
			query[k] = v
		}
	case "json":
		for k, v := range opts.Body {
			params[k] = v
		}
		rs.body, _ = json.Marshal(params)
		rs.contentType = "application/json"
	case "multipart":
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		for _, k := range sortedKeys(call.Files) {
			f := call.Files[k]
			h := textproto.MIMEHeader{}
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, k, f.Filename))
			h.Set("Content-Type", f.ContentType)
			w, _ := mw.CreatePart(h)
			_, _ = w.Write([]byte(f.Content))
		}
		for _, k := range sortedKeys(params) {
			if arr, ok := params[k].([]any); ok {
				for i, e := range arr {
					_ = mw.WriteField(fmt.Sprintf("%s[%d]", k, i), scalar(e))
				}
			} else {
				_ = mw.WriteField(k, scalar(params[k]))
			}
		}
		_ = mw.Close()
		rs.body, rs.contentType = buf.Bytes(), mw.FormDataContentType()
	}
	if m.streaming == "always" || (m.streaming == "param" && call.Stream) {
		rs.accept = "text/event-stream"
	}
	rs.url = c.base + path
	if q := encodeQuery(query); q != "" {
		rs.url += "?" + q
	}

	switch collect {
	case CollectEvents:
		resp, err := c.do(rs)
		if err != nil {
			return nil, err
		}
		return parseSSE(resp.body, partial)
	case CollectItems, CollectPages:
		var pages []any
		var items []any
		if collect == CollectPages {
			*partial = pages
		} else {
			*partial = items
		}
		err := c.paginate(m.pagination, rs, params, func(page []any) {
			pages = append(pages, page)
			items = append(items, page...)
			if collect == CollectPages {
				*partial = pages
			} else {
				*partial = items
			}
		})
		if err != nil {
			return nil, err
		}
		if collect == CollectPages {
			return orEmpty(pages), nil
		}
		return orEmpty(items), nil
	default:
		resp, err := c.do(rs)
		if err != nil {
			return nil, err
		}
		var v any
		if len(resp.body) > 0 {
			if err := json.Unmarshal(resp.body, &v); err != nil {
				return nil, &refError{kind: KindAPI, message: "invalid JSON: " + err.Error()}
			}
		}
		return v, nil
	}
}

func orEmpty(v []any) []any {
	if v == nil {
		return []any{}
	}
	return v
}

var linkNext = regexp.MustCompile(`<([^>]*)>\s*;[^,]*rel="?next"?`)

// paginate fetches every page, following CONFIG-REFERENCE §12.2.
func (c *refClient) paginate(scheme string, rs reqSpec, params map[string]any, onPage func([]any)) error {
	for {
		resp, err := c.do(rs)
		if err != nil {
			return err
		}
		var body any
		if err := json.Unmarshal(resp.body, &body); err != nil {
			return &refError{kind: KindAPI, message: "invalid JSON page"}
		}
		obj, _ := body.(map[string]any)
		get := func(path ...string) any {
			var v any = obj
			for _, p := range path {
				m, _ := v.(map[string]any)
				v = m[p]
			}
			return v
		}
		var items []any
		switch scheme {
		case "fake_page":
			items, _ = body.([]any)
		case "number_page":
			items, _ = get("result", "entries").([]any)
		default:
			items, _ = get("data").([]any)
		}
		onPage(orEmpty(items))
		if hasMore, ok := get("has_more").(bool); ok && !hasMore {
			return nil
		}
		if len(items) == 0 && scheme != "url_page" {
			return nil
		}
		next := map[string]any{}
		for k, v := range params {
			next[k] = v
		}
		switch scheme {
		case "cursor_page":
			cur, _ := get("next_cursor").(string)
			if cur == "" {
				return nil
			}
			next["cursor"] = cur
		case "cursor_id_page":
			last, _ := items[len(items)-1].(map[string]any)
			next["after_id"] = last["id"]
		case "url_page", "link_page":
			var u string
			if scheme == "url_page" {
				u, _ = get("next").(string)
			} else if m := linkNext.FindStringSubmatch(resp.header.Get("Link")); m != nil {
				u = m[1]
			}
			if u == "" {
				return nil
			}
			rs.url = u
			continue
		case "offset_page":
			offset, _ := params["offset"].(float64)
			offset += float64(len(items))
			if total, ok := get("meta", "total").(float64); ok && offset >= total {
				return nil
			}
			next["offset"] = offset
		case "number_page":
			page, _ := get("page").(float64)
			if total, ok := get("total_pages").(float64); ok && page+1 > total {
				return nil
			}
			next["page"] = page + 1
		default:
			return nil
		}
		params = next
		q := map[string]any{}
		for k, v := range rs.opts.Query {
			q[k] = v
		}
		for k, v := range params {
			q[k] = v
		}
		rs.url = strings.SplitN(rs.url, "?", 2)[0] + "?" + encodeQuery(q)
	}
}

// parseSSE decodes a whole event stream with the default rules: [DONE] ends it, an error event raises, the rest is
// yielded.
func parseSSE(body []byte, partial *[]any) (any, error) {
	events := []any{}
	*partial = events
	var data []string
	event := ""
	sc := bufio.NewScanner(bytes.NewReader(body))
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			if len(data) > 0 {
				text := strings.Join(data, "\n")
				if strings.HasPrefix(text, "[DONE]") {
					return events, nil
				}
				var v any
				if err := json.Unmarshal([]byte(text), &v); err != nil {
					return nil, &refError{kind: KindAPI, message: "bad event data: " + text}
				}
				if event == "error" {
					msg := text
					if m, ok := v.(map[string]any); ok {
						if s, ok := m["message"].(string); ok {
							msg = s
						}
					}
					return nil, &refError{kind: KindAPI, message: msg}
				}
				events = append(events, v)
				*partial = events
			}
			data, event = nil, ""
			continue
		}
		if strings.HasPrefix(line, ":") {
			continue
		}
		field, value, _ := strings.Cut(line, ":")
		value = strings.TrimPrefix(value, " ")
		switch field {
		case "data":
			data = append(data, value)
		case "event":
			event = value
		}
	}
	return events, nil
}
