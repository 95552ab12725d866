package api

import (
	"errors"
	"net/http"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// The API's diagnostic codes (generator/diag/catalog.go, docs/diagnostics.md).
const (
	codeBadRequest       = diag.APIBadRequest
	codeUnauthorized     = diag.APIUnauthorized
	codeNotFound         = diag.APINotFound
	codeMethodNotAllowed = diag.APIMethodNotAllowed
	codeRateLimited      = diag.APIRateLimited
	codeConflict         = diag.APIConflict
	codeInternal         = diag.APIInternal
)

// Error is an API error: an HTTP status and one diagnostic, located in the request body when it is about it.
type Error struct {
	Status  int
	Code    diag.Code
	Message string
	// File, Line and Column locate the problem ("request body", 1-based).
	File         string
	Line, Column int
	// Pointer is the JSON pointer of the value in the request body.
	Pointer string
}

func (e *Error) Error() string { return e.Message }

// diagnostic is the error as the CLI prints it.
func (e *Error) diagnostic() diag.Diagnostic {
	return diag.Diagnostic{Code: e.Code, Level: diag.Error, Message: e.Message, File: e.File, Line: e.Line,
		Column: e.Column, ConfigRef: e.Pointer}
}

// writeError writes err as {"diagnostics":[...]}: an *Error as it says, anything else as a 500 whose details
// stay in the log.
func writeError(w http.ResponseWriter, err error) {
	var e *Error
	if !errors.As(err, &e) {
		e = &Error{Status: http.StatusInternalServerError, Code: codeInternal, Message: "internal error; the server log has the details"}
	}
	_ = writeJSON(w, e.Status, map[string]any{"diagnostics": []diag.Diagnostic{e.diagnostic()}})
}

func notFound(what string) error {
	return &Error{Status: http.StatusNotFound, Code: codeNotFound, Message: what + " not found"}
}

func badRequest(msg, pointer string) *Error {
	return &Error{Status: http.StatusBadRequest, Code: codeBadRequest, Message: msg, File: requestBody, Pointer: pointer}
}

// requestBody is the file name diagnostics about the request body carry.
const requestBody = "request body"
