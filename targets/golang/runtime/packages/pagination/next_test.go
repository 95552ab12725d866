package pagination

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"testing"
)

// The schemes of the conformance API (targets/conformance/api/sdkgen.yml), as the emitter writes them.
var (
	testCursorScheme = &Scheme{Name: "cursor_page", Type: "cursor", ParamLocation: "query",
		Request: []Param{{Name: "cursor", Purpose: "next_cursor_param"}, {Name: "limit"}},
		Response: []Field{{Path: []string{"data"}, Purpose: "items"}, {Path: []string{"next_cursor"}, Purpose: "next_cursor_field"},
			{Path: []string{"has_more"}, Purpose: "has_next_page"}}}
	testCursorIDScheme = &Scheme{Name: "cursor_id_page", Type: "cursor_id", ParamLocation: "query",
		Request: []Param{{Name: "after_id", Purpose: "next_cursor_id_param"}, {Name: "limit"}},
		Response: []Field{{Path: []string{"data"}, Purpose: "items"}, {Path: []string{"id"}, Purpose: "cursor_item_id"},
			{Path: []string{"has_more"}, Purpose: "has_next_page"}}}
	testURLScheme = &Scheme{Name: "url_page", Type: "cursor_url", ParamLocation: "query", ContinueOnEmptyItems: true,
		Request:  []Param{{Name: "page_size"}},
		Response: []Field{{Path: []string{"data"}, Purpose: "items"}, {Path: []string{"next"}, Purpose: "cursor_url_field"}}}
	testLinkScheme = &Scheme{Name: "link_page", Type: "cursor_url", ParamLocation: "query",
		Request:  []Param{{Name: "page_size"}},
		Response: []Field{{Path: []string{"data"}, Purpose: "items"}, {Path: []string{"next_url"}, Purpose: "cursor_url_field", FromHeader: "Link"}}}
	testOffsetScheme = &Scheme{Name: "offset_page", Type: "offset", ParamLocation: "query",
		Request: []Param{{Name: "offset", Purpose: "offset_count_param"}, {Name: "limit"}},
		Response: []Field{{Path: []string{"data"}, Purpose: "items"}, {Path: []string{"meta"}},
			{Path: []string{"meta", "total"}, Purpose: "offset_total_count_field"}}}
	testNumberScheme = &Scheme{Name: "number_page", Type: "page_number", ParamLocation: "query",
		Request: []Param{{Name: "page", Purpose: "page_number_param"}, {Name: "page_size"}},
		Response: []Field{{Path: []string{"result"}}, {Path: []string{"result", "entries"}, Purpose: "items"},
			{Path: []string{"page"}, Purpose: "current_page_number_field"}, {Path: []string{"total_pages"}, Purpose: "total_page_count_field"}}}
	testFakeScheme = &Scheme{Name: "fake_page", Type: "fake_page", ParamLocation: "query",
		Request: []Param{}, Response: []Field{{Path: []string{}, Purpose: "items", IsTopLevelArray: true}}}
)

// state builds the page state of a JSON body, with the params of the request that fetched it.
func state(s *Scheme, body string, sent map[string]string, header http.Header) *pageState {
	u, _ := url.Parse("https://api.example.test/v1/list?x=1")
	raw := json.RawMessage(body)
	return &pageState{body: raw, header: header, url: u, items: asArray(at(raw, s.itemsPath())),
		sent: func(name string) string { return sent[name] }}
}

func TestNext(t *testing.T) {
	link := func(v string) http.Header { return http.Header{"Link": {v}} }
	tests := []struct {
		name   string
		scheme *Scheme
		body   string
		sent   map[string]string
		header http.Header
		want   *nextRequest // nil: no next page
	}{
		{name: "cursor", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":"c2"}`, want: &nextRequest{param: "cursor", value: "c2"}},
		{name: "cursor with has_more true", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":"c2","has_more":true}`, want: &nextRequest{param: "cursor", value: "c2"}},
		{name: "cursor null", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":null}`},
		{name: "cursor absent", scheme: testCursorScheme, body: `{"data":[{}]}`},
		{name: "cursor empty", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":""}`},
		{name: "cursor as sent", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":"c2"}`, sent: map[string]string{"cursor": "c2"}},
		{name: "cursor with has_more false", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":"c2","has_more":false}`},
		{name: "cursor with has_more \"false\"", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":"c2","has_more":"false"}`},
		{name: "cursor with has_more null", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":"c2","has_more":null}`, want: &nextRequest{param: "cursor", value: "c2"}},
		{name: "cursor on an empty page", scheme: testCursorScheme, body: `{"data":[],"next_cursor":"c2"}`},
		{name: "cursor numeric", scheme: testCursorScheme, body: `{"data":[{}],"next_cursor":42}`, want: &nextRequest{param: "cursor", value: "42"}},
		{name: "a body that is not an object", scheme: testCursorScheme, body: `"oops"`},

		{name: "cursor_id", scheme: testCursorIDScheme, body: `{"data":[{"id":"e1"},{"id":"e2"}]}`, want: &nextRequest{param: "after_id", value: "e2"}},
		{name: "cursor_id numeric", scheme: testCursorIDScheme, body: `{"data":[{"id":9007199254740993}]}`, want: &nextRequest{param: "after_id", value: json.Number("9007199254740993")}},
		{name: "cursor_id empty page", scheme: testCursorIDScheme, body: `{"data":[]}`},
		{name: "cursor_id without an id", scheme: testCursorIDScheme, body: `{"data":[{"id":"e1"},{"name":"x"}]}`},
		{name: "cursor_id has_more false", scheme: testCursorIDScheme, body: `{"data":[{"id":"e1"}],"has_more":false}`},
		{name: "cursor_id as sent", scheme: testCursorIDScheme, body: `{"data":[{"id":"e1"}]}`, sent: map[string]string{"after_id": "e1"}},

		{name: "cursor_url absolute", scheme: testURLScheme, body: `{"data":[{}],"next":"https://other.test/p?token=2"}`, want: &nextRequest{url: "https://other.test/p?token=2"}},
		{name: "cursor_url relative", scheme: testURLScheme, body: `{"data":[{}],"next":"/v1/list?token=2"}`, want: &nextRequest{url: "https://api.example.test/v1/list?token=2"}},
		{name: "cursor_url relative path", scheme: testURLScheme, body: `{"data":[{}],"next":"list?token=2"}`, want: &nextRequest{url: "https://api.example.test/v1/list?token=2"}},
		{name: "cursor_url null", scheme: testURLScheme, body: `{"data":[{}],"next":null}`},
		{name: "cursor_url absent", scheme: testURLScheme, body: `{"data":[{}]}`},
		{name: "cursor_url continues on empty items", scheme: testURLScheme, body: `{"data":[],"next":"https://x.test/3"}`, want: &nextRequest{url: "https://x.test/3"}},
		{name: "Link header", scheme: testLinkScheme, body: `{"data":[{}]}`, header: link(`<https://x.test/1>; rel="prev", <https://x.test/3>; rel="next"`), want: &nextRequest{url: "https://x.test/3"}},
		{name: "Link header without next", scheme: testLinkScheme, body: `{"data":[{}]}`, header: link(`<https://x.test/1>; rel="prev"`)},
		{name: "no Link header", scheme: testLinkScheme, body: `{"data":[{}],"next_url":"https://x.test/3"}`},
		{name: "Link header on an empty page", scheme: testLinkScheme, body: `{"data":[]}`, header: link(`<https://x.test/3>; rel="next"`)},

		{name: "offset from none", scheme: testOffsetScheme, body: `{"data":[{},{}],"meta":{"total":5}}`, want: &nextRequest{param: "offset", value: int64(2)}},
		{name: "offset from the sent one", scheme: testOffsetScheme, body: `{"data":[{},{}],"meta":{"total":5}}`, sent: map[string]string{"offset": "2"}, want: &nextRequest{param: "offset", value: int64(4)}},
		{name: "offset reaches the total", scheme: testOffsetScheme, body: `{"data":[{}],"meta":{"total":5}}`, sent: map[string]string{"offset": "4"}},
		{name: "offset without a total", scheme: testOffsetScheme, body: `{"data":[{},{}]}`, sent: map[string]string{"offset": "40"}, want: &nextRequest{param: "offset", value: int64(42)}},
		{name: "offset with a quoted total", scheme: testOffsetScheme, body: `{"data":[{},{}],"meta":{"total":"4"}}`, sent: map[string]string{"offset": "2"}},
		{name: "offset empty page", scheme: testOffsetScheme, body: `{"data":[],"meta":{"total":10}}`, sent: map[string]string{"offset": "6"}},
		{name: "offset from the start field", scheme: withField(testOffsetScheme, Field{Path: []string{"meta", "start"}, Purpose: "offset_count_start_field"}),
			body: `{"data":[{},{}],"meta":{"start":10,"total":50}}`, sent: map[string]string{"offset": "2"}, want: &nextRequest{param: "offset", value: int64(12)}},

		{name: "page number from the response", scheme: testNumberScheme, body: `{"result":{"entries":[{}]},"page":1,"total_pages":3}`, want: &nextRequest{param: "page", value: int64(2)}},
		{name: "page number past the total", scheme: testNumberScheme, body: `{"result":{"entries":[{}]},"page":3,"total_pages":3}`},
		{name: "page number from the sent one", scheme: testNumberScheme, body: `{"result":{"entries":[{}]}}`, sent: map[string]string{"page": "4"}, want: &nextRequest{param: "page", value: int64(5)}},
		{name: "page number from none", scheme: testNumberScheme, body: `{"result":{"entries":[{}]}}`, want: &nextRequest{param: "page", value: int64(2)}},
		{name: "page number empty page", scheme: testNumberScheme, body: `{"result":{"entries":[]},"page":2,"total_pages":5}`},
		{name: "page number on an empty page that continues", scheme: withContinue(testNumberScheme), body: `{"result":{"entries":[]},"page":2,"total_pages":5}`, want: &nextRequest{param: "page", value: int64(3)}},

		{name: "fake page", scheme: testFakeScheme, body: `[{},{}]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := tt.scheme.next(state(tt.scheme, tt.body, tt.sent, tt.header))
			switch {
			case tt.want == nil && ok:
				t.Errorf("next = %+v, want none", got)
			case tt.want != nil && !ok:
				t.Errorf("no next page, want %+v", *tt.want)
			case tt.want != nil && !reflect.DeepEqual(got, *tt.want):
				t.Errorf("next = %#v, want %#v", got, *tt.want)
			}
		})
	}
}

func withField(s *Scheme, f Field) *Scheme {
	c := *s
	c.Response = append(append([]Field{}, s.Response...), f)
	return &c
}

func withContinue(s *Scheme) *Scheme {
	c := *s
	c.ContinueOnEmptyItems = true
	return &c
}

func TestNextReadsFieldsFromHeaders(t *testing.T) {
	s := &Scheme{Type: "offset", Request: []Param{{Name: "offset", Purpose: "offset_count_param"}},
		Response: []Field{{Path: []string{"data"}, Purpose: "items"}, {Purpose: "offset_total_count_field", FromHeader: "X-Total-Count"},
			{Purpose: "has_next_page", FromHeader: "X-Has-More"}}}
	if got, ok := s.next(state(s, `{"data":[{},{}]}`, nil, http.Header{"X-Total-Count": {"3"}})); !ok || got.value != int64(2) {
		t.Errorf("next = %+v, %v; want offset 2", got, ok)
	}
	if _, ok := s.next(state(s, `{"data":[{},{}]}`, nil, http.Header{"X-Total-Count": {"2"}})); ok {
		t.Error("the total from the header did not stop")
	}
	if _, ok := s.next(state(s, `{"data":[{},{}]}`, nil, http.Header{"X-Has-More": {"false"}})); ok {
		t.Error("has_next_page false from the header did not stop")
	}
}

func TestItemsPath(t *testing.T) {
	for _, tt := range []struct {
		s    *Scheme
		want []string
	}{{testCursorScheme, []string{"data"}}, {testNumberScheme, []string{"result", "entries"}}, {testFakeScheme, nil}, {&Scheme{Type: "fake_page"}, nil}} {
		if got := tt.s.itemsPath(); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: itemsPath() = %q, want %q", tt.s.Name, got, tt.want)
		}
	}
}

func TestJSONHelpers(t *testing.T) {
	body := json.RawMessage(`{"a":{"b":[1,2]},"n":null,"s":"x","i":"12","f":3.0,"g":3.5}`)
	if got := asArray(at(body, []string{"a", "b"})); len(got) != 2 {
		t.Errorf("a.b = %s", got)
	}
	if got := at(body, []string{"s", "deeper"}); got != nil {
		t.Errorf("s.deeper = %s, want nil", got)
	}
	if !isNull(at(body, []string{"n"})) || !isNull(at(body, []string{"missing"})) || isNull(at(body, []string{"s"})) {
		t.Error("isNull")
	}
	for path, want := range map[string]int64{"i": 12, "f": 3} {
		if got, ok := asInt(at(body, []string{path})); !ok || got != want {
			t.Errorf("asInt(%s) = %d, %v", path, got, ok)
		}
	}
	for _, path := range []string{"g", "s", "n", "a"} {
		if got, ok := asInt(at(body, []string{path})); ok {
			t.Errorf("asInt(%s) = %d, want none", path, got)
		}
	}
}
