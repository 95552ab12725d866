package apibuild_test

import (
	"testing"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/generator/diag"
)

func TestConclusion(t *testing.T) {
	for _, tc := range []struct {
		name  string
		diags []diag.Diagnostic
		want  string
	}{
		{"none", nil, "success"},
		{"worst wins", []diag.Diagnostic{{Level: diag.Note}, {Level: diag.Error}, {Level: diag.Warning}}, "error"},
		{"ignored never counts", []diag.Diagnostic{{Level: diag.Fatal, Ignored: true}, {Level: diag.Note}}, "note"},
	} {
		if got := apibuild.Conclusion(tc.diags); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestFails(t *testing.T) {
	for _, tc := range []struct {
		status, failOn string
		want           bool
	}{
		{"success", "note", false}, {"note", "note", true}, {"warning", "error", false}, {"error", "", true},
		{"fatal", "error", true}, {"timed_out", "fatal", true}, {"fatal", "never", false}, {"merged", "note", false},
	} {
		if got := apibuild.Fails(tc.status, tc.failOn); got != tc.want {
			t.Errorf("Fails(%s, %s) = %v", tc.status, tc.failOn, got)
		}
	}
}

func TestSpecName(t *testing.T) {
	for in, want := range map[string]string{`  {"openapi": "3.1.0"}`: "openapi.json", "openapi: 3.1.0": "openapi.yml", "": "openapi.yml"} {
		if got := apibuild.SpecName([]byte(in)); got != want {
			t.Errorf("SpecName(%q) = %s, want %s", in, got, want)
		}
	}
}
