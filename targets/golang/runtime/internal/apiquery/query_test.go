package apiquery_test

import (
	"net/url"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apiquery"
	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/param"
)

// Fixtures shaped like generated params (see the runtime README).

type (
	paramObj   = param.APIObject
	paramUnion = param.APIUnion
)

type Status string

type FilterParam struct {
	Field param.Opt[string] `json:"field,omitzero"`
	Tags  []string          `json:"tags,omitzero"`
	paramObj
}

type RangeUnionParam struct {
	OfString param.Opt[string] `json:",omitzero,inline"`
	OfFilter *FilterParam      `json:",omitzero,inline"`
	paramUnion
}

type ListParams struct {
	Limit    param.Opt[int64]     `query:"limit,omitzero" json:"-"`
	Cursor   param.Opt[string]    `query:"cursor,omitzero" json:"-"`
	Since    param.Opt[time.Time] `query:"since,omitzero" json:"-" format:"date"`
	Before   time.Time            `query:"before,omitzero" json:"-" format:"date-time"`
	Active   param.Opt[bool]      `query:"active,omitzero" json:"-"`
	Ratio    param.Opt[float64]   `query:"ratio,omitzero" json:"-"`
	Status   Status               `query:"status,omitzero" json:"-"`
	Required string               `query:"required,required" json:"-"`
	IDs      []string             `query:"ids,omitzero" json:"-"`
	Filter   FilterParam          `query:"filter,omitzero" json:"-"`
	Filters  []FilterParam        `query:"filters,omitzero" json:"-"`
	Meta     map[string]int64     `query:"meta,omitzero" json:"-"`
	Range    RangeUnionParam      `query:"range,omitzero" json:"-"`
	Anything any                  `query:"anything,omitzero" json:"-"`
	Body     string               `json:"body,omitzero"`
	paramObj
}

func (r ListParams) URLQuery() (url.Values, error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{})
}

type ListParamsV1 struct {
	Limit param.Field[int64]     `query:"limit"`
	Q     param.Field[string]    `query:"q"`
	Tags  param.Field[[]string]  `query:"tags"`
	Since param.Field[time.Time] `query:"since" format:"date"`
}

func encode(t *testing.T, v any, s apiquery.QuerySettings) string {
	t.Helper()
	values, err := apiquery.MarshalWithSettings(v, s)
	if err != nil {
		t.Fatalf("MarshalWithSettings: %v", err)
	}
	raw, err := url.QueryUnescape(values.Encode())
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func TestScalars(t *testing.T) {
	at := time.Date(2024, 3, 4, 5, 6, 7, 0, time.FixedZone("", 3600))
	cases := []struct {
		name   string
		params ListParams
		want   string
	}{
		{"omitted", ListParams{}, "required="},
		{"zero values sent", ListParams{Limit: param.NewOpt[int64](0), Cursor: param.NewOpt(""), Active: param.NewOpt(false)},
			"active=false&cursor=&limit=0&required="},
		{"nulls left out", ListParams{Limit: param.Null[int64](), Cursor: param.Null[string]()}, "required="},
		{"values", ListParams{
			Limit: param.NewOpt[int64](10), Since: param.NewOpt(at), Before: at, Active: param.NewOpt(true),
			Ratio: param.NewOpt(0.25), Status: "open", Required: "r", Body: "not a query param",
		}, "active=true&before=2024-03-04T05:06:07+01:00&limit=10&ratio=0.25&required=r&since=2024-03-04&status=open"},
		{"big and small numbers", ListParams{Ratio: param.NewOpt(123456789012.5)}, "ratio=123456789012.5&required="},
		{"exponent only where needed", ListParams{Ratio: param.NewOpt(1e25)}, "ratio=1e+25&required="},
	}
	for _, c := range cases {
		if got := encode(t, c.params, apiquery.QuerySettings{}); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

// nested has an array of scalars, a nested object, and an array of objects.
var nested = ListParams{
	Required: "r",
	IDs:      []string{"a", "b"},
	Filter:   FilterParam{Field: param.NewOpt("x"), Tags: []string{"t1", "t2"}},
	Filters:  []FilterParam{{Field: param.NewOpt("f0")}, {Field: param.NewOpt("f1"), Tags: []string{"u"}}},
}

func TestFormats(t *testing.T) {
	cases := []struct {
		nested apiquery.NestedQueryFormat
		array  apiquery.ArrayQueryFormat
		want   string
	}{
		{apiquery.NestedQueryFormatBrackets, apiquery.ArrayQueryFormatComma,
			"filter[field]=x&filter[tags]=t1,t2&filters[0][field]=f0&filters[1][field]=f1&filters[1][tags]=u&ids=a,b&required=r"},
		{apiquery.NestedQueryFormatBrackets, apiquery.ArrayQueryFormatRepeat,
			"filter[field]=x&filter[tags]=t1&filter[tags]=t2&filters[field]=f0&filters[field]=f1&filters[tags]=u&ids=a&ids=b&required=r"},
		{apiquery.NestedQueryFormatBrackets, apiquery.ArrayQueryFormatIndices,
			"filter[field]=x&filter[tags][0]=t1&filter[tags][1]=t2&filters[0][field]=f0&filters[1][field]=f1&filters[1][tags][0]=u&ids[0]=a&ids[1]=b&required=r"},
		{apiquery.NestedQueryFormatBrackets, apiquery.ArrayQueryFormatBrackets,
			"filter[field]=x&filter[tags][]=t1&filter[tags][]=t2&filters[][field]=f0&filters[][field]=f1&filters[][tags][]=u&ids[]=a&ids[]=b&required=r"},
		{apiquery.NestedQueryFormatDots, apiquery.ArrayQueryFormatComma,
			"filter.field=x&filter.tags=t1,t2&filters[0].field=f0&filters[1].field=f1&filters[1].tags=u&ids=a,b&required=r"},
		{apiquery.NestedQueryFormatDots, apiquery.ArrayQueryFormatRepeat,
			"filter.field=x&filter.tags=t1&filter.tags=t2&filters.field=f0&filters.field=f1&filters.tags=u&ids=a&ids=b&required=r"},
		{apiquery.NestedQueryFormatDots, apiquery.ArrayQueryFormatIndices,
			"filter.field=x&filter.tags[0]=t1&filter.tags[1]=t2&filters[0].field=f0&filters[1].field=f1&filters[1].tags[0]=u&ids[0]=a&ids[1]=b&required=r"},
		{apiquery.NestedQueryFormatDots, apiquery.ArrayQueryFormatBrackets,
			"filter.field=x&filter.tags[]=t1&filter.tags[]=t2&filters[].field=f0&filters[].field=f1&filters[].tags[]=u&ids[]=a&ids[]=b&required=r"},
	}
	for _, c := range cases {
		if got := encode(t, nested, apiquery.QuerySettings{NestedFormat: c.nested, ArrayFormat: c.array}); got != c.want {
			t.Errorf("nested %d, array %d:\n got %s\nwant %s", c.nested, c.array, got, c.want)
		}
	}
}

func TestRepeatKeepsOrder(t *testing.T) {
	values, err := apiquery.MarshalWithSettings(ListParams{IDs: []string{"z", "a", "m"}}, apiquery.QuerySettings{ArrayFormat: apiquery.ArrayQueryFormatRepeat})
	if err != nil {
		t.Fatal(err)
	}
	if got := values["ids"]; len(got) != 3 || got[0] != "z" || got[1] != "a" || got[2] != "m" {
		t.Errorf("ids = %v", got)
	}
}

func TestMapsUnionsAndAny(t *testing.T) {
	f := ListParams{
		Meta:     map[string]int64{"b": 2, "a": 1},
		Range:    RangeUnionParam{OfFilter: &FilterParam{Field: param.NewOpt("x")}},
		Anything: map[string]any{"k": []any{1.5, true, nil, "s"}, "n": nil},
	}
	f.Filter.SetExtraFields(map[string]any{"extra": "e", "field": "wins"})
	f.SetExtraFields(map[string]any{"top": "body only"})
	want := "anything[k]=1.5,true,s&filter[extra]=e&filter[field]=wins&meta[a]=1&meta[b]=2&range[field]=x&required="
	if got := encode(t, f, apiquery.QuerySettings{}); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	scalar := ListParams{Range: RangeUnionParam{OfString: param.NewOpt("s")}}
	if got := encode(t, scalar, apiquery.QuerySettings{}); got != "range=s&required=" {
		t.Errorf("scalar variant: %s", got)
	}
	null := ListParams{Range: RangeUnionParam{OfString: param.Null[string]()}}
	if got := encode(t, null, apiquery.QuerySettings{}); got != "required=" {
		t.Errorf("null variant: %s", got)
	}
}

func TestV1Fields(t *testing.T) {
	p := ListParamsV1{Limit: param.F[int64](0), Q: param.NullField[string](), Tags: param.F([]string{"a", "b"}),
		Since: param.F(time.Date(2020, 1, 2, 0, 0, 0, 0, time.UTC))}
	if got, want := encode(t, p, apiquery.QuerySettings{}), "limit=0&since=2020-01-02&tags=a,b"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if got := encode(t, ListParamsV1{}, apiquery.QuerySettings{}); got != "" {
		t.Errorf("omitted: %s", got)
	}
}

func TestEscaping(t *testing.T) {
	values, err := (ListParams{Cursor: param.NewOpt("a&b=c d/é"), Required: "?"}).URLQuery()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := values.Encode(), "cursor=a%26b%3Dc+d%2F%C3%A9&required=%3F"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestErrors(t *testing.T) {
	if _, err := apiquery.MarshalWithSettings(3, apiquery.QuerySettings{}); err == nil {
		t.Error("a non-struct: want an error")
	}
	bad := struct {
		F func() `query:"f"`
	}{F: func() {}}
	if _, err := apiquery.MarshalWithSettings(bad, apiquery.QuerySettings{}); err == nil {
		t.Error("a func: want an error")
	}
}

func TestUnionMarkerIsSkipped(t *testing.T) {
	u := RangeUnionParam{paramUnion: param.APIUnion{}}
	if got := encode(t, ListParams{Range: u}, apiquery.QuerySettings{}); got != "required=" {
		t.Errorf("got %s", got)
	}
}
