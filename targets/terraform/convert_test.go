package terraform

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// TestConvert checks the Go expressions that turn a model value into the type the SDK takes for a path param.
func TestConvert(t *testing.T) {
	g := &gen{}
	tests := []struct {
		kind, to, want, pre string
	}{
		{"String", "string", "m.ID.ValueString()", ""},
		{"String", "int64", "v", "v, err := strconv.ParseInt(m.ID.ValueString(), 10, 64)"},
		{"String", "AccountKind", "sdk.AccountKind(m.ID.ValueString())", ""},
		{"Int64", "int64", "m.ID.ValueInt64()", ""},
		{"Int64", "string", "strconv.FormatInt(m.ID.ValueInt64(), 10)", ""},
		{"Int64", "Level", "sdk.Level(m.ID.ValueInt64())", ""},
		{"Float64", "string", "fmt.Sprint(m.ID.ValueFloat64())", ""},
	}
	for _, tc := range tests {
		var pre strings.Builder
		got := g.convert(&pre, "v", "m.ID", tc.kind, tc.to, "nil, err")
		if got != tc.want || !strings.HasPrefix(pre.String(), tc.pre) || (tc.pre == "") != (pre.Len() == 0) {
			t.Errorf("%s to %s = %q after %q, want %q after %q", tc.kind, tc.to, got, pre.String(), tc.want, tc.pre)
		}
	}
}

// TestTfName checks the attribute names made from wire names.
func TestTfName(t *testing.T) {
	tests := map[string]string{"Account": "account", "url-endpoints": "url_endpoints", "123abc": "abc", "__END__": "end", "a--b": "a_b", "": ""}
	for in, want := range tests {
		if got := tfName(in); got != want {
			t.Errorf("tfName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestInferRole checks the CRUD roles methods take from their HTTP method and path.
func TestInferRole(t *testing.T) {
	tests := []struct {
		verb, path string
		paged      bool
		want       string
	}{
		{"post", "/accounts", false, "create"},
		{"get", "/accounts/{id}", false, "read"},
		{"get", "/accounts", true, "list"},
		{"patch", "/accounts/{id}", false, "update"},
		{"PUT", "/accounts/{id}", false, "update"},
		{"delete", "/accounts/{id}", false, "delete"},
		{"post", "/accounts/{id}/link", false, "create"}, // a candidate: pickCreate keeps the one read's path extends
		{"get", "/status", false, ""},
	}
	for _, tc := range tests {
		m := &ir.Method{HTTPMethod: tc.verb, Path: tc.path}
		if tc.paged {
			m.Pagination = &ir.MethodPagination{}
		}
		if got := m.InferredTerraformRole(); got != tc.want {
			t.Errorf("%s %s = %q, want %q", tc.verb, tc.path, got, tc.want)
		}
	}
}

// TestPickCreate keeps the POST on the read method's collection, not an action on an item.
func TestPickCreate(t *testing.T) {
	link := &ir.Method{HTTPMethod: "post", Path: "/accounts/{id}/link"}
	create := &ir.Method{HTTPMethod: "post", Path: "/accounts"}
	read := &ir.Method{HTTPMethod: "get", Path: "/accounts/{id}"}
	if got := pickCreate([]*ir.Method{link, create}, read); got != create {
		t.Errorf("pickCreate chose %v", got)
	}
	if got := pickCreate([]*ir.Method{link}, read); got != nil {
		t.Errorf("pickCreate chose the action %v", got)
	}
	if got := pickCreate([]*ir.Method{link}, nil); got != link {
		t.Errorf("without a read method pickCreate chose %v", got)
	}
}
