package requestconfig

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// opt mimics param.Opt: omitted when zero, null on request, else Value.
type opt[T any] struct {
	Value   T
	present bool
	null    bool
}

func some[T any](v T) opt[T] { return opt[T]{Value: v, present: true} }

func (o opt[T]) ParamValue() (any, bool) { return o.Value, o.present && !o.null }

// rawField mimics a v1 param.Field holding Raw, with a pointer receiver.
type rawField struct{ raw any }

func (f *rawField) ParamValue() (any, bool) { return f.raw, f.raw != nil }

type status string

type itemParams struct {
	Name    string         `json:"name"`
	Limit   opt[int64]     `query:"limit" json:"-"`
	Trace   opt[string]    `header:"X-Trace,omitzero" json:"-"`
	Missing opt[string]    `header:"X-Missing,omitzero" json:"-"`
	Null    opt[string]    `header:"X-Null,omitzero" json:"-"`
	Count   int            `header:"X-Count" json:"-"`
	Zero    int            `header:"X-Zero,omitzero" json:"-"`
	Flag    opt[bool]      `header:"X-Flag,omitzero" json:"-"`
	Ratio   float64        `header:"X-Ratio,omitzero" json:"-"`
	Status  status         `header:"X-Status,omitzero" json:"-"`
	When    opt[time.Time] `header:"X-When,omitzero" json:"-"`
	Tags    []string       `header:"X-Tags,omitzero" json:"-"`
	Ptr     *string        `header:"X-Ptr,omitzero" json:"-"`
	Raw     rawField       `header:"X-Raw,omitzero" json:"-"`
	Ignored string         `json:"-"`
	hidden  string         `header:"X-Hidden"`
}

func (p itemParams) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]any{"name": p.Name})
}

func (p itemParams) URLQuery() (url.Values, error) {
	v := url.Values{}
	if _, ok := p.Limit.ParamValue(); ok {
		v.Set("limit", "2")
	}
	return v, nil
}

func TestParamsQueryBodyAndHeaders(t *testing.T) {
	when := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	p := itemParams{Name: "w", Limit: some[int64](2), Trace: some("t-1"), Null: opt[string]{null: true}, Count: 0,
		Flag: some(false), Ratio: 0.5, Status: "active", When: some(when), Tags: []string{"a", "b"}, Raw: rawField{json.RawMessage("r")}, hidden: "x"}
	f := newFake(ok200)
	if err := call(f, http.MethodPost, "items?x=1", p, nil); err != nil {
		t.Fatal(err)
	}
	got := f.last(t)
	if got.req.URL.RawQuery != "limit=2&x=1" || got.body != `{"name":"w"}` || got.req.Header.Get("Content-Type") != "application/json" {
		t.Errorf("query %q, body %q, content type %q", got.req.URL.RawQuery, got.body, got.req.Header.Get("Content-Type"))
	}
	want := map[string]string{"X-Trace": "t-1", "X-Count": "0", "X-Flag": "false", "X-Ratio": "0.5", "X-Status": "active",
		"X-When": "2025-03-04T05:06:07Z", "X-Tags": "a,b", "X-Raw": "r"}
	for k, v := range want {
		if g := got.req.Header.Get(k); g != v {
			t.Errorf("%s = %q, want %q", k, g, v)
		}
	}
	for _, k := range []string{"X-Missing", "X-Null", "X-Zero", "X-Ptr", "X-Hidden"} {
		if _, ok := got.req.Header[k]; ok {
			t.Errorf("%s sent", k)
		}
	}
}

func TestGetSendsNoJSONBody(t *testing.T) {
	f := newFake(ok200)
	if err := call(f, http.MethodGet, "items", &itemParams{Name: "w", Limit: some[int64](1)}, nil); err != nil {
		t.Fatal(err)
	}
	got := f.last(t)
	if got.body != "" || got.req.Header.Get("Content-Type") != "" || got.req.URL.RawQuery != "limit=2" {
		t.Errorf("GET body %q, content type %q, query %q", got.body, got.req.Header.Get("Content-Type"), got.req.URL.RawQuery)
	}
	f = newFake(ok200)
	var nilParams *itemParams
	if err := call(f, http.MethodPost, "items", nilParams, nil); err != nil || f.last(t).body != "" {
		t.Errorf("nil params: %v, body %q", err, f.last(t).body)
	}
}

// queryOnlyParams is what the generator writes for a method with only query params: URLQuery, no MarshalJSON.
type queryOnlyParams struct {
	Limit opt[int64] `query:"limit" json:"-"`
}

func (p queryOnlyParams) URLQuery() (url.Values, error) { return url.Values{"limit": {"2"}}, nil }

func TestQueryOnlyParamsSendNoBody(t *testing.T) {
	f := newFake(ok200)
	if err := call(f, http.MethodPost, "keys", queryOnlyParams{Limit: some[int64](2)}, nil); err != nil {
		t.Fatal(err)
	}
	got := f.last(t)
	if got.body != "" || got.req.Header.Get("Content-Type") != "" || got.req.URL.RawQuery != "limit=2" {
		t.Errorf("POST body %q, content type %q, query %q", got.body, got.req.Header.Get("Content-Type"), got.req.URL.RawQuery)
	}
}

// pathAndHeaderParams is what the generator writes for a method whose params are path and header params: it
// embeds param.APIObject (here its method) and has no MarshalJSON.
type pathAndHeaderParams struct {
	OwnerID string      `path:"owner_id,required" json:"-"`
	Trace   opt[string] `header:"X-Trace,omitzero" json:"-"`
}

func (pathAndHeaderParams) ExtraFields() map[string]any { return nil }

func TestBodilessParamsSendNoBody(t *testing.T) {
	for _, method := range []string{http.MethodPost, http.MethodDelete} {
		f := newFake(ok200)
		if err := call(f, method, "owners/o/keys", pathAndHeaderParams{OwnerID: "o", Trace: some("t")}, nil); err != nil {
			t.Fatal(err)
		}
		got := f.last(t)
		if got.body != "" || got.req.Header.Get("Content-Type") != "" || got.req.Header.Get("X-Trace") != "t" {
			t.Errorf("%s body %q, content type %q, X-Trace %q", method, got.body, got.req.Header.Get("Content-Type"), got.req.Header.Get("X-Trace"))
		}
	}
}

type uploadParams struct{}

func (uploadParams) MarshalMultipart() ([]byte, string, error) {
	return []byte("--b\r\n..."), "multipart/form-data; boundary=b", nil
}

func (uploadParams) MarshalJSON() ([]byte, error) { return []byte(`{}`), nil }

type rawParams struct{ body io.Reader }

func (p rawParams) RawBody() (io.Reader, string) { return p.body, "text/csv" }

type brokenParams struct{}

func (brokenParams) MarshalJSON() ([]byte, error) { return nil, errors.New("bad value") }

func TestOtherBodies(t *testing.T) {
	f := newFake(ok200)
	if err := call(f, http.MethodPost, "uploads", uploadParams{}, nil); err != nil {
		t.Fatal(err)
	}
	if got := f.last(t); got.body != "--b\r\n..." || got.req.Header.Get("Content-Type") != "multipart/form-data; boundary=b" {
		t.Errorf("multipart: %q %q", got.body, got.req.Header.Get("Content-Type"))
	}
	f = newFake(ok200)
	if err := call(f, http.MethodPut, "rows", rawParams{strings.NewReader("a,b")}, nil); err != nil {
		t.Fatal(err)
	}
	if got := f.last(t); got.body != "a,b" || got.req.Header.Get("Content-Type") != "text/csv" {
		t.Errorf("raw: %q %q", got.body, got.req.Header.Get("Content-Type"))
	}
	f = newFake(ok200)
	if err := call(f, http.MethodPost, "anything", map[string]any{"k": []int{1}}, nil); err != nil {
		t.Fatal(err)
	}
	if got := f.last(t).body; got != `{"k":[1]}` {
		t.Errorf("plain value: %q", got)
	}
	f = newFake(ok200)
	if err := call(f, http.MethodGet, "anything", url.Values{"q": {"x y"}}, nil); err != nil || f.last(t).req.URL.RawQuery != "q=x+y" {
		t.Errorf("url.Values: %v", err)
	}
	if err := call(newFake(ok200), http.MethodPost, "items", brokenParams{}, nil); err == nil || !strings.Contains(err.Error(), "bad value") {
		t.Errorf("marshal error: %v", err)
	}
}

func TestJSONSetAndDel(t *testing.T) {
	f := newFake(ok200)
	body := map[string]any{"b": 1, "a": map[string]any{"keep": true}}
	err := call(f, http.MethodPost, "items", body, nil, WithJSONSet("c.d", true), WithJSONSet("a.x", "y"),
		WithJSONDel("b"), WithJSONDel("nope.deeper"), WithJSONSet("e", []int{1, 2}))
	if err != nil {
		t.Fatal(err)
	}
	if got := f.last(t).body; got != `{"a":{"keep":true,"x":"y"},"c":{"d":true},"e":[1,2]}` {
		t.Errorf("body %s", got)
	}
	f = newFake(ok200)
	if err := call(f, http.MethodPost, "chats", nil, nil, WithJSONSet("stream", true)); err != nil {
		t.Fatal(err)
	}
	if got := f.last(t); got.body != `{"stream":true}` || got.req.Header.Get("Content-Type") != "application/json" {
		t.Errorf("new body %q, content type %q", got.body, got.req.Header.Get("Content-Type"))
	}
	if err := call(newFake(ok200), http.MethodPost, "uploads", uploadParams{}, nil, WithJSONSet("a", 1)); err == nil {
		t.Error("WithJSONSet on a multipart body")
	}
	if err := call(newFake(ok200), http.MethodPost, "x", []int{1}, nil, WithJSONSet("a", 1)); err == nil {
		t.Error("WithJSONSet on an array body")
	}
}

func TestRequestBodyOption(t *testing.T) {
	cases := []struct {
		body any
		want string
	}{
		{[]byte("raw"), "raw"}, {"text", "text"}, {strings.NewReader("reader"), "reader"}, {map[string]int{"n": 1}, `{"n":1}`},
	}
	for _, c := range cases {
		f := newFake(ok200)
		if err := call(f, http.MethodPost, "items", itemParams{Name: "w"}, nil, WithRequestBody("application/x-test", c.body)); err != nil {
			t.Fatal(err)
		}
		if got := f.last(t); got.body != c.want || got.req.Header.Get("Content-Type") != "application/x-test" {
			t.Errorf("%T: body %q, content type %q", c.body, got.body, got.req.Header.Get("Content-Type"))
		}
	}
}
