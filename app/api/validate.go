package api

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"

	"github.com/sdkgen/sdkgen/generator/document"
)

// filterOptions: authentication is the API's own (authenticate), so the filter only checks the shape; all
// errors are collected so the first one can be located.
func filterOptions() *openapi3filter.Options {
	return &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, MultiError: true}
}

// validateRequest reads the body (at most MaxBody), checks its JSON syntax with sdkgen's own positioned parser
// (so a syntax error has its line and column), then validates the request against the description. The first
// problem becomes a 400 whose diagnostic is located in the body.
func (a *API) validateRequest(r *http.Request, c *call) error {
	if r.Body != nil {
		data, err := io.ReadAll(io.LimitReader(r.Body, MaxBody+1))
		if err != nil {
			return badRequest(fmt.Sprintf("read the request body: %v", err), "")
		}
		if len(data) > MaxBody {
			return &Error{Status: http.StatusRequestEntityTooLarge, Code: codeBadRequest,
				Message: fmt.Sprintf("the request body is over %d MB", MaxBody>>20), File: requestBody}
		}
		c.body = data
		r.Body = io.NopCloser(bytes.NewReader(data))
	}
	var node *document.Node
	if len(c.body) > 0 {
		var err error
		if node, err = document.ParseJSON(requestBody, c.body, document.Limits{MaxBytes: MaxBody, MaxDepth: 64, MaxNodes: 1 << 20}); err != nil {
			return syntaxError(err)
		}
	}
	input := &openapi3filter.RequestValidationInput{Request: r, PathParams: c.params, Route: c.route, Options: filterOptions()}
	err := openapi3filter.ValidateRequest(r.Context(), input)
	r.Body = io.NopCloser(bytes.NewReader(c.body))
	if err == nil {
		return nil
	}
	return located(err, node)
}

// syntaxError locates a JSON syntax error.
func syntaxError(err error) error {
	e := badRequest("the request body is not valid JSON: "+err.Error(), "")
	var se *document.SyntaxError
	if errors.As(err, &se) {
		e.Message = "the request body is not valid JSON: " + se.Msg
		e.Line, e.Column = int(se.Pos.Line), int(se.Pos.Col)
	}
	return e
}

// located turns the filter's first error into a 400: a schema error in the body points at its value (JSON
// pointer, line and column); a parameter error names the parameter.
func located(err error, body *document.Node) error {
	first := firstError(err)
	var re *openapi3filter.RequestError
	if errors.As(first, &re) && re.Parameter != nil {
		return &Error{Status: http.StatusBadRequest, Code: codeBadRequest,
			Message: fmt.Sprintf("%s parameter %q: %s", re.Parameter.In, re.Parameter.Name, reason(re))}
	}
	var se *openapi3.SchemaError
	if errors.As(first, &se) {
		ptr := pointerOf(se.JSONPointer())
		e := badRequest(schemaMessage(se, ptr), string(ptr))
		if body != nil {
			pos := body.ValuePosOf(ptr)
			if !pos.Known() { // a missing property: point at the object that lacks it
				parent, _ := ptr.Parent()
				pos = body.ValuePosOf(parent)
			}
			e.Line, e.Column = int(pos.Line), int(pos.Col)
		}
		return e
	}
	if errors.As(first, &re) {
		return badRequest(reason(re), "")
	}
	return badRequest(first.Error(), "")
}

func firstError(err error) error {
	var me openapi3.MultiError
	for errors.As(err, &me) && len(me) > 0 {
		err = me[0]
		var re *openapi3filter.RequestError
		if errors.As(err, &re) && re.Err != nil {
			var inner openapi3.MultiError
			if errors.As(re.Err, &inner) && len(inner) > 0 {
				err = inner[0]
				continue
			}
		}
		break
	}
	return err
}

func reason(re *openapi3filter.RequestError) string {
	if re.Err != nil {
		var se *openapi3.SchemaError
		if errors.As(re.Err, &se) {
			return se.Reason
		}
		return re.Err.Error()
	}
	return re.Reason
}

func pointerOf(tokens []string) document.Pointer {
	p := document.Pointer("")
	for _, t := range tokens {
		p = p.Append(t)
	}
	return p
}

func schemaMessage(se *openapi3.SchemaError, ptr document.Pointer) string {
	where := string(ptr)
	if where == "" {
		where = "the body"
	}
	return fmt.Sprintf("%s: %s", where, strings.TrimSuffix(se.Reason, "."))
}

// validatingWriter holds a response back until it is checked against the description (tests).
type validatingWriter struct {
	out    http.ResponseWriter
	header http.Header
	status int
	body   bytes.Buffer
}

func newValidatingWriter(out http.ResponseWriter) *validatingWriter {
	return &validatingWriter{out: out, header: http.Header{}, status: http.StatusOK}
}

func (v *validatingWriter) Header() http.Header         { return v.header }
func (v *validatingWriter) WriteHeader(status int)      { v.status = status }
func (v *validatingWriter) Write(p []byte) (int, error) { return v.body.Write(p) }

// finish validates the held response and sends it, or a 500 when it breaks the description.
func (v *validatingWriter) finish(r *http.Request, c *call, a *API) {
	if err := a.validateResponse(r, c, v.status, v.header, v.body.Bytes()); err != nil {
		a.opts.Logger.Error("the response breaks the API description", "path", r.URL.Path, "status", v.status, "error", err)
		v.header = http.Header{}
		v.body.Reset()
		v.status = 0
		writeError(v, fmt.Errorf("the response breaks the API description: %w", err))
	}
	for k, vals := range v.header {
		v.out.Header()[k] = vals
	}
	v.out.WriteHeader(v.status)
	_, _ = v.out.Write(v.body.Bytes())
}

// validateResponse checks a response against the description. A request no route matched has nothing to check
// but its error shape.
func (a *API) validateResponse(r *http.Request, c *call, status int, header http.Header, body []byte) error {
	if c.route == nil {
		return nil
	}
	r.Body = io.NopCloser(bytes.NewReader(c.body))
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: r, PathParams: c.params, Route: c.route,
			Options: filterOptions()},
		Status: status, Header: header, Body: io.NopCloser(bytes.NewReader(body)),
		// Archives are bytes the filter has no decoder for: their status and content type are still checked.
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true,
			ExcludeResponseBody: !strings.HasPrefix(header.Get("Content-Type"), "application/json")},
	}
	return openapi3filter.ValidateResponse(context.WithoutCancel(r.Context()), in)
}
