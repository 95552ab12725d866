package spec

import "testing"

func TestMediaEncoding(t *testing.T) {
	for in, want := range map[string]string{
		"application/json":                  "json",
		"application/vnd.api+json":          "json",
		"Application/JSON; charset=utf-8":   "json",
		"multipart/form-data":               "multipart",
		"application/x-www-form-urlencoded": "form",
		"text/event-stream":                 "sse",
		"application/octet-stream":          "binary",
		"image/png":                         "binary",
		"text/plain":                        "text",
		"application/xml":                   "",
	} {
		if got := MediaEncoding(in); got != want {
			t.Errorf("MediaEncoding(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPickAndSuccess(t *testing.T) {
	content := []*MediaType{{Type: "application/xml"}, {Type: "multipart/form-data"}, {Type: "application/json"}}
	if mt, enc := PickBody(content); mt.Type != "application/json" || enc != "json" {
		t.Errorf("PickBody = %s %s", mt.Type, enc)
	}
	if mt, enc := PickMedia(content[:1], "json"); mt.Type != "application/xml" || enc != "" {
		t.Errorf("PickMedia fallback = %s %q", mt.Type, enc)
	}
	if mt, _ := PickResponse(nil); mt != nil {
		t.Error("PickResponse(nil) should be nil")
	}
	op := &Operation{Responses: []*Response{{Status: "default"}, {Status: "2XX"}, {Status: "204"}, {Status: "200"}}}
	if r := op.SuccessResponse(); r.Status != "200" {
		t.Errorf("SuccessResponse = %s, want 200", r.Status)
	}
	op.Responses = op.Responses[:2]
	if r := op.SuccessResponse(); r.Status != "2XX" {
		t.Errorf("SuccessResponse = %s, want 2XX", r.Status)
	}
	op.Responses = []*Response{{Status: "404"}}
	if r := op.SuccessResponse(); r != nil {
		t.Error("no 2xx should give nil")
	}
}
