// Package respjson holds the per-field metadata of decoded responses: whether each field was present, null, or of
// the wrong type, and its raw JSON. Responses never fail to decode; this is how a caller tells what arrived.
package respjson

// Raw values of fields that were absent or null.
const (
	Omitted string = ""
	Null    string = "null"
)

// Field is the metadata of one response field. The zero value is an omitted field.
type Field struct {
	raw     string
	invalid bool
}

// NewField records a field that decoded from raw (its value is usable unless raw is null).
func NewField(raw string) Field { return Field{raw: raw} }

// NewInvalidField records a field that was present as raw but did not decode into its Go type, so the Go value is
// left zero and only Raw() tells what the server sent.
func NewInvalidField(raw string) Field { return Field{raw: raw, invalid: true} }

// Valid reports whether the field was present, not null, and decoded into its Go value.
func (f Field) Valid() bool { return !f.invalid && f.raw != Omitted && f.raw != Null }

// Raw returns the field's JSON as received: Omitted when absent, Null when null.
func (f Field) Raw() string { return f.raw }

// IsNull reports whether the field was present as JSON null.
func (f Field) IsNull() bool { return f.raw == Null }

// IsMissing reports whether the field was absent from the JSON.
func (f Field) IsMissing() bool { return f.raw == Omitted }

// IsInvalid reports whether the field was present but did not decode into its Go type.
func (f Field) IsInvalid() bool { return f.invalid }
