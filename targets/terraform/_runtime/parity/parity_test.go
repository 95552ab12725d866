package parity

import (
	"fmt"
	"testing"
)

type flags struct{ required, optional, computed bool }

func (f flags) IsRequired() bool { return f.required }
func (f flags) IsOptional() bool { return f.optional }
func (f flags) IsComputed() bool { return f.computed }

// recorder collects the errors a check reports.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func TestChecks(t *testing.T) {
	type model struct {
		A string `tfsdk:"a" json:"a,required"`
		B string `tfsdk:"b" json:"b,computed_optional"`
		P string `tfsdk:"p" json:"-"`
	}
	good := map[string]flags{"a": {required: true}, "b": {optional: true, computed: true}, "p": {required: true}}
	bad := map[string]flags{"a": {optional: true}, "b": {computed: true}, "extra": {computed: true}}
	tests := []struct {
		name   string
		schema map[string]flags
		errors int
	}{
		{"agree", good, 0},
		{"disagree", bad, 4}, // a's and b's modes, p missing, extra unknown
	}
	for _, tc := range tests {
		r := &recorder{TB: t}
		SameNames(r, "resource", Attrs(model{}), tc.schema)
		SameModes(r, Attrs(model{}), tc.schema)
		if len(r.errs) != tc.errors {
			t.Errorf("%s: %d errors, want %d: %v", tc.name, len(r.errs), tc.errors, r.errs)
		}
	}
}
