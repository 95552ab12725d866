package ssestream

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"
)

type chunk struct {
	ID    string `json:"id"`
	Delta string `json:"delta"`
}

// useRules sets the package's rules for one test; a generated SDK's rules.go may set others.
func useRules(t *testing.T, rs []Rule, prop string) {
	t.Helper()
	savedRules, savedProp := rules, messageProperty
	rules, messageProperty = rs, prop
	t.Cleanup(func() { rules, messageProperty = savedRules, savedProp })
}

func streamOf(t *testing.T, body string) *Stream[chunk] {
	return NewStream[chunk](decoderFor(t, io.NopCloser(strings.NewReader(body))), nil)
}

func collect(s *Stream[chunk]) []chunk {
	var out []chunk
	for s.Next() {
		out = append(out, s.Current())
	}
	return out
}

func TestStreamWithDefaultRules(t *testing.T) {
	useRules(t, DefaultRules(), "message")
	body := ": connected\n\nevent: delta\ndata: {\"id\":\"c1\",\"delta\":\"Hel\"}\n\nid: 2\nretry: 1000\n" +
		"data: {\"id\":\"c2\",\ndata: \"delta\":\"lo\"}\n\n: keep-alive\n\nevent: usage\ndata:{\"id\":\"c3\",\"delta\":\"!\"}\n\n" +
		"data: [DONE]\n\ndata: {\"id\":\"c4\",\"delta\":\"after done\"}\n\n"
	s := streamOf(t, body)
	got := collect(s)
	want := []chunk{{"c1", "Hel"}, {"c2", "lo"}, {"c3", "!"}}
	if !reflect.DeepEqual(got, want) || s.Err() != nil {
		t.Fatalf("items = %v, err = %v; want %v", got, s.Err(), want)
	}
}

func TestStreamEndsAtTheEndOfTheBody(t *testing.T) {
	useRules(t, DefaultRules(), "message")
	s := streamOf(t, "data: {\"id\":\"c1\"}\n\ndata: {\"id\":\"c2\"}\n\n")
	if got := collect(s); len(got) != 2 || s.Err() != nil {
		t.Fatalf("items = %v, err = %v", got, s.Err())
	}
}

func TestStreamIteratedAgainReportsConsumed(t *testing.T) {
	useRules(t, DefaultRules(), "message")
	s := streamOf(t, "data: {\"id\":\"c1\"}\n\ndata: [DONE]\n\n")
	collect(s)
	if s.Err() != nil {
		t.Fatalf("first iteration: %v", s.Err())
	}
	if s.Next() {
		t.Fatal("second iteration yielded an item")
	}
	if !errors.Is(s.Err(), errConsumed) {
		t.Errorf("Err() = %v, want %v", s.Err(), errConsumed)
	}
}

func TestStreamErrorEvent(t *testing.T) {
	tests := []struct {
		name, prop, data, want string
	}{
		{name: "message property", prop: "message", data: `{"message":"overloaded","code":529}`, want: "overloaded"},
		{name: "nested message property", prop: "error.message", data: `{"error":{"message":"overloaded"}}`, want: "overloaded"},
		{name: "no message property", prop: "", data: `{"message":"overloaded"}`, want: `{"message":"overloaded"}`},
		{name: "data that is not JSON", prop: "message", data: `overloaded`, want: "overloaded"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useRules(t, DefaultRules(), tt.prop)
			s := streamOf(t, "data: {\"id\":\"c1\"}\n\nevent: error\ndata: "+tt.data+"\n\ndata: {\"id\":\"c2\"}\n\n")
			if got := collect(s); len(got) != 1 || got[0].ID != "c1" {
				t.Errorf("items = %v, want c1 only", got)
			}
			checkAPIError(t, s.Err(), tt.want, tt.data)
		})
	}
}

func TestStreamErrorProperty(t *testing.T) {
	useRules(t, []Rule{{DataStartsWith: "[DONE]", Handle: "done"}, {Fallthrough: true, Handle: "yield", ErrorProperty: "error"}}, "message")
	for _, tt := range []struct{ data, want string }{
		{`{"error":{"message":"bad input"}}`, "bad input"},
		{`{"error":true}`, `the stream reported an error: {"error":true}`},
	} {
		s := streamOf(t, "data: {\"id\":\"c1\",\"error\":null}\n\ndata: {\"id\":\"c2\",\"error\":false}\n\ndata: "+tt.data+"\n\n")
		if got := collect(s); len(got) != 2 {
			t.Errorf("items = %v, want c1 and c2", got)
		}
		checkAPIError(t, s.Err(), tt.want, tt.data)
	}
}

func TestStreamRulesDecideInOrder(t *testing.T) {
	useRules(t, []Rule{
		{EventType: "ping", Handle: "done"},
		{EventTypeNull: true, DataStartsWith: "{", Handle: "yield"},
		{EventType: "delta", Handle: "yield"},
	}, "")
	// "skip" matches no rule and is skipped; "{" without event: is yielded; ping ends the stream.
	s := streamOf(t, "event: skip\ndata: {\"id\":\"s\"}\n\ndata: {\"id\":\"a\"}\n\nevent: delta\ndata: {\"id\":\"b\"}\n\n"+
		"data: [\"not an object\"]\n\nevent: ping\ndata: {}\n\ndata: {\"id\":\"z\"}\n\n")
	got := collect(s)
	if want := []chunk{{ID: "a"}, {ID: "b"}}; !reflect.DeepEqual(got, want) || s.Err() != nil {
		t.Errorf("items = %v, err = %v; want %v", got, s.Err(), want)
	}
}

func TestStreamDataThatDoesNotDecode(t *testing.T) {
	useRules(t, DefaultRules(), "")
	s := streamOf(t, "data: {\"id\":\"c1\"}\n\ndata: not json\n\n")
	if got := collect(s); len(got) != 1 || s.Err() == nil {
		t.Errorf("items = %v, err = %v; want c1 then an error", got, s.Err())
	}
}

func TestStreamOfAFailedRequest(t *testing.T) {
	failure := errors.New("connection refused")
	s := NewStream[chunk](NewDecoder(nil), failure)
	if s.Next() || !errors.Is(s.Err(), failure) || s.Close() != nil {
		t.Errorf("Next, Err = %v, %v", s.Next(), s.Err())
	}
	if res := s.Response(); res != nil {
		_ = res.Body.Close()
		t.Error("a failed request has a response")
	}
	if s := NewStream[chunk](nil, nil); s.Next() || s.Err() == nil {
		t.Error("a stream without a decoder or an error reports nothing")
	}
	body := &closeTracker{Reader: strings.NewReader("data: {}\n\n")}
	if s := NewStream[chunk](decoderFor(t, body), failure); s.Next() || !body.closed {
		t.Error("a response that came with an error is still open")
	}
}

func TestStreamResponse(t *testing.T) {
	s := NewStream[chunk](decoderFor(t, io.NopCloser(strings.NewReader(""))), nil)
	res := s.Response()
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode != http.StatusOK || res.Request.URL.Path != "/chats" {
		t.Errorf("Response() = %v", res)
	}
}

// closeTracker records whether the body was closed.
type closeTracker struct {
	io.Reader
	closed bool
}

func (c *closeTracker) Close() error { c.closed = true; return nil }

func TestStreamReleasesTheBodyAtTheEnd(t *testing.T) {
	useRules(t, DefaultRules(), "")
	body := &closeTracker{Reader: strings.NewReader("data: {}\n\ndata: [DONE]\n\n")}
	s := NewStream[chunk](decoderFor(t, body), nil)
	collect(s)
	if !body.closed {
		t.Error("the body is still open after [DONE]")
	}
}

func TestStreamCloseAbortsTheConnection(t *testing.T) {
	useRules(t, DefaultRules(), "")
	aborted := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		_, _ = io.WriteString(w, "data: {\"id\":\"c1\"}\n\n")
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
			close(aborted)
		case <-time.After(5 * time.Second):
		}
	}))
	defer srv.Close()
	res, err := srv.Client().Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	s := NewStream[chunk](NewDecoder(res), nil)
	if !s.Next() || s.Current().ID != "c1" {
		t.Fatalf("first event: %v %v", s.Current(), s.Err())
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close() = %v", err)
	}
	select {
	case <-aborted:
	case <-time.After(3 * time.Second):
		t.Fatal("the server did not see the connection close")
	}
	if s.Next() || s.Err() != nil {
		t.Errorf("after Close: Next() true or Err() = %v", s.Err())
	}
}

func TestStreamCloseWhileNextWaits(t *testing.T) {
	useRules(t, DefaultRules(), "")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	}))
	defer srv.Close()
	res, err := srv.Client().Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	s := NewStream[chunk](NewDecoder(res), nil)
	done := make(chan bool)
	go func() { done <- s.Next() }()
	time.Sleep(20 * time.Millisecond)
	_ = s.Close()
	select {
	case next := <-done:
		if next || s.Err() != nil {
			t.Errorf("Next() = %v, Err() = %v after Close", next, s.Err())
		}
	case <-time.After(3 * time.Second):
		t.Fatal("Next did not return after Close")
	}
}

func TestRuleMatching(t *testing.T) {
	ev := func(typ, data string) *Event { return &Event{Type: typ, Data: []byte(data)} }
	tests := []struct {
		rule Rule
		ev   *Event
		want bool
	}{
		{Rule{EventType: "error"}, ev("error", "{}"), true},
		{Rule{EventType: "error"}, ev("", "{}"), false},
		{Rule{EventTypeNull: true}, ev("", "{}"), true},
		{Rule{EventTypeNull: true}, ev("delta", "{}"), false},
		{Rule{DataStartsWith: "[DONE]"}, ev("", "[DONE]"), true},
		{Rule{DataStartsWith: "[DONE]"}, ev("", " [DONE]"), false},
		{Rule{EventType: "done", DataStartsWith: "[DONE]"}, ev("", "[DONE]"), false},
		{Rule{EventType: "done", DataStartsWith: "[DONE]"}, ev("done", "[DONE]"), true},
		{Rule{Fallthrough: true}, ev("anything", "x"), true},
	}
	for _, tt := range tests {
		if got := tt.rule.matches(tt.ev); got != tt.want {
			t.Errorf("%+v matches %q %q = %v, want %v", tt.rule, tt.ev.Type, tt.ev.Data, got, tt.want)
		}
	}
}

func TestTruthy(t *testing.T) {
	for raw, want := range map[string]bool{
		`null`: false, `false`: false, `0`: false, `""`: false, `{}`: false, `[]`: false, `not json`: false,
		`true`: true, `1`: true, `"x"`: true, `{"message":"m"}`: true, `[1]`: true,
	} {
		if got := truthy([]byte(raw)); got != want {
			t.Errorf("truthy(%s) = %v, want %v", raw, got, want)
		}
	}
}
