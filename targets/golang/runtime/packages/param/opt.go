// Package param holds the building blocks of request params: optional values that tell omitted from null, the
// extra fields every params struct carries, union markers, and file uploads.
package param

import (
	"encoding/json"
	"fmt"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
)

type status int8

const (
	omitted status = iota
	null
	present
)

// Opt is an optional param (code_style v2). Its zero value is omitted (the field is not sent), NewOpt(v) sends v
// (even a zero v), and Null[T]() sends null.
type Opt[T comparable] struct {
	Value  T
	status status
}

// NewOpt returns a present value.
func NewOpt[T comparable](v T) Opt[T] { return Opt[T]{Value: v, status: present} }

// Null returns an explicit null.
func Null[T comparable]() Opt[T] { return Opt[T]{status: null} }

// Valid reports whether a value is set (neither omitted nor null).
func (o Opt[T]) Valid() bool { return o.status == present }

// Or returns the value when set, else v.
func (o Opt[T]) Or(v T) T {
	if o.Valid() {
		return o.Value
	}
	return v
}

// IsNull reports whether the param is an explicit null.
func (o Opt[T]) IsNull() bool { return o.status == null }

// IsOmitted reports whether the param is left out of the request.
func (o Opt[T]) IsOmitted() bool { return o.status == omitted }

// IsZero is IsOmitted, so encoding/json's omitzero (Go 1.24+) omits the same values apijson does.
func (o Opt[T]) IsZero() bool { return o.IsOmitted() }

// ParamValue is the runtime's way to read the value without knowing T (headers, queries, forms): the value and
// true when it is sent as a value, false when omitted or null.
func (o Opt[T]) ParamValue() (value any, ok bool) {
	if !o.Valid() {
		return nil, false
	}
	return o.Value, true
}

// MarshalJSON writes the value, or null when omitted or null (a containing struct leaves omitted ones out).
func (o Opt[T]) MarshalJSON() ([]byte, error) {
	if !o.Valid() {
		return []byte("null"), nil
	}
	return apijson.MarshalRoot(o.Value)
}

// UnmarshalJSON reads null as Null[T]() and anything else as a present value.
func (o *Opt[T]) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		*o = Null[T]()
		return nil
	}
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*o = NewOpt(v)
	return nil
}

// String is the value as fmt prints it, "null" for null and "" when omitted.
func (o Opt[T]) String() string {
	switch o.status {
	case null:
		return "null"
	case omitted:
		return ""
	}
	return fmt.Sprint(o.Value)
}
