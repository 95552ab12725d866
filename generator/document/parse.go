package document

import (
	"bytes"
	"fmt"
)

// Limits bound what a parse accepts. Inputs arrive from pull requests and are untrusted: a YAML alias bomb, a
// deeply nested array or a huge file must end in a clear error, not in an exhausted machine.
type Limits struct {
	MaxBytes int // input size
	MaxDepth int // nesting of arrays and objects
	MaxNodes int // nodes after YAML aliases are expanded
}

// SpecLimits fit the largest real API descriptions (GitHub's is 13 MB, its dereferenced form 73 MB) with room.
var SpecLimits = Limits{MaxBytes: 128 << 20, MaxDepth: 512, MaxNodes: 16_000_000}

// ConfigLimits fit any hand-written sdkgen.yml with a wide margin.
var ConfigLimits = Limits{MaxBytes: 8 << 20, MaxDepth: 128, MaxNodes: 1_000_000}

// SyntaxError is a parse failure at a position of a file.
type SyntaxError struct {
	File string
	Pos  Pos
	Msg  string
	// DuplicateKey is set when the error is a key repeated in one mapping, which config checks report under
	// their own code.
	DuplicateKey bool
}

func (e *SyntaxError) Error() string {
	if e.Pos.Known() {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// Format names the syntax a document was read from.
type Format string

const (
	JSON Format = "json"
	YAML Format = "yaml"
)

// Sniff decides whether data is JSON or YAML by its first significant character: JSON documents are objects or
// arrays. (JSON is also YAML, but the JSON parser is an order of magnitude faster on large specs.)
func Sniff(data []byte) Format {
	trimmed := bytes.TrimLeft(data, " \t\r\n\ufeff")
	trimmed = bytes.TrimPrefix(trimmed, []byte("\xef\xbb\xbf"))
	if len(trimmed) > 0 && (trimmed[0] == '{' || trimmed[0] == '[') {
		return JSON
	}
	return YAML
}

// Parse reads a JSON or YAML document. file names the input in errors.
func Parse(file string, data []byte, lim Limits) (*Node, Format, error) {
	if lim.MaxBytes > 0 && len(data) > lim.MaxBytes {
		return nil, "", &SyntaxError{File: file, Msg: fmt.Sprintf("the file is %d bytes, more than the limit of %d", len(data), lim.MaxBytes)}
	}
	if Sniff(data) == JSON {
		n, err := ParseJSON(file, data, lim)
		return n, JSON, err
	}
	n, err := ParseYAML(file, data, lim)
	return n, YAML, err
}
