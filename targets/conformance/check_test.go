package conformance

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// checkCase is a scenario whose expectations hold for its output and requests; each test case breaks one thing.
func checkCase() (Scenario, *DriverOutput, []Request) {
	s := Scenario{
		Name: "case",
		Expect: Expect{
			RequestCount: intp(2),
			Requests: []ExpectedRequest{
				{
					Method:         "get",
					Path:           "/items/a%20b",
					Query:          map[string][]string{"tags": {"a", "b"}, "q": {"x"}},
					Headers:        map[string]string{"X-Api-Key": "k"},
					HeaderPatterns: map[string]string{"Idempotency-Key": "^sdkgen-[a-z]+-retry-"},
					AbsentHeaders:  []string{"Authorization"},
					Body:           json.RawMessage(`{"name": "w", "note": null}`),
				},
				{
					Parts: []ExpectedPart{
						{Name: "file", Value: "hello", Filename: strp("hello.txt"), ContentType: strp("text/plain")},
						{Name: "tags[0]", Value: "a", Filename: strp("")},
					},
				},
			},
			SameHeaderAcrossRequests: []string{"Idempotency-Key"},
			GapsMS:                   []Gap{{Min: 50, Max: 150}},
			Result:                   json.RawMessage(`{"id": "1", "n": 1, "tags": ["a", "b"]}`),
		},
	}
	t0 := time.Now()
	got := []Request{
		{
			Index:    0,
			Method:   "GET",
			Path:     "/items/a%20b",
			RawQuery: "tags=a&tags=b&q=x",
			Query:    url.Values{"tags": {"a", "b"}, "q": {"x"}},
			Header:   http.Header{"X-Api-Key": {"k"}, "Idempotency-Key": {"sdkgen-go-retry-1"}},
			Body:     []byte(`{"name":"w","note":null}`),
			Arrived:  t0,
		},
		{
			Index:   1,
			Method:  "POST",
			Path:    "/uploads",
			Query:   url.Values{},
			Header:  http.Header{"Idempotency-Key": {"sdkgen-go-retry-1"}, "Content-Type": {"multipart/form-data; boundary=x"}},
			Parts:   []Part{{Name: "file", Filename: "hello.txt", ContentType: "text/plain; charset=utf-8", Value: []byte("hello"), IsFile: true}, {Name: "tags[0]", Value: []byte("a")}},
			Arrived: t0.Add(100 * time.Millisecond),
		},
	}
	out := &DriverOutput{Scenario: "case", Result: json.RawMessage(`{"id":"1","n":1.0,"tags":["a","b"],"undocumented":true}`)}
	return s, out, got
}

func withError(s *Scenario, out **DriverOutput) {
	s.Expect.Result = nil
	s.Expect.Error = &ExpectedError{Kind: KindNotFound, Status: 404, MessageContains: []string{"gone"}, RequestID: "req_1"}
	*out = &DriverOutput{Scenario: "case", Error: &DriverError{Kind: KindNotFound, Status: 404, Message: "404: item gone", RequestID: "req_1"}}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(s *Scenario, out **DriverOutput, got *[]Request)
		want   string // a substring of one problem; "" means no problem
	}{
		{"all hold", func(*Scenario, **DriverOutput, *[]Request) {}, ""},
		{"no driver line", func(_ *Scenario, out **DriverOutput, _ *[]Request) { *out = nil }, "driver: printed no line"},
		{"fewer requests", func(_ *Scenario, _ **DriverOutput, got *[]Request) { *got = (*got)[:1] }, "requests: want 2, server got 1"},
		{"expected request missing", func(_ *Scenario, _ **DriverOutput, got *[]Request) { *got = (*got)[:1] }, "request #2: want a request, not received"},
		{"more requests", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			*got = append(*got, Request{Index: 2, Method: "GET", Path: "/x", OffScript: true, Header: http.Header{"Idempotency-Key": {"sdkgen-go-retry-1"}}, Arrived: (*got)[1].Arrived})
		}, "#3 GET /x (beyond the script: answered 599)"},
		{"method", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Method = "POST" }, "request #1: method: want GET, got POST"},
		{"path encoding", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Path = "/items/a+b" }, "request #1: path: want /items/a%20b, got /items/a+b"},
		{"query value", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Query["tags"] = []string{"a,b"} }, `request #1: query tags: want ["a", "b"], got ["a,b"]`},
		{"query order", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Query["tags"] = []string{"b", "a"} }, `query tags: want ["a", "b"], got ["b", "a"]`},
		{"query missing", func(_ *Scenario, _ **DriverOutput, got *[]Request) { delete((*got)[0].Query, "q") }, `request #1: query q: want ["x"], missing`},
		{"query extra", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Query["offset"] = []string{"0"} }, `request #1: query offset: want it absent, got ["0"]`},
		{"no query wanted", func(s *Scenario, _ **DriverOutput, _ *[]Request) { s.Expect.Requests[0].Query = map[string][]string{} }, `query q: want it absent`},
		{"header value", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Header.Set("X-Api-Key", "other") }, `request #1: header X-Api-Key: want "k", got "other"`},
		{"header missing", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Header.Del("X-Api-Key") }, `request #1: header X-Api-Key: want "k", got missing`},
		{"header pattern", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[0].Header.Set("Idempotency-Key", "abc")
		}, `request #1: header Idempotency-Key: want a match of /^sdkgen-[a-z]+-retry-/, got "abc"`},
		{"header pattern missing", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Header.Del("Idempotency-Key") }, `header Idempotency-Key: want a match of /^sdkgen-[a-z]+-retry-/, got missing`},
		{"absent header sent", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Header.Set("Authorization", "Bearer x") }, `request #1: header Authorization: want it absent, got "Bearer x"`},
		{"body value", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[0].Body = []byte(`{"name":"v","note":null}`)
		}, `request #1: body.name: want "w", got "v"`},
		{"body null omitted", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Body = []byte(`{"name":"w"}`) }, `request #1: body.note: want null, missing`},
		{"body null as string", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[0].Body = []byte(`{"name":"w","note":"null"}`)
		}, `body.note: want null, got "null"`},
		{"body not JSON", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[0].Body = []byte(`name=w`) }, `request #1: body: want JSON`},
		{"body extra tolerated", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[0].Body = []byte(`{"name":"w","note":null,"x":1}`)
		}, ""},
		{"body exact", func(s *Scenario, _ **DriverOutput, got *[]Request) {
			s.Expect.Requests[0].BodyExact = true
			(*got)[0].Body = []byte(`{"name":"w","note":null,"x":1}`)
		}, `request #1: body.x: want it absent, got 1`},
		{"part value", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[1].Parts[1].Value = []byte("z") }, `request #2: multipart part "tags[0]": value: want "a", got "z"`},
		{"part filename", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[1].Parts[0].Filename = "blob" }, `multipart part "file": filename: want "hello.txt", got "blob"`},
		{"part not a file", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[1].Parts[0].IsFile, (*got)[1].Parts[0].Filename = false, ""
		}, `multipart part "file": filename: want "hello.txt", got missing`},
		{"field sent as file", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[1].Parts[1].IsFile, (*got)[1].Parts[1].Filename = true, "blob"
		}, `multipart part "tags[0]": want a plain field, got a file named "blob"`},
		{"part content type", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[1].Parts[0].ContentType = "application/octet-stream"
		}, `multipart part "file": Content-Type: want "text/plain", got "application/octet-stream"`},
		{"part repeated", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[1].Parts = append((*got)[1].Parts, Part{Name: "tags[0]", Value: []byte("b")})
		}, `multipart part "tags[0]": want 1, got 2`},
		{"part with another name", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[1].Parts[1].Name = "tags[]" }, `multipart part "tags[]": want none, got value "a"`},
		{"not multipart", func(_ *Scenario, _ **DriverOutput, got *[]Request) { (*got)[1].Parts = nil }, `request #2: want a multipart/form-data body`},
		{"header differs across requests", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[1].Header.Set("Idempotency-Key", "sdkgen-go-retry-2")
		}, `request #2: header Idempotency-Key: want "sdkgen-go-retry-1" (as on request #1), got "sdkgen-go-retry-2"`},
		{"header missing across requests", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			for _, r := range *got {
				r.Header.Del("Idempotency-Key")
			}
		}, `request #1: header Idempotency-Key: missing, want one value shared by every request`},
		{"gap too short", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[1].Arrived = (*got)[0].Arrived.Add(10 * time.Millisecond)
		}, "gap between requests #1 and #2: want 50..150 ms, got 10 ms"},
		{"gap too long", func(_ *Scenario, _ **DriverOutput, got *[]Request) {
			(*got)[1].Arrived = (*got)[0].Arrived.Add(time.Second)
		}, "gap between requests #1 and #2: want 50..150 ms, got 1000 ms"},
		{"result value", func(_ *Scenario, out **DriverOutput, _ *[]Request) {
			(*out).Result = json.RawMessage(`{"id":"2","n":1,"tags":["a","b"]}`)
		}, `result.id: want "1", got "2"`},
		{"result number", func(_ *Scenario, out **DriverOutput, _ *[]Request) {
			(*out).Result = json.RawMessage(`{"id":"1","n":2,"tags":["a","b"]}`)
		}, `result.n: want 1, got 2`},
		{"result type", func(_ *Scenario, out **DriverOutput, _ *[]Request) {
			(*out).Result = json.RawMessage(`{"id":1,"n":1,"tags":["a","b"]}`)
		}, `result.id: want "1", got 1`},
		{"result array length", func(_ *Scenario, out **DriverOutput, _ *[]Request) {
			(*out).Result = json.RawMessage(`{"id":"1","n":1,"tags":["a"]}`)
		}, `result.tags: want 2 elements`},
		{"result key missing", func(_ *Scenario, out **DriverOutput, _ *[]Request) {
			(*out).Result = json.RawMessage(`{"n":1,"tags":["a","b"]}`)
		}, `result.id: want "1", missing`},
		{"result not an object", func(_ *Scenario, out **DriverOutput, _ *[]Request) { (*out).Result = json.RawMessage(`[1]`) }, `result: want an object`},
		{"result absent", func(_ *Scenario, out **DriverOutput, _ *[]Request) { (*out).Result = nil }, `result: want {"id":"1","n":1,"tags":["a","b"]}, driver printed none`},
		{"unexpected error", func(_ *Scenario, out **DriverOutput, _ *[]Request) {
			(*out).Error = &DriverError{Kind: KindInternalServer, Status: 500, Message: "boom"}
		}, `error: want success, got kind internal_server status 500 message "boom"`},
		{"error holds", func(s *Scenario, out **DriverOutput, _ *[]Request) { withError(s, out) }, ""},
		{"error expected, success", func(s *Scenario, out **DriverOutput, _ *[]Request) {
			withError(s, out)
			*out = &DriverOutput{Scenario: "case", Result: json.RawMessage(`{"id":"1"}`)}
		}, `error: want kind not_found status 404, got success; result {"id":"1"}`},
		{"error kind", func(s *Scenario, out **DriverOutput, _ *[]Request) {
			withError(s, out)
			(*out).Error.Kind = KindBadRequest
		}, `error.kind: want not_found, got kind bad_request status 404`},
		{"error status", func(s *Scenario, out **DriverOutput, _ *[]Request) {
			withError(s, out)
			(*out).Error.Status = 410
		}, `error.status: want 404, got 410`},
		{"error message", func(s *Scenario, out **DriverOutput, _ *[]Request) {
			withError(s, out)
			(*out).Error.Message = "404"
		}, `error.message: want it to contain "gone", got "404"`},
		{"error request id", func(s *Scenario, out **DriverOutput, _ *[]Request) {
			withError(s, out)
			(*out).Error.RequestID = ""
		}, `error.request_id: want "req_1", got ""`},
		{"api kind matches a status kind", func(s *Scenario, out **DriverOutput, _ *[]Request) {
			withError(s, out)
			s.Expect.Error = &ExpectedError{Kind: KindAPI}
		}, ""},
		{"api kind rejects client", func(s *Scenario, out **DriverOutput, _ *[]Request) {
			withError(s, out)
			s.Expect.Error = &ExpectedError{Kind: KindAPI}
			(*out).Error.Kind = KindClient
		}, `error.kind: want api (any API error: api or a status kind), got kind client`},
		{"result before error", func(s *Scenario, out **DriverOutput, _ *[]Request) {
			withError(s, out)
			s.Expect.Result = json.RawMessage(`[{"id":"c1"}]`)
			(*out).Result = json.RawMessage(`[]`)
		}, `result: want 1 elements`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, out, got := checkCase()
			tt.mutate(&s, &out, &got)
			problems := Check(s, out, got)
			if tt.want == "" {
				if len(problems) > 0 {
					t.Fatalf("want no problem, got:\n%s", strings.Join(problems, "\n"))
				}
				return
			}
			for _, p := range problems {
				if strings.Contains(p, tt.want) {
					return
				}
			}
			t.Fatalf("want a problem containing %q, got:\n%s", tt.want, strings.Join(problems, "\n"))
		})
	}
}

func TestCheckAcceptsScenarioOwnExpectations(t *testing.T) {
	// Feed every embedded scenario a driver output equal to its expected result: only request problems remain,
	// and with no request recorded those are exactly the count and per-request ones.
	scenarios, err := Scenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scenarios {
		out := &DriverOutput{Scenario: s.Name, Result: s.Expect.Result}
		if e := s.Expect.Error; e != nil {
			kind := e.Kind
			if kind == KindAPI {
				kind = KindStatus
			}
			out.Error = &DriverError{Kind: kind, Status: e.Status, Message: strings.Join(e.MessageContains, " "), RequestID: e.RequestID}
		}
		for _, p := range Check(s, out, nil) {
			if !strings.HasPrefix(p, "requests: want") && !strings.Contains(p, "not received") {
				t.Errorf("%s: %s", s.Name, p)
			}
		}
	}
}
