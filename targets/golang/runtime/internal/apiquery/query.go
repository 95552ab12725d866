// Package apiquery encodes the query params of a params struct per the API's query_settings.
package apiquery

import (
	"net/url"
	"strconv"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
)

// NestedQueryFormat is how keys of nested objects are written (query_settings.nested_format).
type NestedQueryFormat int

const (
	NestedQueryFormatBrackets NestedQueryFormat = iota // a[b]=1
	NestedQueryFormatDots                              // a.b=1
)

// ArrayQueryFormat is how arrays are written (query_settings.array_format).
type ArrayQueryFormat int

const (
	ArrayQueryFormatComma    ArrayQueryFormat = iota // a=x,y
	ArrayQueryFormatRepeat                           // a=x&a=y
	ArrayQueryFormatIndices                          // a[0]=x&a[1]=y
	ArrayQueryFormatBrackets                         // a[]=x&a[]=y
)

// QuerySettings is the API's query_settings; the zero value is the default (brackets, comma).
type QuerySettings struct {
	NestedFormat NestedQueryFormat
	ArrayFormat  ArrayQueryFormat
}

// MarshalWithSettings returns the query params of the struct v: its fields tagged `query:"name"`, named so;
// values nested inside are named by their json tags. Omitted and null values are not written. With the comma
// format, arrays that hold objects or arrays are written with indices (a comma cannot separate them).
func MarshalWithSettings(v any, s QuerySettings) (url.Values, error) {
	values := url.Values{}
	f := apijson.Flattener{
		Member: s.member,
		Item:   s.item,
		Comma:  s.ArrayFormat == ArrayQueryFormatComma,
		Text: func(key, value string) error {
			values.Add(key, value)
			return nil
		},
	}
	if err := f.Fields(v, "query"); err != nil {
		return nil, err
	}
	return values, nil
}

func (s QuerySettings) member(prefix, name string) string {
	if s.NestedFormat == NestedQueryFormatDots {
		return prefix + "." + name
	}
	return prefix + "[" + name + "]"
}

func (s QuerySettings) item(prefix string, i int) string {
	switch s.ArrayFormat {
	case ArrayQueryFormatRepeat:
		return prefix
	case ArrayQueryFormatBrackets:
		return prefix + "[]"
	}
	return prefix + "[" + strconv.Itoa(i) + "]"
}
