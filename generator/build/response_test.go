package build_test

import "testing"

// TestRedirectOnlyResponse: an operation whose only documented outcome besides errors is a redirect returns nothing,
// and its IR response keeps the redirect's status, by which the generated tests know the mock server's answer.
func TestRedirectOnlyResponse(t *testing.T) {
	for _, tc := range []struct{ name, responses, status string }{
		{"a 302", `{"302": {description: to the app}, "400": {description: bad}}`, "302"},
		{"the lowest of several", `{"307": {description: a}, "301": {description: b}}`, "301"},
		{"a range", `{"3XX": {description: somewhere}}`, "3XX"},
		{"no redirect either", `{"404": {description: missing}}`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			api, _ := build(t, withPaths("  /confirm:\n    get:\n      responses: "+tc.responses+"\n"),
				withResources("resources:\n  things:\n    methods:\n      get: get /things\n      confirm: get /confirm\n"))
			r := method(t, api, "client.things.confirm").Response
			switch {
			case tc.status == "" && r != nil:
				t.Errorf("response %+v, want none", r)
			case tc.status != "" && (r == nil || r.Status != tc.status || r.Type != nil):
				t.Errorf("response %+v, want status %s and no body", r, tc.status)
			}
		})
	}
}

// TestNoContentStatuses: a 204 or 205 response has no body (HTTP forbids one), even when the spec gives it content.
func TestNoContentStatuses(t *testing.T) {
	for _, status := range []string{"204", "205"} {
		t.Run(status, func(t *testing.T) {
			api, _ := build(t, withPaths("  /copy:\n    post:\n      responses: {\""+status+"\": {description: done, content: "+
				"{application/json: {schema: {type: object, properties: {id: {type: string}}}}}}}\n"),
				withResources("resources:\n  things:\n    methods:\n      get: get /things\n      copy: post /copy\n"))
			r := method(t, api, "client.things.copy").Response
			if r == nil || r.Status != status || r.Type != nil || r.ContentType != "" {
				t.Errorf("response %+v, want status %s and no body", r, status)
			}
		})
	}
}
