package cli

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// commandFiles writes the file of a resource's command (and those of its subresources) into files.
func (g *gen) commandFiles(c *command, files map[string]string) {
	var b strings.Builder
	b.WriteString(g.header("cmd", strconv.Quote(urfave), sdkAlias+" "+strconv.Quote(g.sdkPath), strconv.Quote(g.module+"/internal/clikit")))
	if c.name == "" {
		b.WriteString("// clientCommands are the commands of the client's own methods.\nfunc clientCommands() []*cli.Command {\n\treturn []*cli.Command{\n")
		for _, mc := range c.methods {
			b.WriteString(mc.ident + "(),\n")
		}
		b.WriteString("}\n}\n\n")
	} else {
		fmt.Fprintf(&b, "// %s is the `%s` command: %s\n", c.ident, c.name, comment(firstNonEmpty(usage(c.res.Description), "the methods of "+c.res.Call+".")))
		fmt.Fprintf(&b, "func %s() *cli.Command {\n\treturn &cli.Command{\n", c.ident)
		fmt.Fprintf(&b, "Name: %q,\nUsage: %s,\n", c.name, strconv.Quote(firstNonEmpty(usage(c.res.Description), "Commands of "+c.res.Call)))
		if c.res.Deprecated != nil {
			b.WriteString("Deprecated: " + strconv.Quote(firstNonEmpty(c.res.Deprecated.Message, "deprecated")) + ",\n")
		}
		b.WriteString("Commands: []*cli.Command{\n")
		for _, mc := range c.methods {
			b.WriteString(mc.ident + "(),\n")
		}
		for _, s := range c.subs {
			b.WriteString(s.ident + "(),\n")
		}
		b.WriteString("},\n}\n}\n\n")
	}
	for _, mc := range c.methods {
		g.methodCommand(&b, mc)
	}
	src := dropUnused(b.String(), sdkAlias, sdkAlias+" "+strconv.Quote(g.sdkPath))
	src = dropUnused(src, "clikit", strconv.Quote(g.module+"/internal/clikit"))
	files[c.file] = src
	for _, s := range c.subs {
		g.commandFiles(s, files)
	}
}

// comment makes text safe inside a // comment.
func comment(s string) string { return strings.Join(strings.Fields(s), " ") }

// methodCommand writes the function building a method's command.
func (g *gen) methodCommand(b *strings.Builder, mc *methodCmd) {
	m := mc.m
	fmt.Fprintf(b, "// %s is `%s`: %s %s.\n", mc.ident, mc.name, m.HTTPMethod, comment(m.Path))
	fmt.Fprintf(b, "func %s() *cli.Command {\n", mc.ident)
	b.WriteString("method := &clikit.Method{\n")
	fmt.Fprintf(b, "Name: %q,\nUsage: %s,\n", mc.name, strconv.Quote(firstNonEmpty(usage(firstNonEmpty(m.Summary, m.Description)), m.HTTPMethod+" "+m.Path)))
	if d := strings.TrimSpace(m.Description); d != "" {
		fmt.Fprintf(b, "Description: %s,\n", strconv.Quote(d))
	}
	if m.Deprecated != nil {
		fmt.Fprintf(b, "Deprecated: %s,\n", strconv.Quote(firstNonEmpty(m.Deprecated.Message, "deprecated")))
	}
	if len(mc.params) > 0 {
		b.WriteString("Params: []clikit.Param{\n")
		for _, p := range mc.params {
			b.WriteString(g.paramLiteral(p) + ",\n")
		}
		b.WriteString("},\n")
	}
	if mc.body.kind != "none" {
		fmt.Fprintf(b, "Body: clikit.Body{Kind: %q, Encoding: %q, ContentType: %s, Flag: %q},\n", mc.body.kind, mc.body.encoding, strconv.Quote(mc.body.contentType), mc.body.flag)
	}
	fmt.Fprintf(b, "Output: %q,\n", mc.output)
	if r := m.Response; r != nil && len(r.Unwrap) > 0 && mc.output == "json" {
		fmt.Fprintf(b, "Unwrap: %s,\n", stringSlice(r.Unwrap))
	}
	if mc.format != "" {
		fmt.Fprintf(b, "Format: %q,\n", mc.format)
	}
	if mc.errFormat != "" {
		fmt.Fprintf(b, "ErrorFormat: %q,\n", mc.errFormat)
	}
	fmt.Fprintf(b, "ArrayFormat: %q,\nNestedFormat: %q,\n", firstNonEmpty(g.api.Query.ArrayFormat, "comma"), firstNonEmpty(g.api.Query.NestedFormat, "brackets"))
	if f := g.api.Multipart.ArrayFormat; f != "" {
		fmt.Fprintf(b, "MultipartArrayFormat: %q,\n", f)
	}
	b.WriteString("}\n")
	b.WriteString("return method.Command(func(call *clikit.Call) error {\n")
	g.actionBody(b, mc)
	b.WriteString("})\n}\n\n")
}

// paramLiteral is a clikit.Param literal.
func (g *gen) paramLiteral(p *flagParam) string {
	parts := []string{}
	if p.flag != "" {
		parts = append(parts, "Flag: "+strconv.Quote(p.flag))
	}
	parts = append(parts, "Wire: "+strconv.Quote(p.wire), "In: "+strconv.Quote(p.in))
	if p.kind != "" && p.kind != "String" {
		parts = append(parts, "Kind: clikit."+p.kind)
	}
	if p.required {
		parts = append(parts, "Required: true")
	}
	if p.usage != "" {
		parts = append(parts, "Usage: "+strconv.Quote(p.usage))
	}
	if len(p.enum) > 0 {
		parts = append(parts, "Enum: "+stringSlice(p.enum))
	}
	if p.def != nil {
		parts = append(parts, "Default: "+strconv.Quote(anyText(p.def)))
	}
	if p.constVal != nil {
		data, err := json.Marshal(p.constVal)
		if err == nil {
			parts = append(parts, "Const: "+strconv.Quote(string(data)))
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// actionBody writes the call of the SDK method with the path params, and the printing of its result.
func (g *gen) actionBody(b *strings.Builder, mc *methodCmd) {
	sm := mc.sm
	values := map[*flagParam]string{}
	assign := ":=" // "=" once a path param has declared err
	for i, p := range mc.params {
		if p.path == nil {
			continue
		}
		v := "v" + strconv.Itoa(i)
		values[p] = v
		switch p.kind {
		case "Int":
			fmt.Fprintf(b, "%s := call.Int64(%q)\n", v, p.flag)
		case "Float":
			fmt.Fprintf(b, "%s := call.Float64(%q)\n", v, p.flag)
		case "Bool":
			fmt.Fprintf(b, "%s := call.Bool(%q)\n", v, p.flag)
		default:
			fmt.Fprintf(b, "%s, err := call.String(%q)\nif err != nil {\nreturn err\n}\n", v, p.flag)
			assign = "="
		}
	}
	var args []string
	for i := range sm.Positional {
		for _, p := range mc.params {
			if p.path == &sm.Positional[i] {
				args = append(args, g.goValue(p, values[p]))
			}
		}
	}
	if sm.Params != "" {
		fmt.Fprintf(b, "params := %s.%s{}\n", sdkAlias, sm.Params)
		for _, p := range mc.params {
			if p.path != nil && p.path.Field != "" {
				v := g.goValue(p, values[p])
				if g.sdk.FieldWrapper != "" {
					v = sdkAlias + "." + g.sdk.FieldWrapper + "(" + v + ")"
				}
				fmt.Fprintf(b, "params.%s = %s\n", p.path.Field, v)
			}
		}
		args = append(args, "params")
	}
	b.WriteString("client := " + sdkAlias + "." + g.sdk.Constructor + "()\n")
	recv := strings.Join(append([]string{"client"}, sm.Services...), ".")
	call := func(name string) string {
		return recv + "." + name + "(" + strings.Join(append(append([]string{"call.Ctx"}, args...), "requestOptions(call)..."), ", ") + ")"
	}
	if mc.streamFlag != "" {
		fmt.Fprintf(b, "if call.Bool(%q) {\nstream := %s\ndefer stream.Close()\nreturn call.Items(stream.Next, func() any { return stream.Current() }, stream.Err)\n}\n", mc.streamFlag, call(sm.Streaming))
	}
	switch mc.output {
	case "pages":
		fmt.Fprintf(b, "it := %s\nreturn call.Items(it.Next, func() any { return it.Current() }, it.Err)\n", call(sm.AutoPaging))
	case "stream":
		fmt.Fprintf(b, "stream := %s\ndefer stream.Close()\nreturn call.Items(stream.Next, func() any { return stream.Current() }, stream.Err)\n", call(sm.Streaming))
	case "binary":
		fmt.Fprintf(b, "return call.WriteBinary(%s)\n", call(sm.Name))
	case "none":
		fmt.Fprintf(b, "return call.PrintResponse(%s)\n", call(sm.Name))
	default:
		fmt.Fprintf(b, "_, err %s %s\nreturn call.PrintResponse(err)\n", assign, call(sm.Name))
	}
}

// goValue converts a flag's value to the Go type the SDK takes: the type itself, or an enum type of the SDK.
func (g *gen) goValue(p *flagParam, v string) string {
	switch p.path.GoType {
	case "string", "int64", "float64", "bool":
		return v
	}
	return sdkAlias + "." + p.path.GoType + "(" + v + ")"
}

// dropUnused removes an import line when the file never uses its package name.
func dropUnused(src, name, importLine string) string {
	if strings.Contains(src, name+".") {
		return src
	}
	return strings.Replace(src, importLine+"\n", "", 1)
}
