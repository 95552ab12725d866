package spec

import (
	"strconv"
	"strings"
)

// MediaEncoding classifies a media type: json, multipart, form, sse (text/event-stream), binary or text, and ""
// for anything else. Parameters such as charset are ignored.
func MediaEncoding(mediaType string) string {
	t := strings.ToLower(strings.TrimSpace(strings.SplitN(mediaType, ";", 2)[0]))
	switch {
	case t == "application/json" || strings.HasSuffix(t, "+json") || t == "application/x-ndjson" || t == "application/jsonl":
		return "json"
	case t == "multipart/form-data" || t == "multipart/mixed":
		return "multipart"
	case t == "application/x-www-form-urlencoded":
		return "form"
	case t == "text/event-stream":
		return "sse"
	case t == "application/octet-stream" || t == "*/*" || t == "application/pdf" || t == "application/zip" ||
		strings.HasPrefix(t, "image/") || strings.HasPrefix(t, "audio/") || strings.HasPrefix(t, "video/"):
		return "binary"
	case strings.HasPrefix(t, "text/"):
		return "text"
	}
	return ""
}

// PickMedia returns the first media type whose encoding comes first in order, with that encoding; when none
// has an encoding in order it returns the first media type and "". It returns nil for empty content.
func PickMedia(content []*MediaType, order ...string) (*MediaType, string) {
	if len(content) == 0 {
		return nil, ""
	}
	for _, enc := range order {
		for _, mt := range content {
			if MediaEncoding(mt.Type) == enc {
				return mt, enc
			}
		}
	}
	return content[0], ""
}

// PickBody chooses the request media type SDKs send: JSON, then multipart, form, binary, text.
func PickBody(content []*MediaType) (*MediaType, string) {
	return PickMedia(content, "json", "multipart", "form", "binary", "text")
}

// PickResponse chooses the response media type SDKs read: JSON, then an event stream, binary, text.
func PickResponse(content []*MediaType) (*MediaType, string) {
	return PickMedia(content, "json", "sse", "binary", "text")
}

// SuccessResponse returns the response a method returns: the lowest explicit 2xx status, else 2XX, else nil.
func (o *Operation) SuccessResponse() *Response {
	var best *Response
	bestCode := 1000
	for _, r := range o.Responses {
		code, err := strconv.Atoi(r.Status)
		switch {
		case err == nil && code >= 200 && code < 300 && code < bestCode:
			best, bestCode = r, code
		case strings.EqualFold(r.Status, "2XX") && best == nil:
			best = r
		}
	}
	return best
}

// RedirectResponse is the response with the lowest explicit 3xx status, else 3XX; nil when there is none.
func (o *Operation) RedirectResponse() *Response {
	var best *Response
	bestCode := 1000
	for _, r := range o.Responses {
		code, err := strconv.Atoi(r.Status)
		switch {
		case err == nil && code >= 300 && code < 400 && code < bestCode:
			best, bestCode = r, code
		case strings.EqualFold(r.Status, "3XX") && best == nil:
			best = r
		}
	}
	return best
}
