package spec

import (
	"path/filepath"
	"slices"
	"testing"
)

const testdata = "../../testdata/"

// TestRealSpecs loads every real description we keep and checks that it reads cleanly: not one diagnostic, and the
// operation counts recorded in testdata/SOURCES.md.
func TestRealSpecs(t *testing.T) {
	tests := []struct {
		file              string
		version           string
		operations, hooks int
		schemas           int
		firstOp, lastOp   string
	}{
		{"specs/discord/openapi.json", "3.1.0", 242, 0, 539, "get /applications/@me", ""},
		{"specs/twilio/twilio_api_v2010.json", "3.0.1", 197, 0, 148, "", ""},
		{"pairs/onebusaway/openapi.yml", "3.0.0", 30, 0, 61, "", ""},
		{"pairs/lumaai/openapi.yml", "3.1.0", 13, 0, 33, "", ""},
		{"pairs/honcho/openapi.json", "3.1.0", 41, 0, 41, "", ""},
		{"specs/oai-examples/v3.0/api-with-examples.yaml", "3.0.0", 2, 0, 0, "get /", "get /v2"},
		{"specs/oai-examples/v3.0/callback-example.yaml", "3.0.0", 1, 0, 0, "post /streams", ""},
		{"specs/oai-examples/v3.0/link-example.yaml", "3.0.0", 6, 0, 3, "", ""},
		{"specs/oai-examples/v3.0/petstore-expanded.yaml", "3.0.0", 4, 0, 3, "get /pets", "delete /pets/{id}"},
		{"specs/oai-examples/v3.0/petstore.yaml", "3.0.0", 3, 0, 3, "get /pets", "get /pets/{petId}"},
		{"specs/oai-examples/v3.0/uspto.yaml", "3.0.1", 3, 0, 1, "", ""},
		{"specs/oai-examples/v3.1/non-oauth-scopes.yaml", "3.1.0", 1, 0, 0, "", ""},
		{"specs/oai-examples/v3.1/tictactoe.yaml", "3.1.0", 3, 1, 6, "", ""},
		{"specs/oai-examples/v3.1/webhook-example.yaml", "3.1.0", 0, 1, 1, "", ""},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(filepath.Dir(tt.file))+"/"+filepath.Base(tt.file), func(t *testing.T) {
			doc, diags := loadFile(t, testdata+tt.file)
			if len(diags) > 0 {
				t.Errorf("diagnostics:%s", dump(diags))
			}
			if doc.Version != tt.version {
				t.Errorf("version %q, want %q", doc.Version, tt.version)
			}
			if len(doc.Operations) != tt.operations || len(doc.Webhooks) != tt.hooks {
				t.Errorf("%d operations and %d webhooks, want %d and %d", len(doc.Operations), len(doc.Webhooks), tt.operations, tt.hooks)
			}
			if len(doc.Components.Schemas) != tt.schemas || len(doc.Components.SchemaNames) != tt.schemas {
				t.Errorf("%d component schemas, want %d", len(doc.Components.Schemas), tt.schemas)
			}
			if tt.firstOp != "" && doc.Operations[0].Endpoint() != tt.firstOp {
				t.Errorf("first operation %q, want %q", doc.Operations[0].Endpoint(), tt.firstOp)
			}
			if tt.lastOp != "" && doc.Operations[len(doc.Operations)-1].Endpoint() != tt.lastOp {
				t.Errorf("last operation %q, want %q", doc.Operations[len(doc.Operations)-1].Endpoint(), tt.lastOp)
			}
			checkIndex(t, doc)
			checkRefsResolved(t, doc)
		})
	}
}

// checkIndex checks that every operation is found by its endpoint and points at itself.
func checkIndex(t *testing.T, doc *Document) {
	t.Helper()
	for _, op := range doc.Operations {
		if doc.Endpoint(op.Endpoint()) != op {
			t.Errorf("Endpoint(%q) does not return the operation", op.Endpoint())
		}
		if got, err := doc.Root.Lookup(op.Pointer); err != nil || got == nil {
			t.Errorf("%s: pointer %s does not resolve: %v", op.Endpoint(), op.Pointer, err)
		}
	}
}

// checkRefsResolved walks every schema reachable from the document and checks that each $ref was resolved to
// the schema written at its RefPointer.
func checkRefsResolved(t *testing.T, doc *Document) {
	t.Helper()
	seen := map[*Schema]bool{}
	var walk func(s *Schema)
	walk = func(s *Schema) {
		if s == nil || seen[s] {
			return
		}
		seen[s] = true
		if s.RefPointer != "" && (s.Ref == nil || s.Ref.Pointer != s.RefPointer) {
			t.Errorf("%s: $ref %s not resolved to its target", s.Pointer, s.RefPointer)
		}
		walk(s.Ref)
		for _, p := range s.Properties {
			walk(p.Schema)
		}
		for _, list := range [][]*Schema{s.OneOf, s.AnyOf, s.AllOf, s.PrefixItems} {
			for _, v := range list {
				walk(v)
			}
		}
		walk(s.Items)
		walk(s.AdditionalProperties)
		walk(s.Not)
	}
	for _, name := range doc.Components.SchemaNames {
		walk(doc.Components.Schemas[name])
	}
	for _, op := range slices.Concat(doc.Operations, doc.Webhooks) {
		for _, p := range op.Parameters {
			walk(p.Schema)
		}
		if op.RequestBody != nil {
			for _, mt := range op.RequestBody.Content {
				walk(mt.Schema)
			}
		}
		for _, r := range op.Responses {
			for _, mt := range r.Content {
				walk(mt.Schema)
			}
			for _, h := range r.Headers {
				walk(h.Schema)
			}
		}
	}
}
