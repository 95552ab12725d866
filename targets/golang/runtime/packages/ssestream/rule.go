package ssestream

import (
	"bytes"
	"encoding/json"
	"strings"
)

// Rule says how one kind of event is handled (streaming.on_event). The generated rules.go lists the API's
// rules; the first rule that matches an event decides, and an event no rule matches is skipped.
type Rule struct {
	// EventType matches events whose event: field equals it.
	EventType string
	// EventTypeNull matches events without an event: field.
	EventTypeNull bool
	// DataStartsWith matches the raw data text before JSON parsing (e.g. "[DONE]").
	DataStartsWith string
	// Fallthrough matches every event (only as the last rule).
	Fallthrough bool
	// Handle is "yield" (decode the data as an item), "done" (end the stream cleanly, the event is not yielded)
	// or "error" (end the stream with an *apierror.Error).
	Handle string
	// ErrorProperty, on a yield rule, turns an event whose decoded data has a truthy value at this property
	// into an error instead.
	ErrorProperty string
}

const (
	handleDone  = "done"
	handleError = "error"
)

// DefaultRules are the rules of an API that configures none: an error event raises, data [DONE] ends the
// stream, anything else is yielded.
func DefaultRules() []Rule {
	return []Rule{
		{EventType: "error", Handle: handleError},
		{DataStartsWith: "[DONE]", Handle: handleDone},
		{Fallthrough: true, Handle: "yield"},
	}
}

// matches needs every matcher the rule sets to match.
func (r *Rule) matches(ev *Event) bool {
	if r.Fallthrough {
		return true
	}
	return (r.EventType == "" || ev.Type == r.EventType) &&
		(!r.EventTypeNull || ev.Type == "") &&
		(r.DataStartsWith == "" || bytes.HasPrefix(ev.Data, []byte(r.DataStartsWith)))
}

// ruleFor returns the first rule that matches ev, or nil.
func ruleFor(rules []Rule, ev *Event) *Rule {
	for i := range rules {
		if rules[i].matches(ev) {
			return &rules[i]
		}
	}
	return nil
}

// lookup returns the JSON value at a dotted property path of data.
func lookup(data []byte, path string) (json.RawMessage, bool) {
	value := json.RawMessage(data)
	for _, key := range strings.Split(path, ".") {
		var obj map[string]json.RawMessage
		if json.Unmarshal(value, &obj) != nil {
			return nil, false
		}
		next, ok := obj[key]
		if !ok {
			return nil, false
		}
		value = next
	}
	return value, true
}

// lookupString returns the string at a dotted property path of data, if there is one.
func lookupString(data []byte, path string) (string, bool) {
	if path == "" {
		return "", false
	}
	raw, ok := lookup(data, path)
	if !ok {
		return "", false
	}
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return "", false
	}
	return s, true
}

// truthy is false for a missing value, null, false, 0, "", {} and [].
func truthy(raw json.RawMessage) bool {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return false
	}
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case float64:
		return x != 0
	case string:
		return x != ""
	case map[string]any:
		return len(x) > 0
	case []any:
		return len(x) > 0
	}
	return true
}
