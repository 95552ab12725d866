package php

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// reserved are PHP's reserved words and the names no class may take (case-insensitive).
var reserved = strings.Fields(`abstract and array as break callable case catch class clone const continue declare default
die do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile enum eval exit extends final finally
fn for foreach function global goto if implements include include_once instanceof insteadof interface isset list
match namespace new or print private protected public readonly require require_once return static switch throw trait
try unset use var while xor yield int float bool string true false null void iterable object mixed never resource
numeric parent self __halt_compiler __class__ __dir__ __file__ __function__ __line__ __method__ __namespace__ __trait__`)

// serviceMembers are the properties and methods of a service that a subresource or method must not take.
var serviceMembers = []string{"raw", "client", "__construct", "__clone", "__get", "__set", "__call", "__destruct"}

// clientMembers are the Client's own members, which options, resources and root methods must not take.
var clientMembers = []string{
	"raw", "request", "requestRaw", "parse", "send", "sleep", "withOptions", "baseUrl", "timeout", "maxRetries",
	"options", "headers", "query", "settings", "httpClient", "requestFactory", "streamFactory", "__construct",
	"__clone", "__debugInfo", "environment", "defaultHeaders", "defaultQuery",
}

// modelMembers are BaseModel's members a model property must not take.
var modelMembers = []string{"unknownFields", "presentKeys"}

var nonIdentifier = regexp.MustCompile(`[^A-Za-z0-9_]+`)

// className is a class name for PascalCase text: non-identifier characters dropped, a leading digit prefixed and
// reserved words suffixed.
func className(s string) string {
	s = nonIdentifier.ReplaceAllString(s, "")
	if s == "" {
		return ""
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "N" + s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if slices.Contains(reserved, strings.ToLower(s)) {
		s += "Model"
	}
	return s
}

// camel is a camelCase identifier for canonical words, never empty and never starting with a digit.
func (g *gen) camel(name string) string {
	s := nonIdentifier.ReplaceAllString(g.namer.Camel(name), "")
	if s == "" {
		s = "value"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "n" + s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// avoid appends an underscore to a name in the given list (case-insensitively: PHP methods are).
func avoid(name string, taken []string) string {
	for slices.ContainsFunc(taken, func(t string) bool { return strings.EqualFold(t, name) }) {
		name += "_"
	}
	return name
}

// variable is a parameter or local variable name (never $this).
func (g *gen) variable(name string) string {
	return avoid(g.camel(name), []string{"this", "requestOptions"})
}

// constName is an enum member's constant: SCREAMING_SNAKE of its name.
func (g *gen) constName(name string) string {
	s := strings.Trim(nonIdentifier.ReplaceAllString(g.namer.ScreamingSnake(name), "_"), "_")
	if s == "" {
		return "VALUE"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "N" + s
	}
	if strings.EqualFold(s, "class") {
		s += "_"
	}
	return strings.ToUpper(s)
}

// assignNames gives every model its class name under Models, unique and clear of one another.
func (g *gen) assignNames() {
	taken := map[string]bool{}
	for _, t := range g.api.Types {
		base := firstNonEmpty(className(g.namer.Pascal(t.Name)), "Model")
		name := base
		for i := 2; taken[strings.ToLower(name)]; i++ {
			name = base + strconv.Itoa(i)
		}
		taken[strings.ToLower(name)] = true
		g.model[t.Name] = name
	}
}

// serviceClass is a resource's service class: its path in PascalCase, e.g. AccountsFriendsService.
func (g *gen) serviceClass(r *ir.Resource) string {
	if r == g.api.Root {
		return "ClientService"
	}
	var parts []string
	for _, p := range r.Path {
		parts = append(parts, className(g.namer.Pascal(p)))
	}
	return strings.Join(parts, "") + "Service"
}

// rawClass is a service's raw twin.
func (g *gen) rawClass(r *ir.Resource) string {
	return strings.TrimSuffix(g.serviceClass(r), "Service") + "RawService"
}

// property is a subresource's property on its parent (or the client).
func (g *gen) property(r *ir.Resource, parentRoot bool) string {
	if parentRoot {
		return avoid(g.camel(r.Name), clientMembers)
	}
	return avoid(g.camel(r.Name), serviceMembers)
}

// methodName is a method's name on its service (or the client, for root methods).
func (g *gen) methodName(m *ir.Method, root bool) string {
	if root {
		return avoid(g.camel(m.Name), clientMembers)
	}
	return avoid(g.camel(m.Name), serviceMembers)
}

// fieldName is a model property's name.
func (g *gen) fieldName(name string) string { return avoid(g.camel(name), modelMembers) }

// pageClass is a pagination scheme's class under Pagination.
func (g *gen) pageClass(scheme string) string {
	return firstNonEmpty(className(g.namer.Pascal(scheme)), "Page")
}

// optionName is a client option's constructor argument and property.
func (g *gen) optionName(o *ir.ClientOption) string { return avoid(g.camel(o.Name), clientMembers) }
