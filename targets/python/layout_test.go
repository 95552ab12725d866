package python

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// TestRender: lines that fit stay whole; others break as ruff format leaves them (the toolchain tests check the
// generated packages with ruff itself).
func TestRender(t *testing.T) {
	long := strings.Repeat("x", 60)
	cases := []struct {
		name   string
		d      doc
		indent int
		want   string
	}{
		{"fits", call("f", txt("a"), kw("b", txt("1"))), 0, "f(a, b=1)"},
		{"call breaks with a trailing comma", call("f", txt(long), txt(long)), 0, "f(\n    " + long + ",\n    " + long + ",\n)"},
		{"one-element subscript gets no comma", cat(txt("x: "), sub("List", txt(strings.Repeat("y", 120)))), 0, "x: List[\n    " + strings.Repeat("y", 120) + "\n]"},
		{"def breaks its parameters", cat(txt("def f"), call("", txt("self"), txt("a: "+long)), txt(" -> Dict[str, "+long+"]:")), 0,
			"def f(\n    self,\n    a: " + long + ",\n) -> Dict[str, " + long + "]:"},
		{"assignment value in parentheses when that fits", cat(txt(strings.Repeat("v", 70)+" = await "), call("client."+strings.Repeat("c", 50)+".list", txt("a=1"))), 4,
			"    " + strings.Repeat("v", 70) + " = (\n        await client." + strings.Repeat("c", 50) + ".list(a=1)\n    )"},
		{"with in parentheses when its head does not fit", cat(txt("with client."+strings.Repeat("c", 110)), call("", txt("1")), txt(" as r:")), 0,
			"with (\n    client." + strings.Repeat("c", 110) + "(\n        1,\n    ) as r\n):"},
		{"union inside brackets breaks at |", call("f", cat(txt("a: "), sub("Optional", txt(long+long)), txt(" | NotGiven = NOT_GIVEN"))), 0,
			"f(\n    a: Optional[\n        " + long + long + "\n    ]\n    | NotGiven = NOT_GIVEN,\n)"},
		{"long plain annotation in parentheses", txt("field: " + strings.Repeat("T", 120)), 4, "    field: (\n        " + strings.Repeat("T", 120) + "\n    )"},
		{"string with | is not split", call("f", txt(`"`+long+" | "+long+`"`)), 0, "f(\n    \"" + long + " | " + long + "\",\n)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := strings.Join(render(c.d, c.indent), "\n"); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// TestImportOrder: sections, straight imports first, relative ones further away first, names by type then
// naturally, as ruff's isort with combine-as-imports orders them.
func TestImportOrder(t *testing.T) {
	m := newModule("src/acme/resources/items.py", "acme")
	m.use("typing", "Optional")
	m.use("typing", "Dict")
	m.importModule("httpx")
	m.use("typing_extensions", "Literal")
	m.use("acme._types", "NotGiven")
	m.use("acme._types", "NOT_GIVEN")
	m.use("acme.types.item10", "Item10")
	m.use("acme.types.item2", "Item2")
	m.use("acme.resources.sub", "SubResource")
	m.useAs("acme._pages", "SyncPage", "BaseSyncPage")
	m.use("functools", "cached_property")
	got := strings.Join(strings.Split(m.render(""), "\n"), "\n")
	want := `from __future__ import annotations

from functools import cached_property
from typing import Dict, Optional

import httpx
from typing_extensions import Literal

from .._pages import SyncPage as BaseSyncPage
from .._types import NOT_GIVEN, NotGiven
from ..types.item2 import Item2
from ..types.item10 import Item10
from .sub import SubResource
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestDocLines(t *testing.T) {
	got := docLines("\n\n  First line  \n    indented\n\tTab \\ \"\"\" done\n\n")
	want := []string{"First line", "  indented", `  Tab \\ \"\"\" done`}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestStr(t *testing.T) {
	cases := map[string]string{
		`plain`:        `"plain"`,
		`it's`:         `"it's"`,
		`say "hi"`:     `'say "hi"'`,
		`it's "x" "y"`: `'it\'s "x" "y"'`,
		"a\nb\x00\\":   `"a\nb\x00\\"`,
	}
	for in, want := range cases {
		if got := str(in); got != want {
			t.Errorf("str(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestRuntimeTestsImportThePackage: the runtime's tests import the package under its name, and their imports of it
// fit in the line length (ruff's import sorting wraps those that do not).
func TestRuntimeTestsImportThePackage(t *testing.T) {
	for _, pkg := range []string{"a", "acme", "steam_like_school_project", strings.Repeat("long_package_name_", 3) + "with_a_few_more_words"} {
		t.Run(pkg, func(t *testing.T) {
			g := &gen{api: &ir.API{}, pkg: pkg, out: tree.New(), names: newNames(&ir.API{}, pkg)}
			if err := g.runtime(); err != nil {
				t.Fatal(err)
			}
			for _, p := range g.out.Paths() {
				if !strings.HasPrefix(p, "tests/") {
					continue
				}
				f, _ := g.out.File(p)
				src := string(f.Data)
				if strings.Contains(src, runtimePackage) {
					t.Errorf("%s still names %s", p, runtimePackage)
				}
				for i, l := range strings.Split(src, "\n") {
					if textWidth(l) > lineLength {
						t.Errorf("%s:%d is longer than %d columns: %s", p, i+1, lineLength, l)
					}
				}
			}
		})
	}
}

// TestOptionalRuntimeModules: a package gets a runtime module that only some APIs need (and its tests) when its API
// has a method that needs it, and not otherwise; the core runtime imports without them. The toolchain tests run
// packages with all of them (kitchen sink) and without (onebusaway).
func TestOptionalRuntimeModules(t *testing.T) {
	files := map[string][]string{
		"webhooks":   {"src/acme/_webhooks.py", "tests/core/test_webhooks.py"},
		"pagination": {"src/acme/_pages.py", "tests/core/test_pagination.py"},
		"streaming":  {"src/acme/_streaming.py", "tests/core/test_streaming.py"},
	}
	webhook := &ir.Resource{Name: "events", Methods: []*ir.Method{{Name: "unwrap", Kind: "webhook_unwrap"}}}
	paged := &ir.Resource{Name: "items", Methods: []*ir.Method{{Name: "list", Kind: "http", Pagination: &ir.MethodPagination{}}}}
	streamed := &ir.Resource{Name: "chats", Methods: []*ir.Method{{Name: "create", Kind: "http", Streaming: &ir.MethodStreaming{}}}}
	plain := &ir.Resource{Name: "items", Methods: []*ir.Method{{Name: "list", Kind: "http"}}}
	cases := []struct {
		name       string
		resources  []*ir.Resource
		pagination []*ir.PaginationScheme
		want       []string
	}{
		{"plain methods only", []*ir.Resource{plain}, nil, nil},
		{"a webhook method", []*ir.Resource{webhook}, nil, []string{"webhooks"}},
		{"in a subresource", []*ir.Resource{{Name: "hooks", Subresources: []*ir.Resource{webhook}}}, nil, []string{"webhooks"}},
		{"skipped for python", []*ir.Resource{{Name: "hooks", Skip: []string{"python"}, Subresources: []*ir.Resource{webhook, paged, streamed}}}, nil, nil},
		{"a paginated method", []*ir.Resource{paged}, nil, []string{"pagination"}},
		{"page schemes declared", []*ir.Resource{plain}, []*ir.PaginationScheme{{Name: "page"}}, []string{"pagination"}},
		{"a streaming method", []*ir.Resource{{Name: "v1", Subresources: []*ir.Resource{streamed}}}, nil, []string{"streaming"}},
		{"everything", []*ir.Resource{webhook, paged, streamed}, nil, []string{"webhooks", "pagination", "streaming"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			api := &ir.API{Root: &ir.Resource{Subresources: c.resources}, Pagination: c.pagination}
			g := &gen{api: api, pkg: "acme", out: tree.New(), names: newNames(api, "acme")}
			if err := g.runtime(); err != nil {
				t.Fatal(err)
			}
			for module, paths := range files {
				want := slices.Contains(c.want, module)
				for _, p := range paths {
					if _, got := g.out.File(p); got != want {
						t.Errorf("%s generated: %v, want %v", p, got, want)
					}
				}
			}
			base, ok := g.out.File("src/acme/_base_client.py")
			if !ok {
				t.Fatal("the core runtime is missing")
			}
			// The core imports the optional modules only by name, when a method needs them.
			for _, m := range []string{"_pages", "_streaming", "_webhooks"} {
				if bytes.Contains(base.Data, []byte("from ."+m+" import")) {
					t.Errorf("_base_client.py imports %s statically", m)
				}
			}
		})
	}
}
