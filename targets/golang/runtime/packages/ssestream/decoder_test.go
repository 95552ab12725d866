package ssestream

import (
	"errors"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

// decoderFor decodes a response with the given body, closed when the test ends.
func decoderFor(t *testing.T, body io.ReadCloser) Decoder {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, "https://api.example.test/chats", nil)
	t.Cleanup(func() { _ = body.Close() })
	return NewDecoder(&http.Response{StatusCode: http.StatusOK, Status: "200 OK",
		Header: http.Header{"Content-Type": {"text/event-stream"}}, Body: body, Request: req})
}

func decodeAll(t *testing.T, r io.Reader) []Event {
	t.Helper()
	dec := decoderFor(t, io.NopCloser(r))
	var out []Event
	for dec.Next() {
		out = append(out, dec.Event())
	}
	if err := dec.Err(); err != nil {
		t.Fatalf("Err() = %v", err)
	}
	return out
}

func TestDecoderFollowsTheEventStreamFormat(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []Event
	}{
		{name: "typed and untyped events", body: "event: delta\ndata: {\"a\":1}\n\ndata: {\"b\":2}\n\n",
			want: []Event{{Type: "delta", Data: []byte(`{"a":1}`)}, {Data: []byte(`{"b":2}`)}}},
		{name: "data lines are joined with a newline", body: "data: {\"a\":\ndata: 1}\n\n",
			want: []Event{{Data: []byte("{\"a\":\n1}")}}},
		{name: "comments are ignored and a comment-only block dispatches nothing", body: ": connected\n\n: keep-alive\ndata: x\n: more\n\n",
			want: []Event{{Data: []byte("x")}}},
		{name: "data without a space", body: "data:x\n\ndata:  y\n\n",
			want: []Event{{Data: []byte("x")}, {Data: []byte(" y")}}},
		{name: "CRLF line endings", body: "event: e\r\ndata: x\r\n\r\ndata: y\r\n\r\n",
			want: []Event{{Type: "e", Data: []byte("x")}, {Data: []byte("y")}}},
		{name: "CR line endings", body: "data: x\r\rdata: y\r\r",
			want: []Event{{Data: []byte("x")}, {Data: []byte("y")}}},
		{name: "id carries over, retry is per event", body: "id: 7\nretry: 1000\ndata: x\n\ndata: y\n\nid\ndata: z\n\n",
			want: []Event{{Data: []byte("x"), ID: "7", Retry: 1000}, {Data: []byte("y"), ID: "7"}, {Data: []byte("z")}}},
		{name: "a malformed retry is ignored", body: "retry: 10s\ndata: x\n\n", want: []Event{{Data: []byte("x")}}},
		{name: "an empty data line dispatches empty data", body: "data\n\ndata:\ndata:\n\n",
			want: []Event{{Data: []byte("")}, {Data: []byte("\n")}}},
		{name: "unknown fields are ignored", body: "foo: bar\ndata: x\n\n", want: []Event{{Data: []byte("x")}}},
		{name: "a leading byte order mark is skipped", body: "\xEF\xBB\xBFdata: x\n\n", want: []Event{{Data: []byte("x")}}},
		{name: "an event the body ends in is dropped", body: "data: x\n\ndata: y\n", want: []Event{{Data: []byte("x")}}},
		{name: "the event type does not carry over", body: "event: a\ndata: x\n\ndata: y\n\n",
			want: []Event{{Type: "a", Data: []byte("x")}, {Data: []byte("y")}}},
		{name: "empty body", body: "", want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range []io.Reader{strings.NewReader(tt.body), iotest.OneByteReader(strings.NewReader(tt.body))} {
				got := decodeAll(t, r)
				if !reflect.DeepEqual(normalize(got), normalize(tt.want)) {
					t.Errorf("events = %+v, want %+v", got, tt.want)
				}
			}
		})
	}
}

// normalize makes nil and empty data compare equal.
func normalize(events []Event) []Event {
	out := make([]Event, len(events))
	for i, e := range events {
		e.Data = append([]byte{}, e.Data...)
		out[i] = e
	}
	return out
}

func TestDecoderEventDataIsNotOverwritten(t *testing.T) {
	dec := decoderFor(t, io.NopCloser(strings.NewReader("data: first\n\ndata: second\n\n")))
	if !dec.Next() {
		t.Fatal("no first event")
	}
	first := dec.Event()
	if !dec.Next() {
		t.Fatal("no second event")
	}
	if string(first.Data) != "first" {
		t.Errorf("first event's data became %q", first.Data)
	}
}

func TestDecoderReportsReadErrors(t *testing.T) {
	dec := decoderFor(t, io.NopCloser(iotest.ErrReader(io.ErrUnexpectedEOF)))
	if dec.Next() {
		t.Fatal("Next() = true")
	}
	if !errors.Is(dec.Err(), io.ErrUnexpectedEOF) {
		t.Errorf("Err() = %v", dec.Err())
	}
}

func TestNewDecoderWithoutResponse(t *testing.T) {
	if dec := NewDecoder(nil); dec != nil {
		t.Errorf("NewDecoder(nil) = %#v, want nil", dec)
	}
}

func TestScanLinesWaitsForTheLFAfterACR(t *testing.T) {
	if adv, tok, _ := scanLines([]byte("data: x\r"), false); adv != 0 || tok != nil {
		t.Errorf("scanLines = %d, %q; want to read on", adv, tok)
	}
	if adv, tok, _ := scanLines([]byte("data: x\r"), true); adv != 8 || string(tok) != "data: x" {
		t.Errorf("scanLines at EOF = %d, %q", adv, tok)
	}
}
