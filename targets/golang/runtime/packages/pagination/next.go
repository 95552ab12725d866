package pagination

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
)

// pageState is what the next-page rules read: one response and the request that fetched it.
type pageState struct {
	body   json.RawMessage
	header http.Header
	// url is the URL that returned the page, against which a relative next URL resolves.
	url   *url.URL
	items []json.RawMessage
	// sent returns the value of a pagination param in that request, "" when it was not sent.
	sent func(name string) string
}

// nextRequest is what changes for the next page: either the absolute URL to GET (cursor_url), or the one
// pagination param to set to value (a string, an int64, or an item's id as decoded JSON), with the
// previous-page params the request sent removed (going forward, they would contradict the cursor).
type nextRequest struct {
	url   string
	param string
	value any
	drop  []string
}

// next applies CONFIG-REFERENCE.md §12.2 and the choices in targets/conformance/doc.go: has_next_page false
// always stops (absent does not), an empty page stops unless the scheme continues on empty pages, and then each
// type computes its next request or stops.
func (s *Scheme) next(p *pageState) (nextRequest, bool) {
	if s.Type == "fake_page" || isFalse(p.read(s.field(purposeHasNextPage))) {
		return nextRequest{}, false
	}
	if len(p.items) == 0 && !s.ContinueOnEmptyItems {
		return nextRequest{}, false
	}
	var next nextRequest
	var ok bool
	switch s.Type {
	case "cursor":
		next, ok = s.nextCursor(p)
	case "cursor_id":
		next, ok = s.nextItemID(p)
	case "cursor_url":
		return s.nextURL(p)
	case "offset":
		return s.nextOffset(p)
	case "page_number":
		return s.nextPageNumber(p)
	}
	if ok {
		next.drop = s.previousSent(p)
	}
	return next, ok
}

// previousSent lists the previous-page params the request sent.
func (s *Scheme) previousSent(p *pageState) []string {
	var names []string
	for _, purpose := range []string{purposePrevCursorArg, purposePrevItemIDArg} {
		if name := s.param(purpose); name != "" && p.sent(name) != "" {
			names = append(names, name)
		}
	}
	return names
}

// nextCursor sends next_cursor_field as the cursor param; null, "" or the cursor just sent (which would fetch
// the same page forever) stop.
func (s *Scheme) nextCursor(p *pageState) (nextRequest, bool) {
	name := s.param(purposeNextCursorArg)
	cursor := asText(p.read(s.field(purposeNextCursor)))
	if name == "" || cursor == "" || cursor == p.sent(name) {
		return nextRequest{}, false
	}
	return nextRequest{param: name, value: cursor}, true
}

// nextItemID sends the last item's id; an empty page, or a last item without an id, stops.
func (s *Scheme) nextItemID(p *pageState) (nextRequest, bool) {
	name, f := s.param(purposeNextItemIDArg), s.field(purposeItemID)
	if name == "" || f == nil || len(p.items) == 0 {
		return nextRequest{}, false
	}
	raw := at(p.items[len(p.items)-1], f.Path)
	id := asText(raw)
	if id == "" || id == p.sent(name) {
		return nextRequest{}, false
	}
	var value any
	_ = json.Unmarshal(raw, &value)
	if _, isNumber := value.(float64); isNumber {
		value = json.Number(id) // keeps large integer ids exact
	}
	return nextRequest{param: name, value: value}, true
}

// nextURL follows cursor_url_field, from the body or from a header (Link: the rel="next" link); an absent or
// null URL stops. An absolute URL is requested as given; a relative one resolves against the page's URL.
func (s *Scheme) nextURL(p *pageState) (nextRequest, bool) {
	f := s.field(purposeCursorURL)
	if f == nil {
		return nextRequest{}, false
	}
	var next string
	if f.FromHeader != "" {
		next = nextLink(p.header.Values(f.FromHeader))
	} else {
		next = strings.TrimSpace(asText(at(p.body, f.Path)))
	}
	if next == "" {
		return nextRequest{}, false
	}
	if u, err := url.Parse(next); err == nil && !u.IsAbs() && p.url != nil {
		next = p.url.ResolveReference(u).String()
	}
	return nextRequest{url: next}, true
}

// nextOffset sends this page's start (offset_count_start_field, else the offset sent, else 0) plus its item
// count; an empty page, or reaching offset_total_count_field, stops.
func (s *Scheme) nextOffset(p *pageState) (nextRequest, bool) {
	name := s.param(purposeOffsetArg)
	if name == "" || len(p.items) == 0 {
		return nextRequest{}, false
	}
	start, ok := asInt(p.read(s.field(purposeOffsetStart)))
	if !ok {
		start, _ = parseInt(p.sent(name))
	}
	next := start + int64(len(p.items))
	if total, ok := asInt(p.read(s.field(purposeOffsetTotal))); ok && next >= total {
		return nextRequest{}, false
	}
	return nextRequest{param: name, value: next}, true
}

// nextPageNumber sends this page's number (current_page_number_field, else the page sent, else 1) plus one;
// going past total_page_count_field stops.
func (s *Scheme) nextPageNumber(p *pageState) (nextRequest, bool) {
	name := s.param(purposePageNumberArg)
	if name == "" {
		return nextRequest{}, false
	}
	current, ok := asInt(p.read(s.field(purposeCurrentPage)))
	if !ok {
		if current, ok = parseInt(p.sent(name)); !ok {
			current = 1
		}
	}
	next := current + 1
	if total, ok := asInt(p.read(s.field(purposeTotalPageCount))); ok && next > total {
		return nextRequest{}, false
	}
	return nextRequest{param: name, value: next}, true
}

// read returns a field's value: from its header (as a JSON string) when it has one, else from the body.
func (p *pageState) read(f *Field) json.RawMessage {
	switch {
	case f == nil:
		return nil
	case f.FromHeader != "":
		v := p.header.Get(f.FromHeader)
		if v == "" {
			return nil
		}
		raw, _ := json.Marshal(v)
		return raw
	}
	return at(p.body, f.Path)
}
