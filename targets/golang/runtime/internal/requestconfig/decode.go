package requestconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// deliver decodes a successful response into the destination: nothing for nil, the response itself for
// **http.Response, the bytes for *[]byte, the text for *string and **string (unless the body is a JSON string), and
// encoding/json for anything else (generated types decode tolerantly through apijson).
func (cfg *RequestConfig) deliver(p *plan, out *outcome) error {
	switch dst := cfg.dst.(type) {
	case nil:
		return nil
	case **http.Response:
		*dst = out.res
		return nil
	}
	data := out.body
	if len(cfg.unwrap) > 0 {
		data = extractPath(data, cfg.unwrap)
	}
	if err := decodeInto(cfg.dst, data, out.res.Header.Get("Content-Type")); err != nil {
		return cfg.describe(p, fmt.Errorf("decoding the response: %w", err))
	}
	return nil
}

func decodeInto(dst any, data []byte, contentType string) error {
	switch d := dst.(type) {
	case *[]byte:
		*d = data
		return nil
	case *string:
		if !strings.Contains(strings.ToLower(contentType), "json") || json.Unmarshal(data, d) != nil {
			*d = string(data)
		}
		return nil
	case **string:
		// A method returning *string: a text response (text/plain, text/markdown) or a JSON string.
		s := new(string)
		*d = s
		return decodeInto(s, data, contentType)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil
	}
	return json.Unmarshal(data, dst)
}
