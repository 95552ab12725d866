package pagination

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/requestconfig"
)

// Page is one page of a list: its items, its response, and how to fetch the next one. The generated page types
// (CursorPage[T], ...) embed it.
type Page[T any] struct {
	// Items are the items of this page.
	Items []T

	scheme  *Scheme
	cfg     *requestconfig.RequestConfig
	res     *http.Response
	raw     []byte
	next    nextRequest
	hasNext bool
}

// HasNextPage reports whether there is a page after this one (CONFIG-REFERENCE.md §12.2).
func (p *Page[T]) HasNextPage() bool { return p != nil && p.hasNext }

// RawJSON is the response body of this page.
func (p *Page[T]) RawJSON() string { return string(p.raw) }

// Response is the HTTP response of this page; its body can be read again.
func (p *Page[T]) Response() *http.Response { return p.res }

func (p *Page[T]) pageItems() []T { return p.Items }

// nextPage fetches the page after this one with the same request, only the pagination params changed (or the
// next URL requested as given, for cursor_url). It returns nil and no error after the last page.
func (p *Page[T]) nextPage() (*Page[T], error) {
	if !p.HasNextPage() {
		return nil, nil
	}
	cfg := p.cfg.Clone(p.cfg.Context)
	if err := cfg.Apply(p.scheme.nextOptions(p.next)...); err != nil {
		return nil, err
	}
	return fetch[T](p.scheme, cfg)
}

// fetch makes the request of cfg and reads a page of the scheme from its response. A response the caller asked
// for with WithResponseInto still reaches them.
func fetch[T any](scheme *Scheme, cfg *requestconfig.RequestConfig) (*Page[T], error) {
	var res *http.Response
	callers := cfg.ResponseInto
	cfg.ResponseInto = &res
	err := cfg.Execute()
	cfg.ResponseInto = callers
	if callers != nil {
		*callers = res
	}
	if err != nil {
		return nil, err
	}
	raw, err := readBody(res)
	if err != nil {
		return nil, err
	}
	return newPage[T](scheme, cfg, res, raw)
}

// readBody reads and closes the body, and leaves a copy in its place for Response().
func readBody(res *http.Response) ([]byte, error) {
	if res == nil || res.Body == nil {
		return nil, errors.New("pagination: the request returned no response")
	}
	raw, err := io.ReadAll(res.Body)
	_ = res.Body.Close()
	res.Body = io.NopCloser(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("pagination: reading the page: %w", err)
	}
	return raw, nil
}

// newPage decodes the items of a page and works out its next request.
func newPage[T any](scheme *Scheme, cfg *requestconfig.RequestConfig, res *http.Response, raw []byte) (*Page[T], error) {
	if !json.Valid(raw) {
		return nil, fmt.Errorf("pagination: the page is not JSON: %.200q", raw)
	}
	elems := asArray(at(raw, scheme.itemsPath()))
	items := make([]T, len(elems))
	for i, elem := range elems {
		// T's UnmarshalJSON keeps what does not fit; a plain T keeps what encoding/json could decode.
		_ = json.Unmarshal(elem, &items[i])
	}
	p := &Page[T]{Items: items, scheme: scheme, cfg: cfg, res: res, raw: raw}
	sent := res.Request
	if sent == nil {
		sent = cfg.Request
	}
	state := &pageState{body: raw, header: res.Header, url: sent.URL, items: elems, sent: sentParams(scheme, sent)}
	p.next, p.hasNext = scheme.next(state)
	return p, nil
}

// nextOptions are the changes of the next request.
func (s *Scheme) nextOptions(next nextRequest) []requestconfig.RequestOption {
	if next.url != "" {
		return []requestconfig.RequestOption{requestconfig.WithURL(next.url)}
	}
	var opts []requestconfig.RequestOption
	for _, name := range next.drop {
		if s.inBody() {
			opts = append(opts, requestconfig.WithJSONDel(name))
		} else {
			opts = append(opts, requestconfig.WithQueryDel(name))
		}
	}
	if s.inBody() {
		return append(opts, requestconfig.WithJSONSet(next.param, next.value))
	}
	return append(opts, requestconfig.WithQuerySet(next.param, queryValue(next.value)))
}

// queryValue formats a pagination param for the query string.
func queryValue(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case int64:
		return strconv.FormatInt(x, 10)
	case json.Number:
		return x.String()
	}
	return fmt.Sprint(v)
}

// sentParams reads the pagination params of the request that fetched a page: from its query, or from its JSON
// body (read again through GetBody) when the scheme sends them there.
func sentParams(s *Scheme, req *http.Request) func(string) string {
	if s.inBody() {
		body := requestBody(req)
		return func(name string) string { return asText(at(body, []string{name})) }
	}
	var query url.Values
	if req != nil && req.URL != nil {
		query = req.URL.Query()
	}
	return query.Get
}

// requestBody is the body a request sent, or nil when it cannot be read again.
func requestBody(req *http.Request) json.RawMessage {
	if req == nil || req.GetBody == nil {
		return nil
	}
	rc, err := req.GetBody()
	if err != nil {
		return nil
	}
	defer func() { _ = rc.Close() }()
	body, _ := io.ReadAll(rc)
	return body
}
