// Package pagination holds the pages of list methods and the auto-pager that iterates their items across pages.
// The generated pages.go adds one page type per configured scheme (CONFIG-REFERENCE.md §12).
package pagination

// Scheme is a configured pagination scheme with its roles resolved; the emitter writes one literal per scheme
// from the IR's PaginationScheme.
type Scheme struct {
	Name string
	// Type is cursor, cursor_id, cursor_url, offset, page_number or fake_page.
	Type string
	// ParamLocation is where the pagination params go: "query" (also when empty) or "body" (JSON).
	ParamLocation string
	// ContinueOnEmptyItems keeps paging after an empty page while a next page can be computed.
	ContinueOnEmptyItems bool
	Request              []Param
	Response             []Field
}

// Param is a request param of a scheme; Purpose is empty for a param without a role (a limit).
type Param struct {
	Name    string
	Purpose string
}

// Field is a response field of a scheme.
type Field struct {
	// Path is the property path from the response root; for cursor_item_id, from one item. Empty for the
	// top-level array.
	Path    []string
	Purpose string
	// FromHeader names the response header the value is read from instead (e.g. Link).
	FromHeader string
	// IsTopLevelArray says the items are the bare response array.
	IsTopLevelArray bool
}

// The purposes the next-page rules read (CONFIG-REFERENCE.md §12.2).
const (
	purposeItems          = "items"
	purposeHasNextPage    = "has_next_page"
	purposeNextCursor     = "next_cursor_field"
	purposeNextCursorArg  = "next_cursor_param"
	purposePrevCursorArg  = "previous_cursor_param"
	purposeItemID         = "cursor_item_id"
	purposePrevItemIDArg  = "previous_cursor_id_param"
	purposeNextItemIDArg  = "next_cursor_id_param"
	purposeCursorURL      = "cursor_url_field"
	purposeOffsetArg      = "offset_count_param"
	purposeOffsetTotal    = "offset_total_count_field"
	purposeOffsetStart    = "offset_count_start_field"
	purposePageNumberArg  = "page_number_param"
	purposeCurrentPage    = "current_page_number_field"
	purposeTotalPageCount = "total_page_count_field"
)

// field returns the response field with the given purpose, or nil.
func (s *Scheme) field(purpose string) *Field {
	for i := range s.Response {
		if s.Response[i].Purpose == purpose {
			return &s.Response[i]
		}
	}
	return nil
}

// param returns the name of the request param with the given purpose, or "".
func (s *Scheme) param(purpose string) string {
	for _, p := range s.Request {
		if p.Purpose == purpose {
			return p.Name
		}
	}
	return ""
}

// inBody reports whether the pagination params go into the JSON body.
func (s *Scheme) inBody() bool { return s.ParamLocation == "body" }

// itemsPath is where the items are: the items field's path, or the root for a top-level array (or when the
// scheme names no items field, as a fake_page may not).
func (s *Scheme) itemsPath() []string {
	if f := s.field(purposeItems); f != nil && !f.IsTopLevelArray {
		return f.Path
	}
	return nil
}
