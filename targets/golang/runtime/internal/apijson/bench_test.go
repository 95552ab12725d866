package apijson_test

import (
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/respjson"
)

// wide is a 50-field response struct, for BenchmarkUnmarshalRoot.
type wide struct {
	Field00 string           `json:"field_0"`
	Field01 int64            `json:"field_1"`
	Field02 float64          `json:"field_2"`
	Field03 bool             `json:"field_3"`
	Field04 time.Time        `json:"field_4"`
	Field05 Address          `json:"field_5"`
	Field06 []string         `json:"field_6"`
	Field07 AccountStatus    `json:"field_7"`
	Field08 map[string]int64 `json:"field_8"`
	Field09 *Item            `json:"field_9"`
	Field10 string           `json:"field_10"`
	Field11 int64            `json:"field_11"`
	Field12 float64          `json:"field_12"`
	Field13 bool             `json:"field_13"`
	Field14 time.Time        `json:"field_14"`
	Field15 Address          `json:"field_15"`
	Field16 []string         `json:"field_16"`
	Field17 AccountStatus    `json:"field_17"`
	Field18 map[string]int64 `json:"field_18"`
	Field19 *Item            `json:"field_19"`
	Field20 string           `json:"field_20"`
	Field21 int64            `json:"field_21"`
	Field22 float64          `json:"field_22"`
	Field23 bool             `json:"field_23"`
	Field24 time.Time        `json:"field_24"`
	Field25 Address          `json:"field_25"`
	Field26 []string         `json:"field_26"`
	Field27 AccountStatus    `json:"field_27"`
	Field28 map[string]int64 `json:"field_28"`
	Field29 *Item            `json:"field_29"`
	Field30 string           `json:"field_30"`
	Field31 int64            `json:"field_31"`
	Field32 float64          `json:"field_32"`
	Field33 bool             `json:"field_33"`
	Field34 time.Time        `json:"field_34"`
	Field35 Address          `json:"field_35"`
	Field36 []string         `json:"field_36"`
	Field37 AccountStatus    `json:"field_37"`
	Field38 map[string]int64 `json:"field_38"`
	Field39 *Item            `json:"field_39"`
	Field40 string           `json:"field_40"`
	Field41 int64            `json:"field_41"`
	Field42 float64          `json:"field_42"`
	Field43 bool             `json:"field_43"`
	Field44 time.Time        `json:"field_44"`
	Field45 Address          `json:"field_45"`
	Field46 []string         `json:"field_46"`
	Field47 AccountStatus    `json:"field_47"`
	Field48 map[string]int64 `json:"field_48"`
	Field49 *Item            `json:"field_49"`
	JSON    struct {
		Field00     respjson.Field
		Field01     respjson.Field
		Field02     respjson.Field
		Field03     respjson.Field
		Field04     respjson.Field
		Field05     respjson.Field
		Field06     respjson.Field
		Field07     respjson.Field
		Field08     respjson.Field
		Field09     respjson.Field
		Field10     respjson.Field
		Field11     respjson.Field
		Field12     respjson.Field
		Field13     respjson.Field
		Field14     respjson.Field
		Field15     respjson.Field
		Field16     respjson.Field
		Field17     respjson.Field
		Field18     respjson.Field
		Field19     respjson.Field
		Field20     respjson.Field
		Field21     respjson.Field
		Field22     respjson.Field
		Field23     respjson.Field
		Field24     respjson.Field
		Field25     respjson.Field
		Field26     respjson.Field
		Field27     respjson.Field
		Field28     respjson.Field
		Field29     respjson.Field
		Field30     respjson.Field
		Field31     respjson.Field
		Field32     respjson.Field
		Field33     respjson.Field
		Field34     respjson.Field
		Field35     respjson.Field
		Field36     respjson.Field
		Field37     respjson.Field
		Field38     respjson.Field
		Field39     respjson.Field
		Field40     respjson.Field
		Field41     respjson.Field
		Field42     respjson.Field
		Field43     respjson.Field
		Field44     respjson.Field
		Field45     respjson.Field
		Field46     respjson.Field
		Field47     respjson.Field
		Field48     respjson.Field
		Field49     respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

func (r *wide) UnmarshalJSON(data []byte) error { return apijson.UnmarshalRoot(data, r) }

var wideJSON = []byte(`{"field_0": "value 0", "field_1": 1, "field_2": 2.5, "field_3": true, "field_4": "2024-01-02T03:04:05Z", "field_5": {"street": "s5", "city": "c"}, "field_6": ["a", "b6"], "field_7": "active", "field_8": {"k": 8}, "field_9": {"n": 9}, "field_10": "value 10", "field_11": 11, "field_12": 12.5, "field_13": true, "field_14": "2024-01-02T03:04:05Z", "field_15": {"street": "s15", "city": "c"}, "field_16": ["a", "b16"], "field_17": "active", "field_18": {"k": 18}, "field_19": {"n": 19}, "field_20": "value 20", "field_21": 21, "field_22": 22.5, "field_23": true, "field_24": "2024-01-02T03:04:05Z", "field_25": {"street": "s25", "city": "c"}, "field_26": ["a", "b26"], "field_27": "active", "field_28": {"k": 28}, "field_29": {"n": 29}, "field_30": "value 30", "field_31": 31, "field_32": 32.5, "field_33": true, "field_34": "2024-01-02T03:04:05Z", "field_35": {"street": "s35", "city": "c"}, "field_36": ["a", "b36"], "field_37": "active", "field_38": {"k": 38}, "field_39": {"n": 39}, "field_40": "value 40", "field_41": 41, "field_42": 42.5, "field_43": true, "field_44": "2024-01-02T03:04:05Z", "field_45": {"street": "s45", "city": "c"}, "field_46": ["a", "b46"], "field_47": "active", "field_48": {"k": 48}, "field_49": {"n": 49}, "unknown": [1, 2, 3]}`)

func TestWide(t *testing.T) {
	var w wide
	if err := w.UnmarshalJSON(wideJSON); err != nil {
		t.Fatal(err)
	}
	if w.Field00 != "value 0" || w.Field49 == nil || w.Field49.N != 49 || !w.JSON.Field44.Valid() || len(w.JSON.ExtraFields) != 1 {
		t.Errorf("%+v", w)
	}
}

func BenchmarkUnmarshalRoot(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(wideJSON)))
	for i := 0; i < b.N; i++ {
		var w wide
		if err := apijson.UnmarshalRoot(wideJSON, &w); err != nil {
			b.Fatal(err)
		}
	}
}
