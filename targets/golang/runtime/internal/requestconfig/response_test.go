package requestconfig

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apierror"
)

type item struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

func TestDecodeDestinations(t *testing.T) {
	var byValue item
	if err := call(newFake(ok200), http.MethodGet, "items/1", nil, &byValue); err != nil || byValue.ID != "item_1" {
		t.Errorf("*T: %v %+v", err, byValue)
	}
	var byPointer *item
	if err := call(newFake(ok200), http.MethodGet, "items/1", nil, &byPointer); err != nil || byPointer == nil || byPointer.Name != "Widget" {
		t.Errorf("**T: %v %+v", err, byPointer)
	}
	var raw []byte
	if err := call(newFake(ok200), http.MethodGet, "items/1", nil, &raw); err != nil || string(raw) != `{"id":"item_1","name":"Widget"}` {
		t.Errorf("*[]byte: %v %s", err, raw)
	}
	var text string
	if err := call(newFake(reply(200, "plain", "Content-Type", "text/plain")), http.MethodGet, "x", nil, &text); err != nil || text != "plain" {
		t.Errorf("*string text: %v %q", err, text)
	}
	if err := call(newFake(reply(200, `"quoted"`)), http.MethodGet, "x", nil, &text); err != nil || text != "quoted" {
		t.Errorf("*string JSON: %v %q", err, text)
	}
	// A generated method returning *string (a text/markdown or text/plain response) passes **string.
	var markdown *string
	if err := call(newFake(reply(200, "# Title", "Content-Type", "text/markdown")), http.MethodGet, "x", nil, &markdown); err != nil || markdown == nil || *markdown != "# Title" {
		t.Errorf("**string text: %v %v", err, markdown)
	}
	if err := call(newFake(ok200), http.MethodDelete, "items/1", nil, nil); err != nil {
		t.Errorf("nil: %v", err)
	}
	empty := &item{ID: "kept"}
	if err := call(newFake(reply(204, "")), http.MethodDelete, "items/1", nil, &empty); err != nil || empty.ID != "kept" {
		t.Errorf("empty body: %v %+v", err, empty)
	}
	if err := call(newFake(reply(200, "<html>")), http.MethodGet, "x", nil, &byValue); err == nil || !strings.Contains(err.Error(), "decoding") {
		t.Errorf("invalid JSON: %v", err)
	}
}

func TestRawResponseLeftUnread(t *testing.T) {
	var res *http.Response
	if err := call(newFake(ok200), http.MethodGet, "files/1", nil, &res); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = res.Body.Close() }()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || string(data) != `{"id":"item_1","name":"Widget"}` {
		t.Errorf("raw: %d %s", res.StatusCode, data)
	}
}

func TestResponseUnwrap(t *testing.T) {
	f := newFake(reply(200, `{"data":{"item":{"id":"inner"}},"meta":{}}`))
	var got *item
	if err := call(f, http.MethodGet, "items/1", nil, &got, WithResponseUnwrap("data", "item")); err != nil || got == nil || got.ID != "inner" {
		t.Errorf("unwrap: %v %+v", err, got)
	}
	var missing *item
	if err := call(newFake(ok200), http.MethodGet, "items/1", nil, &missing, WithResponseUnwrap("data")); err != nil || missing != nil {
		t.Errorf("absent path: %v %+v", err, missing)
	}
}

func TestResponseInto(t *testing.T) {
	var res *http.Response
	var got *item
	if err := call(newFake(ok200), http.MethodGet, "items/1", nil, &got, WithResponseInto(&res)); err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	_ = res.Body.Close()
	if got == nil || got.ID != "item_1" || res.StatusCode != 200 || string(body) != `{"id":"item_1","name":"Widget"}` {
		t.Errorf("decoded %+v, raw %d %s", got, res.StatusCode, body)
	}
	res = nil
	err := call(newFake(reply(404, `{"error":{"message":"gone"}}`)), http.MethodGet, "items/1", nil, &got, WithResponseInto(&res))
	if err == nil || res == nil || res.StatusCode != 404 {
		t.Errorf("status error: %v, response %v", err, res)
	}
}

func TestResponseIntoWithoutDestinationIsUnread(t *testing.T) {
	// Pagination and streams take the response with no destination: Execute must not read it.
	read := false
	f := newFake(func(req *http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: 200, Header: http.Header{}, Body: io.NopCloser(readerFunc(func(p []byte) (int, error) {
			read = true
			return 0, io.EOF
		}))}, nil
	})
	cfg, err := NewRequestConfig(context.Background(), http.MethodGet, "cursors", nil, nil, base(f, &clock{}, nil)...)
	if err != nil {
		t.Fatal(err)
	}
	var res *http.Response
	cfg.ResponseInto = &res
	if err := cfg.Execute(); err != nil {
		t.Fatal(err)
	}
	if read || res == nil {
		t.Errorf("read %v, response %v", read, res)
	}
	_ = res.Body.Close()
}

type readerFunc func([]byte) (int, error)

func (f readerFunc) Read(p []byte) (int, error) { return f(p) }

func TestResponseBodyInto(t *testing.T) {
	var methodResult *item
	var mine map[string]any
	if err := call(newFake(ok200), http.MethodGet, "items/1", nil, &methodResult, WithResponseBodyInto(&mine)); err != nil {
		t.Fatal(err)
	}
	if methodResult != nil || mine["name"] != "Widget" {
		t.Errorf("method result %+v, mine %v", methodResult, mine)
	}
}

func TestStatusError(t *testing.T) {
	f := newFake(reply(404, `{"error":{"message":"not found happened"}}`, "X-Request-Id", "req_404"))
	err := call(f, http.MethodGet, "items/item_1", nil, new(*item))
	var apiErr *apierror.Error
	if !errors.As(err, &apiErr) {
		t.Fatalf("err = %v", err)
	}
	if apiErr.StatusCode != 404 || apiErr.RequestID != "req_404" || apiErr.Message != "not found happened" ||
		apiErr.Request.URL.Path != "/v1/items/item_1" || apiErr.Response == nil || !strings.Contains(apiErr.Error(), "not found happened") {
		t.Errorf("error %+v: %v", apiErr, apiErr)
	}
	if !strings.Contains(string(apiErr.DumpResponse(true)), "not found happened") {
		t.Errorf("DumpResponse: %s", apiErr.DumpResponse(true))
	}
}

func TestStatusErrorOfRawDestination(t *testing.T) {
	var res *http.Response
	err := call(newFake(reply(500, `{"error":{"message":"boom"}}`)), http.MethodGet, "files/1", nil, &res, WithMaxRetries(0))
	var apiErr *apierror.Error
	if !errors.As(err, &apiErr) || apiErr.Message != "boom" || res != nil {
		t.Errorf("err %v, res %v", err, res)
	}
}
