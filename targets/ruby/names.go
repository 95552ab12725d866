package ruby

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// keywords are Ruby's reserved words: no local variable or positional argument may be named so.
var keywords = strings.Fields(`__ENCODING__ __LINE__ __FILE__ BEGIN END alias and begin break case class def defined?
do else elsif end ensure false for if in module next nil not or redo rescue retry return self super then true undef
unless until when while yield`)

// modelMethods are the methods of BaseModel and Object a field reader must not replace.
var modelMethods = strings.Fields(`hash class to_h to_hash to_wire to_json to_s inspect dup clone freeze frozen? send
object_id method methods display then tap itself instance_variables public_send respond_to? is_a? kind_of? nil? eql?
equal? deconstruct_keys extend fields coerce dump_request request_parts dump_hash required optional initialize`)

// resourceMethods are the methods of a resource a method or subresource name must not replace.
var resourceMethods = strings.Fields(`with_raw_response call initialize class send method methods hash inspect to_s
freeze dup clone display then tap object_id public_send respond_to? is_a?`)

// clientMethods are the client's own readers and methods, which resource names must not replace.
var clientMethods = strings.Fields(`request with_options base_url timeout max_retries parse sleep_for class send method
hash inspect to_s freeze dup clone initialize`)

var nonIdentifier = regexp.MustCompile(`[^A-Za-z0-9_]+`)

// identifier is a snake_case Ruby identifier for canonical words, never empty and never starting with a digit.
func (g *gen) identifier(name string) string {
	s := strings.Trim(nonIdentifier.ReplaceAllString(g.namer.Snake(name), "_"), "_")
	if s == "" {
		s = "value"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "_" + s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// local is an identifier usable as a local variable.
func (g *gen) local(name string) string {
	s := g.identifier(name)
	if slices.Contains(keywords, s) || s == "params" {
		s += "_"
	}
	return s
}

// avoid appends _ to a name in the given list.
func avoid(name string, taken []string) string {
	for slices.Contains(taken, name) || slices.Contains(keywords, name) {
		name += "_"
	}
	return name
}

// fieldName is a model field's reader.
func (g *gen) fieldName(name string) string { return avoid(g.identifier(name), modelMethods) }

// constant is a constant name for PascalCase text: non-identifier characters dropped, a leading digit prefixed.
func constant(s string) string {
	s = nonIdentifier.ReplaceAllString(s, "")
	if s == "" {
		return "Value"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "N" + s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// screaming is an enum member's constant: SCREAMING_SNAKE of its name.
func (g *gen) screaming(name string) string {
	s := strings.Trim(nonIdentifier.ReplaceAllString(g.namer.ScreamingSnake(name), "_"), "_")
	if s == "" {
		return "VALUE"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "N" + s
	}
	return strings.ToUpper(s)
}

// assignNames gives every model and params class its name under Models, unique and clear of one another.
func (g *gen) assignNames() {
	taken := map[string]bool{}
	unique := func(base string) string {
		name := base
		for i := 2; taken[name]; i++ {
			name = base + strconv.Itoa(i)
		}
		taken[name] = true
		return name
	}
	for _, t := range g.api.Types {
		g.model[t.Name] = unique(constant(g.namer.Pascal(t.Name)))
	}
	for _, r := range append([]*ir.Resource{g.api.Root}, g.resources()...) {
		if r == nil {
			continue
		}
		for _, m := range g.methods(r) {
			base := m.ParamsType
			if base == "" {
				base = strings.Join(append(append([]string{}, r.Path...), m.Name, "params"), "_")
			}
			g.params[m] = unique(constant(g.namer.Pascal(base)))
		}
	}
}

// resourceClass is a resource's class under Resources: nested like the resource path.
func (g *gen) resourceClass(r *ir.Resource) string {
	parts := make([]string, 0, len(r.Path))
	for _, p := range r.Path {
		parts = append(parts, constant(g.namer.Pascal(p)))
	}
	return strings.Join(parts, "::")
}

// resourceFile is the file of a resource's class, e.g. resources/accounts/friends.
func (g *gen) resourceFile(r *ir.Resource) string {
	parts := make([]string, 0, len(r.Path))
	for _, p := range r.Path {
		parts = append(parts, g.identifier(p))
	}
	return "resources/" + strings.Join(parts, "/")
}

// attr is the reader of a subresource on its parent (or the client).
func (g *gen) attr(r *ir.Resource, parentRoot bool) string {
	taken := resourceMethods
	if parentRoot {
		taken = clientMethods
	}
	return avoid(g.identifier(r.Name), taken)
}

// methodName is a method's name on its resource.
func (g *gen) methodName(m *ir.Method) string { return avoid(g.identifier(m.Name), resourceMethods) }

// clientClass is the client class name (options.client_name).
func (g *gen) clientClass() string {
	return constant(firstNonEmpty(g.cfg.Options.ClientName, "Client"))
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// plainSymbol and plainKey are the names Ruby writes bare as :symbol and as key: in a hash.
var (
	plainSymbol = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*[?!=]?$`)
	plainKey    = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*[?!]?$`)
)
