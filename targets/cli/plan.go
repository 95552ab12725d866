package cli

import (
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/golang"
)

// command is a resource's command: its methods' commands and its subresources'.
type command struct {
	res     *ir.Resource
	name    string // the command word, kebab-case
	ident   string // the Go function building it
	file    string // pkg/cmd/<file>.go
	methods []*methodCmd
	subs    []*command
}

// methodCmd is one method's command.
type methodCmd struct {
	m      *ir.Method
	sm     *golang.SurfaceMethod
	name   string
	ident  string // the Go variable of its clikit.Method
	params []*flagParam
	body   bodySpec
	output string // json, pages, stream, binary, none
	// streamFlag is the boolean flag that switches a method with a streaming twin to its stream.
	streamFlag string
	format     string
	errFormat  string
}

// flagParam is one flag of a method.
type flagParam struct {
	flag, wire, in string
	kind           string // the clikit Kind constant
	required       bool
	usage          string
	enum           []string
	def            any
	constVal       any
	path           *golang.SurfaceValue // set for a path param
}

// bodySpec is a method's body as the command takes it.
type bodySpec struct {
	kind, encoding, contentType, flag string
}

// globalFlags are the flags every command has (clikit.App and urfave/cli's own).
var globalFlags = []string{"base-url", "environment", "debug", "format", "format-error", "transform", "transform-error", "max-items", "max-retries", "header", "help", "h", "version", "v", "output", "o", "generate-shell-completion"}

// reservedCommands are command words urfave/cli takes.
var reservedCommands = []string{"help", "h", "completion"}

// plan works out the command tree from the SDK's methods.
func (g *gen) plan() {
	used := map[string]bool{}
	for _, w := range reservedCommands {
		used[w] = true
	}
	root := &command{res: g.api.Root}
	g.planResource(root, used)
	g.commands = append(g.commands, root.subs...)
	root.subs = nil // they are top-level commands of their own
	if len(root.methods) > 0 {
		// The client's own methods are top-level commands, in a file of their own.
		root.name, root.ident, root.file = "", "clientCommands", "pkg/cmd/client.go"
		g.files[root.file] = true
		g.commands = append([]*command{root}, g.commands...)
	}
}

// planResource fills a command with the methods and subresources of its resource. used holds the words taken
// among its siblings' and its own subcommands.
func (g *gen) planResource(c *command, used map[string]bool) {
	for _, m := range c.res.Methods {
		sm := g.sdk.Methods[m]
		if sm == nil || m.IsSkipped("cli") {
			continue
		}
		mc := g.planMethod(m, sm)
		mc.name = unique(kebab(g.names.Kebab(m.Name)), used)
		c.methods = append(c.methods, mc)
	}
	for _, sub := range c.res.Subresources {
		if !cliIncluded(sub) || !g.hasMethods(sub) {
			continue
		}
		sc := &command{res: sub, name: unique(kebab(g.names.Kebab(sub.Name)), used)}
		sc.ident = g.ident(strings.Join(sub.Path, "_") + "_command")
		sc.file = g.file(sub)
		g.planResource(sc, map[string]bool{"help": true, "h": true})
		c.subs = append(c.subs, sc)
	}
	for _, mc := range c.methods {
		mc.ident = g.ident(strings.Join(append(append([]string{}, c.res.Path...), mc.m.Name), "_"))
	}
}

// hasMethods reports whether a resource or one below it has a command.
func (g *gen) hasMethods(r *ir.Resource) bool {
	for _, m := range r.Methods {
		if g.sdk.Methods[m] != nil && !m.IsSkipped("cli") {
			return true
		}
	}
	for _, s := range r.Subresources {
		if cliIncluded(s) && g.hasMethods(s) {
			return true
		}
	}
	return false
}

// cliIncluded reports whether a resource's skip and only lists keep it in the CLI.
func cliIncluded(r *ir.Resource) bool {
	for _, s := range r.Skip {
		if s == "cli" {
			return false
		}
	}
	if len(r.Only) == 0 {
		return true
	}
	for _, o := range r.Only {
		if o == "cli" {
			return true
		}
	}
	return false
}

// file is a resource's file: pkg/cmd/<path>.go, unique.
func (g *gen) file(r *ir.Resource) string {
	stem := identWords(strings.ToLower(strings.Join(r.Path, "_")), "_")
	if stem == "" || stem == "root" || stem == "client" || strings.HasSuffix(stem, "_test") {
		stem += "_cmd"
	}
	name := stem
	for i := 2; g.files["pkg/cmd/"+name+".go"]; i++ {
		name = stem + strconv.Itoa(i)
	}
	g.files["pkg/cmd/"+name+".go"] = true
	return "pkg/cmd/" + name + ".go"
}

// ident is a unique unexported Go identifier of the package pkg/cmd.
func (g *gen) ident(words string) string {
	parts := strings.Split(identWords(words, " "), " ")
	var b strings.Builder
	for i, p := range parts {
		if p == "" {
			continue
		}
		if i == 0 {
			b.WriteString(strings.ToLower(p[:1]) + p[1:])
		} else {
			b.WriteString(strings.ToUpper(p[:1]) + p[1:])
		}
	}
	base := b.String()
	if base == "" || base[0] >= '0' && base[0] <= '9' {
		base = "c" + base
	}
	base += "Cmd"
	name := base
	for i := 2; g.idents[name] || packageIdents[name]; i++ {
		name = base + strconv.Itoa(i)
	}
	g.idents[name] = true
	return name
}

// packageIdents are the names root.go declares.
var packageIdents = map[string]bool{"app": true, "requestOptions": true, "wrapError": true, "newClient": true, "commands": true, "Main": true}

// kebab lower-cases a word list joined with dashes, keeping letters and digits only.
func kebab(s string) string {
	out := identWords(strings.ToLower(s), "-")
	if out == "" {
		return "x"
	}
	return out
}

// unique returns name, or name-2, name-3... when taken, and marks it taken.
func unique(name string, used map[string]bool) string {
	out := name
	for i := 2; used[out]; i++ {
		out = name + "-" + strconv.Itoa(i)
	}
	used[out] = true
	return out
}

// planMethod works out a method's flags, body and output.
func (g *gen) planMethod(m *ir.Method, sm *golang.SurfaceMethod) *methodCmd {
	mc := &methodCmd{m: m, sm: sm}
	used := map[string]bool{}
	for _, f := range globalFlags {
		used[f] = true
	}
	for _, s := range g.settings() {
		used[s.flag] = true
	}
	pathValues := map[*ir.Param]*golang.SurfaceValue{}
	for i := range sm.Positional {
		pathValues[sm.Positional[i].Param] = &sm.Positional[i]
	}
	for i := range sm.PathFields {
		pathValues[sm.PathFields[i].Param] = &sm.PathFields[i]
	}
	mc.body = g.bodySpec(m)
	for _, p := range m.Params {
		if p.In == "path" {
			if v := pathValues[p]; v != nil {
				mc.params = append(mc.params, g.pathFlag(p, v, used))
			}
			continue
		}
		if skippedFor(p.Skip, "cli") || p.ReadOnly || (p.In == "body" && mc.body.kind != "object") {
			continue
		}
		mc.params = append(mc.params, g.valueFlag(p.Name, p.WireName, p.In, p.Type, p.Required, p.Description, p.Default, mc.body.encoding, used))
	}
	if mc.body.kind == "object" && !hasIn(m.Params, "body") {
		if t := g.namedType(m.Body.Type); t != nil {
			for _, prop := range t.Properties {
				if prop.ReadOnly {
					continue
				}
				mc.params = append(mc.params, g.valueFlag(prop.Name, prop.WireName, "body", prop.Type, prop.Required, prop.Description, prop.Default, mc.body.encoding, used))
			}
		}
	}
	if mc.body.flag != "" {
		mc.body.flag = unique(mc.body.flag, used)
	}
	mc.output = output(m, sm)
	if sm.Streaming != "" && sm.Streaming != sm.Name && m.Streaming != nil {
		for _, fp := range mc.params {
			if fp.in == "body" && fp.kind == "Bool" && (fp.wire == m.Streaming.ParamDiscriminator || fp.flag == kebab(g.names.Kebab(m.Streaming.ParamDiscriminator))) {
				mc.streamFlag = fp.flag
			}
		}
	}
	mc.format, mc.errFormat = g.formats(m, mc.output)
	return mc
}

func hasIn(params []*ir.Param, in string) bool {
	for _, p := range params {
		if p.In == in {
			return true
		}
	}
	return false
}

func skippedFor(skip []string, lang string) bool {
	for _, s := range skip {
		if s == lang {
			return true
		}
	}
	return false
}

// output is how a method's result prints.
func output(m *ir.Method, sm *golang.SurfaceMethod) string {
	switch {
	case sm.AutoPaging != "":
		return "pages"
	case sm.Streaming != "" && sm.Streaming == sm.Name:
		return "stream"
	case sm.Binary:
		return "binary"
	case sm.NoResult:
		return "none"
	}
	return "json"
}

// formats are a method's default output and error formats: cli.format and cli.error_format, else
// default_json_get_format for a GET returning JSON, else default_format and default_error_format.
func (g *gen) formats(m *ir.Method, out string) (string, string) {
	format, errFormat := g.cfg.DefaultFormat, g.cfg.DefaultErrorFormat
	if g.cfg.DefaultJSONGetFormat != "" && strings.EqualFold(m.HTTPMethod, "get") && (out == "json" || out == "pages") {
		format = g.cfg.DefaultJSONGetFormat
	}
	if m.CLI != nil {
		format = firstNonEmpty(m.CLI.Format, format)
		errFormat = firstNonEmpty(m.CLI.ErrorFormat, errFormat)
	}
	return format, errFormat
}

// bodySpec says how a method's body is given.
func (g *gen) bodySpec(m *ir.Method) bodySpec {
	b := m.Body
	if b == nil {
		return bodySpec{kind: "none"}
	}
	spec := bodySpec{encoding: b.Encoding, contentType: b.ContentType}
	if spec.contentType == "" {
		spec.contentType = map[string]string{"json": "application/json", "form": "application/x-www-form-urlencoded", "multipart": "multipart/form-data", "text": "text/plain", "binary": "application/octet-stream"}[b.Encoding]
	}
	flag := kebab(g.names.Kebab(firstNonEmpty(b.ParamName, "body")))
	switch {
	case b.Encoding == "binary" || b.Encoding == "text":
		spec.kind, spec.flag = "raw", flag
	case b.Flattened || b.Type == nil || g.namedType(b.Type) != nil:
		spec.kind, spec.flag = "object", flag
	default:
		spec.kind, spec.flag = "value", flag
	}
	return spec
}

// namedType is the object type a reference names, or nil.
func (g *gen) namedType(t *ir.TypeRef) *ir.Type {
	if t == nil || t.Kind != ir.Named {
		return nil
	}
	if typ := g.typeOf(t.Name); typ != nil && typ.Kind == "object" {
		return typ
	}
	return nil
}

// typeOf is the named type a reference names, or nil.
func (g *gen) typeOf(name string) *ir.Type {
	if g.types == nil {
		g.types = make(map[string]*ir.Type, len(g.api.Types))
		for _, typ := range g.api.Types {
			g.types[typ.Name] = typ
		}
	}
	return g.types[name]
}

// pathFlag is the flag of a path param, typed as the SDK takes it.
func (g *gen) pathFlag(p *ir.Param, v *golang.SurfaceValue, used map[string]bool) *flagParam {
	fp := &flagParam{flag: g.flagName(p.Name, "path", used), wire: p.WireName, in: "path", required: true, usage: usage(p.Description), path: v}
	switch v.GoType {
	case "int64":
		fp.kind = "Int"
	case "float64":
		fp.kind = "Float"
	case "bool":
		fp.kind = "Bool"
	default:
		fp.kind = "String"
		if p.Type.Kind == ir.Named {
			if t := g.typeOf(p.Type.Name); t != nil && t.Enum != nil {
				fp.enum = enumValues(t)
				fp.kind = map[ir.TypeKind]string{ir.Integer: "Int", ir.Number: "Float", ir.Boolean: "Bool"}[t.Enum.Base]
				if fp.kind == "" {
					fp.kind = "String"
				}
			}
		}
	}
	return fp
}

// valueFlag is the flag of a query, header or body param.
func (g *gen) valueFlag(name, wire, in string, t ir.TypeRef, required bool, desc string, def any, encoding string, used map[string]bool) *flagParam {
	fp := &flagParam{wire: wire, in: in, required: required, usage: usage(desc), def: def}
	if t.Const != nil {
		fp.constVal = t.Const
		return fp
	}
	fp.flag = g.flagName(name, in, used)
	fp.kind, fp.enum = g.kindOf(t, encoding)
	return fp
}

// kindOf is the clikit kind of a flag of type t.
func (g *gen) kindOf(t ir.TypeRef, encoding string) (string, []string) {
	switch t.Kind {
	case ir.String:
		if t.Format == "binary" && encoding == "multipart" {
			return "Upload", nil
		}
		return "String", nil
	case ir.Integer:
		return "Int", nil
	case ir.Number:
		return "Float", nil
	case ir.Boolean:
		return "Bool", nil
	case ir.Named:
		if typ := g.typeOf(t.Name); typ != nil && typ.Enum != nil {
			kind := map[ir.TypeKind]string{ir.Integer: "Int", ir.Number: "Float", ir.Boolean: "Bool"}[typ.Enum.Base]
			return firstNonEmpty(kind, "String"), enumValues(typ)
		}
	case ir.Array:
		if t.Elem != nil {
			elem, enum := g.kindOf(*t.Elem, "")
			switch elem {
			case "String", "Int", "Float", "Bool":
				return elem + "s", enum
			}
		}
	}
	return "Structured", nil
}

func enumValues(t *ir.Type) []string {
	var out []string
	for _, m := range t.Enum.Members {
		out = append(out, strings.TrimSpace(strings.ReplaceAll(anyText(m.Value), "\n", " ")))
	}
	return out
}

// flagName is a param's flag: its name in kebab case, or <in>-<name> when that is taken.
func (g *gen) flagName(name, in string, used map[string]bool) string {
	flag := kebab(g.names.Kebab(name))
	if used[flag] {
		flag = in + "-" + flag
	}
	return unique(flag, used)
}

// usage is the first sentence of a description, on one line.
func usage(desc string) string {
	s := strings.Join(strings.Fields(desc), " ")
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	if r := []rune(s); len(r) > 120 {
		s = string(r[:117]) + "..."
	}
	return s
}
