package param

import (
	"encoding/json"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
)

// Field is a params field of code_style v1. Its zero value is omitted; F sends a value, NullField a null and
// RawField any JSON-encodable value in place of T (for values the API accepts but the spec does not describe).
type Field[T any] struct {
	Value   T
	Null    bool
	Present bool
	Raw     any
}

// F returns a present value (the generated root package's F calls it).
func F[T any](v T) Field[T] { return Field[T]{Value: v, Present: true} }

// NullField returns an explicit null (the generated Null calls it).
func NullField[T any]() Field[T] { return Field[T]{Null: true, Present: true} }

// RawField returns a field sent as v instead of a T (the generated Raw calls it).
func RawField[T any](v any) Field[T] { return Field[T]{Raw: v, Present: true} }

// IsNull reports whether the field is an explicit null.
func (f Field[T]) IsNull() bool { return f.Null }

// IsOmitted reports whether the field is left out of the request.
func (f Field[T]) IsOmitted() bool { return !f.Present && !f.Null && f.Raw == nil }

// IsZero is IsOmitted, for encoding/json's omitzero (Go 1.24+).
func (f Field[T]) IsZero() bool { return f.IsOmitted() }

// ParamValue is the value sent (Raw when set, else Value) and true, or false when omitted or null.
func (f Field[T]) ParamValue() (value any, ok bool) {
	switch {
	case f.IsOmitted() || f.Null:
		return nil, false
	case f.Raw != nil:
		return f.Raw, true
	}
	return f.Value, true
}

// MarshalJSON writes the value (or Raw), or null when omitted or null.
func (f Field[T]) MarshalJSON() ([]byte, error) {
	v, ok := f.ParamValue()
	if !ok {
		return []byte("null"), nil
	}
	return apijson.MarshalRoot(v)
}

// UnmarshalJSON reads null as NullField and anything else as a present value.
func (f *Field[T]) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		*f = NullField[T]()
		return nil
	}
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*f = F(v)
	return nil
}
