package naming

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

func TestWordCamel(t *testing.T) {
	luma := New([]ir.Casing{{Term: "lumaai", Pascal: "LumaAI", Camel: "lumaai"}})
	tests := []struct {
		namer *Namer
		in    string
		want  string
	}{
		{nil, "stop_ids_for_agency", "stopIdsForAgency"},
		{nil, "agencyID", "agencyId"},
		{nil, "api_key", "apiKey"},
		{nil, "base_url", "baseUrl"},
		{nil, "get_by_name", "getByName"},
		{nil, "x_api_key", "xApiKey"},
		{nil, "HTTPRoute", "httpRoute"},
		{luma, "lumaai_client", "lumaaiClient"},
		{luma, "new_lumaai", "newLumaAI"},
	}
	for _, tt := range tests {
		if got := tt.namer.WordCamel(tt.in); got != tt.want {
			t.Errorf("WordCamel(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
