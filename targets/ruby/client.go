package ruby

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// sources writes lib/: the entry file, the version, the client, the resources, the models and the pages.
func (g *gen) sources() error {
	models, err := g.modelSources()
	if err != nil {
		return err
	}
	pages, err := g.paginationSource()
	if err != nil {
		return err
	}
	var resources []string
	for _, r := range g.resources() {
		rel := g.lib + "/" + g.resourceFile(r)
		if err := g.add("lib/"+rel+".rb", g.resourceSource(r)); err != nil {
			return err
		}
		resources = append(resources, rel)
	}
	if err := g.add("lib/"+g.lib+"/version.rb", g.file([]string{"module " + g.mod}, fmt.Sprintf("VERSION = %s\n", str(Version)))); err != nil {
		return err
	}
	if err := g.add("lib/"+g.lib+"/client.rb", g.clientSource()); err != nil {
		return err
	}
	if err := g.add("lib/"+g.lib+"/lib/.keep", "File generated from our OpenAPI spec by sdkgen.\n\nThis directory can be used to store custom files to expand the SDK.\nIt is ignored by sdkgen and code generation.\n"); err != nil {
		return err
	}
	requires := []string{g.lib + "/version", g.lib + "/internal"}
	if pages != "" {
		requires = append(requires, pages)
	}
	requires = append(append(requires, models...), resources...)
	if shared := g.sharedAliases(); shared != "" {
		if err := g.add("lib/"+g.lib+"/shared.rb", g.file([]string{"module " + g.mod}, shared)); err != nil {
			return err
		}
		requires = append(requires, g.lib+"/shared")
	}
	requires = append(requires, g.lib+"/client")
	var b strings.Builder
	b.WriteString(g.banner() + "\n")
	for _, r := range requires {
		fmt.Fprintf(&b, "require_relative %s\n", str(r))
	}
	return g.add("lib/"+g.lib+".rb", b.String())
}

// rootNames are the constants of the root module the gem defines itself.
var rootNames = []string{"Client", "VERSION", "Errors", "Internal", "Models", "Resources", "Pagination", "FilePart", "RequestOptions", "Test"}

// sharedAliases name the shared models ($shared in sdkgen.yml) at the root module too, where the previous
// generator's gems declared them (OnebusawaySDK::ResponseWrapper).
func (g *gen) sharedAliases() string {
	var b strings.Builder
	for _, t := range g.sharedTypes() {
		name := g.model[t.Name]
		fmt.Fprintf(&b, "%s = %s::%s\n", name, g.models(), name)
	}
	return b.String()
}

// sharedTypes are the shared models that get a root-module name.
func (g *gen) sharedTypes() []*ir.Type {
	var out []*ir.Type
	for _, t := range g.api.Types {
		name := g.model[t.Name]
		if t.Resource == "$shared" && !slices.Contains(rootNames, name) && name != g.clientClass() {
			out = append(out, t)
		}
	}
	return out
}

// clientOptions are the API's client options with a value.
func (g *gen) clientOptions() []*ir.ClientOption {
	var out []*ir.ClientOption
	for _, o := range g.api.ClientOptions {
		if o.Type != "null" {
			out = append(out, o)
		}
	}
	return out
}

func (g *gen) optionName(o *ir.ClientOption) string {
	return avoid(g.local(o.Name), append(slices.Clone(clientMethods), "environment", "default_headers", "default_query"))
}

// optionDefault is the default expression of a client option's keyword: its environment variable, converted.
func (g *gen) optionDefault(o *ir.ClientOption) string {
	if o.ReadEnv == "" {
		return "nil"
	}
	read := fmt.Sprintf("%s::Internal::Util.env(%s)", g.mod, str(o.ReadEnv))
	switch o.Type {
	case "integer":
		return read + "&.then { Integer(_1, exception: false) }"
	case "number":
		return read + "&.then { Float(_1, exception: false) }"
	case "boolean":
		return read + "&.then { _1.casecmp?(\"true\") }"
	}
	return read
}

func (g *gen) defaultEnvironment() *ir.Environment {
	for i := range g.api.Environments {
		if g.api.Environments[i].Default {
			return &g.api.Environments[i]
		}
	}
	if len(g.api.Environments) > 0 {
		return &g.api.Environments[0]
	}
	return nil
}

// clientSource is lib/<lib>/client.rb.
func (g *gen) clientSource() string {
	var b strings.Builder
	cls := g.clientClass()
	fmt.Fprintf(&b, "# The %s API client. Arguments that are not given are read from the environment.\n", strings.ReplaceAll(g.title(), "\n", " "))
	fmt.Fprintf(&b, "class %s < %s::Internal::BaseClient\n", cls, g.mod)
	b.WriteString("  # The named base URLs.\n  ENVIRONMENTS = {\n")
	for i, e := range g.api.Environments {
		sep := ","
		if i == len(g.api.Environments)-1 {
			sep = ""
		}
		fmt.Fprintf(&b, "    %s %s%s\n", key(g.identifier(e.Name)), str(e.URL), sep)
	}
	b.WriteString("  }.freeze\n\n")
	fmt.Fprintf(&b, "  DEFAULT_MAX_RETRIES = %d\n\n", g.api.Retries.MaxRetries)
	timeout := "nil"
	if !g.api.Timeout.None && g.api.Timeout.Milliseconds > 0 {
		timeout = fmt.Sprintf("%g", float64(g.api.Timeout.Milliseconds)/1000)
		if !strings.Contains(timeout, ".") && !strings.Contains(timeout, "e") {
			timeout += ".0"
		}
	}
	fmt.Fprintf(&b, "  DEFAULT_TIMEOUT = %s\n\n", timeout)
	fmt.Fprintf(&b, "  SETTINGS = {\n%s  }.freeze\n\n", g.settings())
	var readers []string
	for _, o := range g.clientOptions() {
		readers = append(readers, symbol(g.optionName(o)))
	}
	rootResources := g.subresources(g.api.Root)
	for _, r := range rootResources {
		readers = append(readers, symbol(g.attr(r, true)))
	}
	if len(readers) > 0 {
		fmt.Fprintf(&b, "  attr_reader %s\n\n", strings.Join(readers, ", "))
	}
	b.WriteString(g.constructor(rootResources))
	b.WriteString(`
  # A client with the same settings except the given ones.
  def with_options(**overrides) = self.class.new(**@options, **overrides)
`)
	for _, m := range g.methods(g.api.Root) {
		b.WriteString("\n" + indent(g.methodSource(m, "request"), "  "))
	}
	b.WriteString("end\n")
	return g.file([]string{"module " + g.mod}, b.String())
}

// constructor is the client's initialize.
func (g *gen) constructor(rootResources []*ir.Resource) string {
	var b strings.Builder
	var params, names []string
	for _, o := range g.clientOptions() {
		params = append(params, fmt.Sprintf("%s: %s", g.optionName(o), g.optionDefault(o)))
		names = append(names, g.optionName(o))
	}
	envDefault := "nil"
	if e := g.defaultEnvironment(); e != nil {
		envDefault = symbol(g.identifier(e.Name))
	}
	params = append(params, "environment: "+envDefault,
		fmt.Sprintf("base_url: %s::Internal::Util.env(%s)", g.mod, str(g.api.Client.EnvPrefix+"_BASE_URL")),
		"max_retries: DEFAULT_MAX_RETRIES", "timeout: DEFAULT_TIMEOUT", "default_headers: {}", "default_query: {}")
	names = append(names, "environment", "base_url", "max_retries", "timeout", "default_headers", "default_query")
	b.WriteString("  # Makes a client: options not given come from the environment variables named in the README.\n")
	b.WriteString("  def initialize(\n")
	for i, p := range params {
		sep := ","
		if i == len(params)-1 {
			sep = ""
		}
		b.WriteString("    " + p + sep + "\n")
	}
	b.WriteString("  )\n")
	opts := make([]string, 0, len(names))
	for _, n := range names {
		opts = append(opts, n+": "+n)
	}
	fmt.Fprintf(&b, "    @options = {%s}\n", strings.Join(opts, ", "))
	for _, o := range g.clientOptions() {
		n := g.optionName(o)
		if o.Default != nil {
			fmt.Fprintf(&b, "    %s = %s if %s.nil?\n", n, literal(o.Default), n)
		}
		if !o.Nullable && o.Default == nil {
			msg := fmt.Sprintf("%s is required: pass %s: to the client", n, n)
			if o.ReadEnv != "" {
				msg = fmt.Sprintf("%s is required: pass %s: to the client or set the %s environment variable", n, n, o.ReadEnv)
			}
			fmt.Fprintf(&b, "    raise ArgumentError, %s if %s.nil?\n\n", str(msg), n)
		}
		fmt.Fprintf(&b, "    @%s = %s\n", n, n)
	}
	b.WriteString("    base_url ||= ENVIRONMENTS.fetch(environment&.to_sym) do\n")
	b.WriteString("      raise ArgumentError, \"unknown environment #{environment.inspect}; known: #{ENVIRONMENTS.keys.join(\", \")}\"\n")
	b.WriteString("    end\n")
	whens := g.serverVariableCases()
	if whens != "" {
		b.WriteString("    base_url = base_url.gsub(/\\{(\\w+)\\}/) { server_variable(Regexp.last_match(1)) }\n")
	}
	fmt.Fprintf(&b, "    super(\n      base_url: base_url, timeout: timeout, max_retries: max_retries,\n      headers: %s.merge(default_headers),\n      query: %s.merge(default_query), settings: SETTINGS\n    )\n", g.defaultHeaders(), g.optionHash(func(o *ir.ClientOption) string { return o.SendAsQueryParam }))
	for _, r := range rootResources {
		fmt.Fprintf(&b, "    @%s = %s::Resources::%s.new(client: self)\n", g.attr(r, true), g.mod, g.resourceClass(r))
	}
	b.WriteString("  end\n")
	if whens != "" {
		b.WriteString("\n  private\n\n  # The value of a server variable of the base URL: the client option that fills it.\n")
		b.WriteString("  def server_variable(name)\n    case name\n" + whens + "    else \"{#{name}}\"\n    end\n  end\n\n  public\n")
	}
	return b.String()
}

// serverVariableCases are the when branches of server_variable: each variable of an environment's URL and the
// client option that fills it.
func (g *gen) serverVariableCases() string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, e := range g.api.Environments {
		for _, v := range e.Variables {
			if seen[v.Name] {
				continue
			}
			seen[v.Name] = true
			if o := g.option(v.Option); o != nil {
				fmt.Fprintf(&b, "    when %s then @%s.to_s\n", str(v.Name), g.optionName(o))
			}
		}
	}
	return b.String()
}

func (g *gen) option(name string) *ir.ClientOption {
	for _, o := range g.clientOptions() {
		if o.Name == name {
			return o
		}
	}
	return nil
}

// defaultHeaders are sdkgen.yml's default headers and the options sent as headers.
func (g *gen) defaultHeaders() string {
	items := make([]string, 0, len(g.api.Headers))
	for _, h := range g.api.Headers {
		items = append(items, fmt.Sprintf("%s => %s", str(h.Name), str(h.Value)))
	}
	options := g.optionHash(func(o *ir.ClientOption) string { return o.SendInHeader })
	switch {
	case len(items) == 0:
		return options
	case options == "{}":
		return "{" + strings.Join(items, ", ") + "}"
	}
	return "{" + strings.Join(items, ", ") + "}.merge(" + options + ")"
}

// optionHash is the hash of the options sent as headers or query params, by the name pick gives.
func (g *gen) optionHash(pick func(*ir.ClientOption) string) string {
	var items []string
	for _, o := range g.clientOptions() {
		if name := pick(o); name != "" {
			items = append(items, fmt.Sprintf("%s => %s", str(name), g.optionName(o)))
		}
	}
	if len(items) == 0 {
		return "{}"
	}
	return "{" + strings.Join(items, ", ") + "}.compact"
}

// settings are the entries of the client's SETTINGS hash: what the runtime needs to know of the API.
func (g *gen) settings() string {
	entries := [][2]string{
		{"version", g.mod + "::VERSION"},
		{"retry_initial", fmt.Sprintf("%g", g.api.Retries.InitialDelaySeconds)},
		{"retry_max", fmt.Sprintf("%g", g.api.Retries.MaxDelaySeconds)},
		{"log_env", str(g.api.Client.EnvPrefix + "_LOG")},
		{"query_format", fmt.Sprintf("{nested: %s, arrays: %s}", str(firstNonEmpty(g.api.Query.NestedFormat, "brackets")), str(firstNonEmpty(g.api.Query.ArrayFormat, "repeat")))},
	}
	if f := g.api.Multipart.ArrayFormat; f != "" {
		entries = append(entries, [2]string{"multipart_arrays", str(f)})
	}
	if g.api.Idempotency != nil && g.api.Idempotency.Header != "" {
		entries = append(entries, [2]string{"idempotency_header", str(strings.ToLower(g.api.Idempotency.Header))})
	}
	if p := g.api.Errors.MessageProperty; p != "" {
		entries = append(entries, [2]string{"error_message_property", str(p)})
	}
	var secrets []string
	for _, s := range g.api.Auth.Schemes {
		if s.Kind == "api_key" && s.ParamName != "" {
			secrets = append(secrets, strings.ToLower(s.ParamName))
		}
	}
	entries = append(entries, [2]string{"secret_names", strList(secrets)}, [2]string{"auth", g.authSettings()})
	var b strings.Builder
	for i, e := range entries {
		b.WriteString("    " + e[0] + ": " + e[1])
		if i < len(entries)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// authSettings tell the runtime each security scheme's credentials (the client readers holding them) and the
// alternatives in order.
func (g *gen) authSettings() string {
	var schemes []string
	for _, s := range g.api.Auth.Schemes {
		schemes = append(schemes, fmt.Sprintf("      %s => {%s}", str(s.Name), strings.Join(g.schemeEntries2(s), ", ")))
	}
	var alts []string
	for _, a := range g.api.Auth.Alternatives {
		alts = append(alts, strList(a))
	}
	if len(schemes) == 0 {
		return "{schemes: {}, alternatives: []}"
	}
	var envs []string
	for _, o := range g.clientOptions() {
		if o.AuthScheme != "" && o.ReadEnv != "" && !slices.Contains(envs, o.ReadEnv) {
			envs = append(envs, o.ReadEnv)
		}
	}
	return "{\n      schemes: {\n  " + strings.Join(schemes, ",\n  ") + "\n      },\n      alternatives: [" + strings.Join(alts, ", ") + "],\n      env: " + strList(envs) + "\n    }"
}

func (g *gen) credential(s *ir.SecurityScheme, role string) string {
	for _, c := range s.Credentials {
		if c.Role == role {
			if o := g.option(c.Option); o != nil {
				return symbol(g.optionName(o))
			}
		}
	}
	return "nil"
}

func (g *gen) schemeEntries2(s *ir.SecurityScheme) []string {
	switch s.Kind {
	case "http_basic":
		out := []string{"kind: :basic", "username: " + g.credential(s, "username"), "password: " + g.credential(s, "password")}
		if s.DisableBase64 {
			out = append(out, "base64: false")
		}
		if s.SchemeKeyword != "" {
			out = append(out, "keyword: "+str(s.SchemeKeyword))
		}
		return out
	case "api_key":
		return []string{"kind: :api_key", "in: :" + firstNonEmpty(s.In, "header"), "name: " + str(s.ParamName), "value: " + g.credential(s, "value")}
	}
	out := []string{"kind: :bearer", "value: " + g.credential(s, "value")}
	if s.SchemeKeyword != "" {
		out = append(out, "keyword: "+str(s.SchemeKeyword))
	}
	return out
}

func indent(text, prefix string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// resourceSource is one resource's file: its class nested in its parents'.
func (g *gen) resourceSource(r *ir.Resource) string {
	var b strings.Builder
	b.WriteString(comment(r.Description, ""))
	last := constant(g.namer.Pascal(r.Path[len(r.Path)-1]))
	fmt.Fprintf(&b, "class %s < %s::Internal::Resource\n", last, g.mod)
	subs := g.subresources(r)
	if len(subs) > 0 {
		attrs := make([]string, 0, len(subs))
		for _, s := range subs {
			attrs = append(attrs, symbol(g.attr(s, false)))
		}
		fmt.Fprintf(&b, "  attr_reader %s\n\n  def initialize(client:, raw: false)\n    super\n", strings.Join(attrs, ", "))
		for _, s := range subs {
			fmt.Fprintf(&b, "    @%s = %s::Resources::%s.new(client: client, raw: raw)\n", g.attr(s, false), g.mod, g.resourceClass(s))
		}
		b.WriteString("  end\n")
	}
	for i, m := range g.methods(r) {
		if i > 0 || len(subs) > 0 {
			b.WriteString("\n")
		}
		b.WriteString(indent(g.methodSource(m, "call"), "  "))
	}
	b.WriteString("end\n")
	modules := []string{"module " + g.mod, "module Resources"}
	for _, p := range r.Path[:len(r.Path)-1] {
		modules = append(modules, fmt.Sprintf("class %s < %s::Internal::Resource", constant(g.namer.Pascal(p)), g.mod))
	}
	return g.file(modules, b.String())
}
