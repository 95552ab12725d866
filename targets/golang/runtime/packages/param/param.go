package param

import (
	"io"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
)

// APIObject is embedded in every params struct (through the root alias paramObj) to carry extra fields: properties
// the spec does not describe, sent as they are and winning over same-named fields.
type APIObject struct {
	extraFields map[string]any
}

// SetExtraFields replaces the extra fields sent with the object.
func (o *APIObject) SetExtraFields(fields map[string]any) { o.extraFields = fields }

// ExtraFields returns the extra fields set with SetExtraFields.
func (o APIObject) ExtraFields() map[string]any { return o.extraFields }

// APIUnion is embedded in every union params struct (through the root alias paramUnion); its OfXxx fields are
// the variants, of which the first that is not omitted is sent.
type APIUnion struct{}

// MarshalObject encodes a params struct; generated MarshalJSON methods pass the struct and a pointer to a copy of
// it whose type has no methods (so that encoding does not call MarshalJSON again).
func MarshalObject(obj, shadow any) ([]byte, error) { return apijson.MarshalObject(obj, shadow) }

// MarshalUnion encodes the first variant that is not omitted, or null.
func MarshalUnion(u any, variants ...any) ([]byte, error) {
	return apijson.MarshalUnion(u, variants...)
}

// IsOmitted reports whether v is left out of a request: nil, an omitted Opt or Field, or a zero value.
func IsOmitted(v any) bool { return apijson.IsOmitted(v) }

// File names a reader for a multipart upload and gives it a content type; an empty contentType means
// application/octet-stream.
func File(r io.Reader, filename, contentType string) io.Reader {
	return &file{Reader: r, filename: filename, contentType: contentType}
}

type file struct {
	io.Reader
	filename    string
	contentType string
}

func (f *file) Filename() string    { return f.filename }
func (f *file) ContentType() string { return f.contentType }
