package pagination

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apierror"
	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/requestconfig"
)

// testPage is what the generated pages.go writes for each scheme.
type testPage[T any] struct{ Page[T] }

func (r *testPage[T]) GetNextPage() (*testPage[T], error) {
	p, err := r.nextPage()
	if p == nil {
		return nil, err
	}
	return &testPage[T]{*p}, nil
}

func (r *testPage[T]) NextPage() (Pager[T], error) {
	next, err := r.GetNextPage()
	if next == nil {
		return nil, err
	}
	return next, nil
}

func fetchTestPage[T any](s *Scheme, cfg *requestconfig.RequestConfig) (*testPage[T], error) {
	p, err := fetch[T](s, cfg)
	if err != nil {
		return nil, err
	}
	return &testPage[T]{*p}, nil
}

type entry struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// reply is one scripted response; "{base}" in its body and headers becomes the server's URL.
type reply struct {
	status int
	header map[string]string
	body   string
}

// seen is one request the server received.
type seen struct {
	method, path string
	query        url.Values
	body         string
	header       http.Header
}

// api serves one reply per request, in order, and records the requests.
type api struct {
	srv     *httptest.Server
	mu      sync.Mutex
	replies []reply
	seen    []seen
}

func serve(t *testing.T, replies ...reply) *api {
	a := &api{replies: replies}
	a.srv = httptest.NewServer(http.HandlerFunc(a.handle))
	t.Cleanup(a.srv.Close)
	return a
}

func (a *api) handle(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	a.mu.Lock()
	n := len(a.seen)
	a.seen = append(a.seen, seen{method: r.Method, path: r.URL.Path, query: r.URL.Query(), body: string(body), header: r.Header})
	a.mu.Unlock()
	rep := reply{status: 599, body: `{"message":"no more replies"}`}
	if n < len(a.replies) {
		rep = a.replies[n]
	}
	for k, v := range rep.header {
		w.Header().Set(k, strings.ReplaceAll(v, "{base}", a.srv.URL))
	}
	w.Header().Set("Content-Type", "application/json")
	if rep.status != 0 {
		w.WriteHeader(rep.status)
	}
	_, _ = io.WriteString(w, strings.ReplaceAll(rep.body, "{base}", a.srv.URL))
}

func (a *api) requests() []seen {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]seen(nil), a.seen...)
}

// config is the first request of a list call, as a generated List method builds it: a client with an API key,
// no retries.
func (a *api) config(t *testing.T, method, path string, params any, opts ...requestconfig.RequestOption) *requestconfig.RequestConfig {
	t.Helper()
	settings := &requestconfig.Settings{ClientName: "Test", Lang: "go", Version: "0.0.1", BaseURL: a.srv.URL,
		Timeout: 5 * time.Second, MessageProperty: "message",
		Options:  []requestconfig.ClientOption{{Name: "api_key"}},
		Auth:     []requestconfig.AuthScheme{{Name: "Key", Kind: requestconfig.AuthAPIKeyHeader, ParamName: "X-Api-Key", Value: "api_key"}},
		Security: [][]string{{"Key"}}}
	base := []requestconfig.RequestOption{requestconfig.WithSettings(settings), requestconfig.WithHTTPClient(a.srv.Client()),
		requestconfig.WithClientValue("api_key", "key-1")}
	cfg, err := requestconfig.NewRequestConfig(context.Background(), method, path, params, nil, append(base, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// pagesOf fetches the first page of a list and then every next page; it returns the items of each.
func pagesOf(t *testing.T, s *Scheme, cfg *requestconfig.RequestConfig) [][]entry {
	t.Helper()
	first, err := fetchTestPage[entry](s, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return walk(t, first)
}

// walk follows GetNextPage from first to the last page.
func walk(t *testing.T, first *testPage[entry]) [][]entry {
	t.Helper()
	var pages [][]entry
	var err error
	for p := first; p != nil; {
		pages = append(pages, p.Items)
		if p, err = p.GetNextPage(); err != nil {
			t.Fatal(err)
		}
	}
	return pages
}

func ids(pages [][]entry) []string {
	out := []string{}
	for _, page := range pages {
		for _, e := range page {
			out = append(out, e.ID)
		}
	}
	return out
}

func checkIDs(t *testing.T, pages [][]entry, want ...string) {
	t.Helper()
	if got := ids(pages); !reflect.DeepEqual(got, want) {
		t.Errorf("items = %v, want %v", got, want)
	}
}

// checkQueries compares the query of each request.
func checkQueries(t *testing.T, a *api, want ...url.Values) {
	t.Helper()
	got := a.requests()
	if len(got) != len(want) {
		t.Fatalf("%d requests, want %d", len(got), len(want))
	}
	for i := range want {
		if !reflect.DeepEqual(got[i].query, want[i]) {
			t.Errorf("request %d: query %v, want %v", i+1, got[i].query, want[i])
		}
	}
}

func page(body string) reply { return reply{body: body} }

func TestCursorPages(t *testing.T) {
	a := serve(t,
		page(`{"data":[{"id":"e1"},{"id":"e2"}],"next_cursor":"c2"}`),
		page(`{"data":[{"id":"e3"},{"id":"e4"}],"next_cursor":"c3","has_more":true}`),
		page(`{"data":[{"id":"e5"}],"next_cursor":null}`),
		page(`{"data":[{"id":"e9"}]}`))
	cfg := a.config(t, http.MethodGet, "cursors", url.Values{"limit": {"2"}}, requestconfig.WithHeader("X-Trace-Id", "trace-1"))
	checkIDs(t, pagesOf(t, testCursorScheme, cfg), "e1", "e2", "e3", "e4", "e5")
	checkQueries(t, a, url.Values{"limit": {"2"}}, url.Values{"limit": {"2"}, "cursor": {"c2"}}, url.Values{"limit": {"2"}, "cursor": {"c3"}})
	for i, r := range a.requests() {
		if r.header.Get("X-Trace-Id") != "trace-1" || r.header.Get("X-Api-Key") != "key-1" || r.path != "/cursors" {
			t.Errorf("request %d lost its path, call options or auth: %s %v", i+1, r.path, r.header)
		}
	}
}

func TestCursorStops(t *testing.T) {
	tests := []struct {
		name string
		last string
	}{
		{"has_next_page false", `{"data":[{"id":"e2"}],"next_cursor":"c3","has_more":false}`},
		{"empty cursor", `{"data":[{"id":"e2"}],"next_cursor":""}`},
		{"empty page", `{"data":[],"next_cursor":"c3"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := serve(t, page(`{"data":[{"id":"e1"}],"next_cursor":"c2","has_more":true}`), page(tt.last), page(`{"data":[{"id":"e9"}]}`))
			pages := pagesOf(t, testCursorScheme, a.config(t, http.MethodGet, "cursors", nil))
			if len(pages) != 2 || len(a.requests()) != 2 {
				t.Errorf("%d pages, %d requests; want 2", len(pages), len(a.requests()))
			}
		})
	}
}

func TestCursorIDPages(t *testing.T) {
	a := serve(t,
		page(`{"data":[{"id":"e1"},{"id":"e2"}],"has_more":true}`),
		page(`{"data":[{"id":"e3"}]}`),
		page(`{"data":[]}`),
		page(`{"data":[{"id":"e9"}]}`))
	checkIDs(t, pagesOf(t, testCursorIDScheme, a.config(t, http.MethodGet, "ids", url.Values{"limit": {"2"}})), "e1", "e2", "e3")
	checkQueries(t, a, url.Values{"limit": {"2"}}, url.Values{"limit": {"2"}, "after_id": {"e2"}}, url.Values{"limit": {"2"}, "after_id": {"e3"}})
}

func TestCursorURLFromTheBody(t *testing.T) {
	a := serve(t,
		page(`{"data":[{"id":"e1"}],"next":"{base}/urls/next?page_size=2&token=p2"}`),
		page(`{"data":[],"next":"/urls/next?token=p3"}`), // empty, but the scheme continues on empty pages
		page(`{"data":[{"id":"e2"}],"next":null}`),
		page(`{"data":[{"id":"e9"}]}`))
	cfg := a.config(t, http.MethodGet, "urls", url.Values{"page_size": {"2"}})
	checkIDs(t, pagesOf(t, testURLScheme, cfg), "e1", "e2")
	checkQueries(t, a, url.Values{"page_size": {"2"}}, url.Values{"page_size": {"2"}, "token": {"p2"}}, url.Values{"token": {"p3"}})
	for i, r := range a.requests() {
		if wantPath := []string{"/urls", "/urls/next", "/urls/next"}[i]; r.path != wantPath || r.header.Get("X-Api-Key") != "key-1" {
			t.Errorf("request %d: %s with key %q, want %s with the same auth", i+1, r.path, r.header.Get("X-Api-Key"), wantPath)
		}
	}
}

func TestCursorURLFromTheLinkHeader(t *testing.T) {
	a := serve(t,
		reply{header: map[string]string{"Link": `<{base}/links?page_size=2&page=2>; rel="next"`}, body: `{"data":[{"id":"e1"}]}`},
		reply{header: map[string]string{"Link": `<{base}/links?page=1>; rel="prev", <{base}/links?page_size=2&page=3>; rel="next"`}, body: `{"data":[{"id":"e2"}]}`},
		page(`{"data":[{"id":"e3"}]}`),
		page(`{"data":[{"id":"e9"}]}`))
	checkIDs(t, pagesOf(t, testLinkScheme, a.config(t, http.MethodGet, "links", url.Values{"page_size": {"2"}})), "e1", "e2", "e3")
	checkQueries(t, a, url.Values{"page_size": {"2"}}, url.Values{"page_size": {"2"}, "page": {"2"}}, url.Values{"page_size": {"2"}, "page": {"3"}})
}

func TestOffsetPages(t *testing.T) {
	t.Run("until the total", func(t *testing.T) {
		a := serve(t,
			page(`{"data":[{"id":"e1"},{"id":"e2"}],"meta":{"total":5}}`),
			page(`{"data":[{"id":"e3"},{"id":"e4"}],"meta":{"total":5}}`),
			page(`{"data":[{"id":"e5"}],"meta":{"total":5}}`),
			page(`{"data":[{"id":"e9"}],"meta":{"total":5}}`))
		checkIDs(t, pagesOf(t, testOffsetScheme, a.config(t, http.MethodGet, "offsets", url.Values{"limit": {"2"}})), "e1", "e2", "e3", "e4", "e5")
		checkQueries(t, a, url.Values{"limit": {"2"}}, url.Values{"limit": {"2"}, "offset": {"2"}}, url.Values{"limit": {"2"}, "offset": {"4"}})
	})
	t.Run("without a total, from the caller's offset, until an empty page", func(t *testing.T) {
		a := serve(t, page(`{"data":[{"id":"e5"},{"id":"e6"}]}`), page(`{"data":[]}`), page(`{"data":[{"id":"e9"}]}`))
		checkIDs(t, pagesOf(t, testOffsetScheme, a.config(t, http.MethodGet, "offsets", url.Values{"offset": {"4"}})), "e5", "e6")
		checkQueries(t, a, url.Values{"offset": {"4"}}, url.Values{"offset": {"6"}})
	})
}

func TestPageNumberPages(t *testing.T) {
	a := serve(t,
		page(`{"result":{"entries":[{"id":"e1"},{"id":"e2"}]},"page":1,"total_pages":3}`),
		page(`{"result":{"entries":[{"id":"e3"},{"id":"e4"}]},"page":2,"total_pages":3}`),
		page(`{"result":{"entries":[{"id":"e5"}]},"page":3,"total_pages":3}`),
		page(`{"result":{"entries":[{"id":"e9"}]},"page":4,"total_pages":3}`))
	pages := pagesOf(t, testNumberScheme, a.config(t, http.MethodGet, "numbers", url.Values{"page_size": {"2"}}))
	if len(pages) != 3 {
		t.Errorf("%d pages, want 3", len(pages))
	}
	checkIDs(t, pages, "e1", "e2", "e3", "e4", "e5")
	checkQueries(t, a, url.Values{"page_size": {"2"}}, url.Values{"page_size": {"2"}, "page": {"2"}}, url.Values{"page_size": {"2"}, "page": {"3"}})
}

func TestFakePage(t *testing.T) {
	a := serve(t, page(`[{"id":"e1"},{"id":"e2"},{"id":"e3"}]`), page(`[{"id":"e9"}]`))
	first, err := fetchTestPage[entry](testFakeScheme, a.config(t, http.MethodGet, "fakes", nil))
	if err != nil {
		t.Fatal(err)
	}
	if first.HasNextPage() {
		t.Error("a fake page has a next page")
	}
	checkIDs(t, walk(t, first), "e1", "e2", "e3")
	if n := len(a.requests()); n != 1 {
		t.Errorf("%d requests, want 1", n)
	}
}

func TestParamsInTheBody(t *testing.T) {
	cursor := &Scheme{Name: "body_cursor", Type: "cursor", ParamLocation: "body",
		Request:  []Param{{Name: "cursor", Purpose: "next_cursor_param"}, {Name: "before", Purpose: "previous_cursor_param"}},
		Response: []Field{{Path: []string{"data"}, Purpose: "items"}, {Path: []string{"next"}, Purpose: "next_cursor_field"}}}
	a := serve(t, page(`{"data":[{"id":"e1"}],"next":"c2"}`), page(`{"data":[{"id":"e2"}],"next":"c3"}`), page(`{"data":[{"id":"e3"}]}`))
	cfg := a.config(t, http.MethodPost, "search", map[string]any{"query": "x", "before": "c0"})
	checkIDs(t, pagesOf(t, cursor, cfg), "e1", "e2", "e3")
	want := []string{`{"before":"c0","query":"x"}`, `{"query":"x","cursor":"c2"}`, `{"query":"x","cursor":"c3"}`}
	for i, r := range a.requests() {
		if r.method != http.MethodPost || r.body != want[i] || len(r.query) != 0 {
			t.Errorf("request %d: %s %s ?%v, want POST %s", i+1, r.method, r.body, r.query, want[i])
		}
	}

	offset := &Scheme{Name: "body_offset", Type: "offset", ParamLocation: "body",
		Request: []Param{{Name: "offset", Purpose: "offset_count_param"}}, Response: []Field{{Path: []string{"data"}, Purpose: "items"}}}
	a = serve(t, page(`{"data":[{"id":"e1"},{"id":"e2"}]}`), page(`{"data":[]}`))
	checkIDs(t, pagesOf(t, offset, a.config(t, http.MethodPost, "search", map[string]any{"offset": 10})), "e1", "e2")
	if got := a.requests()[1].body; got != `{"offset":12}` {
		t.Errorf("second body = %s, want the caller's offset plus the items", got)
	}
}

func TestPreviousCursorIsDroppedFromTheQuery(t *testing.T) {
	s := withParam(testCursorScheme, Param{Name: "before", Purpose: "previous_cursor_param"})
	a := serve(t, page(`{"data":[{"id":"e1"}],"next_cursor":"c2"}`), page(`{"data":[{"id":"e2"}]}`))
	pagesOf(t, s, a.config(t, http.MethodGet, "cursors", url.Values{"before": {"c0"}, "limit": {"1"}}))
	checkQueries(t, a, url.Values{"before": {"c0"}, "limit": {"1"}}, url.Values{"cursor": {"c2"}, "limit": {"1"}})
}

func withParam(s *Scheme, p Param) *Scheme {
	c := *s
	c.Request = append(append([]Param{}, s.Request...), p)
	return &c
}

func TestPageAccessors(t *testing.T) {
	body := `{"data":[{"id":"e1"},"not an entry",{"id":7,"label":"x"}],"next_cursor":"c2"}`
	a := serve(t, reply{header: map[string]string{"X-Request-Id": "req_1"}, body: body})
	var into *http.Response
	p, err := fetchTestPage[entry](testCursorScheme, a.config(t, http.MethodGet, "cursors", nil, requestconfig.WithResponseInto(&into)))
	if err != nil {
		t.Fatal(err)
	}
	if p.RawJSON() != body || !p.HasNextPage() {
		t.Errorf("RawJSON() = %s, HasNextPage() = %v", p.RawJSON(), p.HasNextPage())
	}
	// Items that do not fit T keep what decoded instead of failing the page.
	if want := []entry{{ID: "e1"}, {}, {Label: "x"}}; !reflect.DeepEqual(p.Items, want) || !reflect.DeepEqual(p.pageItems(), want) {
		t.Errorf("Items = %+v, want %+v", p.Items, want)
	}
	res := p.Response()
	defer func() { _ = res.Body.Close() }()
	again, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || res.Header.Get("X-Request-Id") != "req_1" || string(again) != body {
		t.Errorf("Response() = %d %v %s", res.StatusCode, res.Header, again)
	}
	if into != res {
		t.Error("WithResponseInto did not receive the page's response")
	}
}

func TestPageErrors(t *testing.T) {
	a := serve(t, reply{status: http.StatusNotFound, body: `{"message":"no such list"}`})
	_, err := fetchTestPage[entry](testCursorScheme, a.config(t, http.MethodGet, "cursors", nil))
	var apiErr *apierror.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusNotFound || apiErr.Message != "no such list" {
		t.Errorf("err = %v, want the *apierror.Error of the 404", err)
	}

	a = serve(t, page(`<html>oops</html>`))
	if _, err := fetchTestPage[entry](testCursorScheme, a.config(t, http.MethodGet, "cursors", nil)); err == nil {
		t.Error("a page that is not JSON was accepted")
	}

	var none *Page[entry]
	if next, err := none.nextPage(); next != nil || err != nil || none.HasNextPage() {
		t.Errorf("a nil page has a next page: %v, %v", next, err)
	}
}

func TestAutoPager(t *testing.T) {
	a := serve(t,
		page(`{"data":[{"id":"e1"},{"id":"e2"}],"next_cursor":"c2"}`),
		page(`{"data":[{"id":"e3"}],"next_cursor":"c3"}`),
		reply{status: http.StatusBadRequest, body: `{"message":"cursor expired"}`})
	iter := NewAutoPager[entry](fetchTestPage[entry](testCursorScheme, a.config(t, http.MethodGet, "cursors", nil)))
	var got []string
	for iter.Next() {
		if iter.Index() != len(got) {
			t.Errorf("Index() = %d, want %d", iter.Index(), len(got))
		}
		got = append(got, iter.Current().ID)
	}
	if !reflect.DeepEqual(got, []string{"e1", "e2", "e3"}) {
		t.Errorf("items = %v", got)
	}
	var apiErr *apierror.Error
	if !errors.As(iter.Err(), &apiErr) || apiErr.Message != "cursor expired" {
		t.Errorf("Err() = %v, want the third page's error", iter.Err())
	}
	if iter.Next() {
		t.Error("Next() after the error")
	}
}

func TestAutoPagerSkipsEmptyPages(t *testing.T) {
	a := serve(t,
		page(`{"data":[],"next":"{base}/urls?token=p2"}`),
		page(`{"data":[],"next":"{base}/urls?token=p3"}`),
		page(`{"data":[{"id":"e1"}]}`))
	iter := NewAutoPager[entry](fetchTestPage[entry](testURLScheme, a.config(t, http.MethodGet, "urls", nil)))
	var got []string
	for iter.Next() {
		got = append(got, iter.Current().ID)
	}
	if !reflect.DeepEqual(got, []string{"e1"}) || iter.Err() != nil {
		t.Errorf("items = %v, err = %v", got, iter.Err())
	}
}

func TestAutoPagerOfAFailedList(t *testing.T) {
	failure := errors.New("no credentials")
	var typedNil *testPage[entry]
	for _, iter := range []*AutoPager[entry]{NewAutoPager[entry](typedNil, failure), NewAutoPager[entry](nil, failure)} {
		if iter.Next() || !errors.Is(iter.Err(), failure) {
			t.Errorf("Next() true or Err() = %v", iter.Err())
		}
	}
	if iter := NewAutoPager[entry](typedNil, nil); iter.Next() || iter.Err() != nil {
		t.Errorf("a nil page without an error: Err() = %v", iter.Err())
	}
}

func TestQueryValue(t *testing.T) {
	for v, want := range map[any]string{"c2": "c2", int64(12): "12", json.Number("9007199254740993"): "9007199254740993", true: "true"} {
		if got := queryValue(v); got != want {
			t.Errorf("queryValue(%#v) = %q, want %q", v, got, want)
		}
	}
}
