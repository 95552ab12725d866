package ruby

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// signatures writes sig/<lib>/: RBS for the models, params, pages, resources and the client, which
// `rbs validate` checks together with the runtime's (runtime/sig).
func (g *gen) signatures() error {
	var b strings.Builder
	fmt.Fprintf(&b, "module %s\n  module Models\n", g.mod)
	for _, t := range g.api.Types {
		if g.nestedIn[t.Name] == "" {
			b.WriteString(indent(g.typeSignature(t), "    "))
		}
	}
	for _, r := range g.allResources() {
		for _, m := range g.methods(r) {
			props, _ := g.paramsProps(m)
			b.WriteString(indent(g.classSignature(g.params[m], props), "    "))
		}
	}
	b.WriteString("  end\n")
	for _, t := range g.sharedTypes() {
		name := g.model[t.Name]
		typ := "untyped" // an alias names a converter value, not a class
		if t.Kind != "alias" {
			typ = fmt.Sprintf("singleton(%s::%s)", g.models(), name)
		}
		fmt.Fprintf(&b, "\n  %s: %s\n", name, typ)
	}
	if len(g.api.Pagination) > 0 {
		b.WriteString("\n  module Pagination\n")
		for _, s := range g.api.Pagination {
			fmt.Fprintf(&b, "    class %s < %s::Internal::Page\n      SCHEME: ::Hash[Symbol, untyped]\n    end\n", g.pageClass(s.Name), g.mod)
		}
		b.WriteString("  end\n")
	}
	b.WriteString("end\n")
	if err := g.add("sig/"+g.lib+"/models.rbs", b.String()); err != nil {
		return err
	}
	return g.add("sig/"+g.lib+"/client.rbs", g.clientSignature())
}

func (g *gen) typeSignature(t *ir.Type) string {
	name := g.shortName(t)
	switch t.Kind {
	case "object":
		class := g.classSignature(name, t.Properties)
		return strings.TrimSuffix(class, "end\n") + g.nestedDeclarations(t, g.typeSignature) + "end\n"
	case "enum":
		var b strings.Builder
		fmt.Fprintf(&b, "module %s\n  extend %s::Internal::Type::Enum\n", name, g.mod)
		used := map[string]bool{}
		if t.Enum != nil {
			for _, m := range t.Enum.Members {
				c := g.screaming(m.Name)
				for used[c] {
					c += "_"
				}
				used[c] = true
				typ := "untyped"
				if _, ok := m.Value.(string); ok {
					typ = "Symbol"
				}
				fmt.Fprintf(&b, "  %s: %s\n", c, typ)
			}
		}
		return b.String() + "end\n"
	case "union":
		return fmt.Sprintf("module %s\n  extend %s::Internal::Type::Union\nend\n", name, g.mod)
	}
	return name + ": untyped\n"
}

// classSignature declares a model class: a reader per field, and initialize with the fields as keywords.
func (g *gen) classSignature(name string, props []*ir.Property) string {
	var b strings.Builder
	fmt.Fprintf(&b, "class %s < %s::Internal::Type::BaseModel\n", name, g.mod)
	used := map[string]bool{}
	var kw []string
	for _, p := range props {
		if !included(p.Skip, nil) {
			continue
		}
		field := g.fieldName(p.Name)
		for used[field] {
			field += "_"
		}
		used[field] = true
		typ := g.rbsType(p.Type)
		if !p.Required && typ != "untyped" && !strings.HasSuffix(typ, "?") {
			if strings.Contains(typ, "|") {
				typ = "(" + typ + ")"
			}
			typ += "?"
		}
		fmt.Fprintf(&b, "  def %s: () -> %s\n", rbsMethodName(field), typ)
		opt := ""
		if !p.Required {
			opt = "?"
		}
		kw = append(kw, fmt.Sprintf("%s%s: %s", opt, rbsKeyword(field), typ))
	}
	if len(kw) > 0 {
		fmt.Fprintf(&b, "\n  def initialize: (%s) -> void\n", strings.Join(kw, ", "))
	}
	return b.String() + "end\n"
}

// rbsMethodName is a method name as RBS takes it: backquoted when it is a keyword of RBS.
func rbsMethodName(name string) string {
	if rbsKeywords[name] {
		return "`" + name + "`"
	}
	return name
}

// rbsKeyword is a keyword argument's name in RBS: any identifier, keywords included, as it is.
func rbsKeyword(name string) string { return name }

var rbsKeywords = func() map[string]bool {
	out := map[string]bool{}
	for _, k := range strings.Fields(`alias attr_accessor attr_reader attr_writer bool bot class def end extend false include
instance interface module nil out prepend private public self singleton top true type unchecked untyped void use as
in`) {
		out[k] = true
	}
	return out
}()

// clientSignature declares the client and the resources.
func (g *gen) clientSignature() string {
	var b strings.Builder
	fmt.Fprintf(&b, "module %s\n", g.mod)
	fmt.Fprintf(&b, "  class %s < %s::Internal::BaseClient\n", g.clientClass(), g.mod)
	b.WriteString("    ENVIRONMENTS: ::Hash[Symbol, String]\n    DEFAULT_MAX_RETRIES: Integer\n    DEFAULT_TIMEOUT: Float?\n    SETTINGS: ::Hash[Symbol, untyped]\n\n")
	var kw []string
	for _, o := range g.clientOptions() {
		typ := map[string]string{"integer": "Integer", "number": "Float", "boolean": "bool"}[o.Type]
		if typ == "" {
			typ = "String"
		}
		fmt.Fprintf(&b, "    attr_reader %s: %s?\n", rbsMethodName(g.optionName(o)), typ)
		kw = append(kw, fmt.Sprintf("?%s: %s?", rbsKeyword(g.optionName(o)), typ))
	}
	for _, r := range g.subresources(g.api.Root) {
		fmt.Fprintf(&b, "    attr_reader %s: %s::Resources::%s\n", rbsMethodName(g.attr(r, true)), g.mod, g.resourceClass(r))
	}
	kw = append(kw, "?environment: (Symbol | String)?", "?base_url: String?", "?max_retries: Integer", "?timeout: Numeric?",
		"?default_headers: ::Hash[String, String]", "?default_query: ::Hash[String, untyped]")
	fmt.Fprintf(&b, "\n    def initialize: (%s) -> void\n", strings.Join(kw, ", "))
	fmt.Fprintf(&b, "    def with_options: (**untyped overrides) -> %s\n", g.clientClass())
	for _, m := range g.methods(g.api.Root) {
		b.WriteString("    " + g.methodSignature(m) + "\n")
	}
	b.WriteString("  end\n")
	if rs := g.resources(); len(rs) > 0 {
		b.WriteString("\n  module Resources\n")
		for _, r := range rs {
			fmt.Fprintf(&b, "    class %s < %s::Internal::Resource\n", g.resourceClass(r), g.mod)
			for _, s := range g.subresources(r) {
				fmt.Fprintf(&b, "      attr_reader %s: %s::Resources::%s\n", rbsMethodName(g.attr(s, false)), g.mod, g.resourceClass(s))
			}
			for _, m := range g.methods(r) {
				b.WriteString("      " + g.methodSignature(m) + "\n")
			}
			b.WriteString("    end\n")
		}
		b.WriteString("  end\n")
	}
	return b.String() + "end\n"
}

// methodSignature is an API method in RBS: its positional params, then the params hash.
func (g *gen) methodSignature(m *ir.Method) string {
	var args []string
	for _, p := range g.positional(m) {
		args = append(args, g.rbsType(p.Type))
	}
	args = append(args, "?::Hash[Symbol, untyped] params")
	return fmt.Sprintf("def %s: (%s) -> untyped", rbsMethodName(g.methodName(m)), strings.Join(args, ", "))
}
