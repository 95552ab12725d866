package java

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// The regions of the runtime's ClientOptions.java that hold the API's settings: each starts with its marker line
// and ends with the end marker; the copy replaces what is between them.
const (
	settingsMarker  = "    // sdkgen:settings\n"
	accessorsMarker = "    // sdkgen:accessors\n"
	settersMarker   = "        // sdkgen:setters\n"
	endMarker       = "// sdkgen:end\n"
)

// clientSettings describes the API's client for ClientOptions: names for the User-Agent, environment variables and
// system properties, defaults from sdkgen.yml, the client options (client_settings.opts) and the auth schemes.
type clientSettings struct {
	// Java code, already formatted, for each region.
	settings, accessors, setters string
}

// clientOption is one option as ClientOptions declares it.
type clientOption struct {
	member   string // the builder setter and accessor, e.g. apiKey
	required bool
	javaType string // String, Long, Double or Boolean
}

func (g *gen) clientSettings() clientSettings {
	prefix := strings.ToLower(g.layout.Prefix)
	b := newJavaCalls(12)
	b.call("ClientSettings.builder(", g.layout.Prefix, Version, g.api.Client.EnvPrefix, prefix)
	for _, env := range g.environments() {
		b.call(".environment(", env.Name, env.URL)
	}
	b.raw(g.timeoutAndRetries()...)
	if g.api.Idempotency != nil && g.api.Idempotency.Header != "" {
		b.call(".idempotencyHeader(", g.api.Idempotency.Header)
	}
	for _, h := range g.api.Headers {
		b.call(".defaultHeader(", h.Name, h.Value)
	}
	var options []clientOption
	for _, o := range g.api.ClientOptions {
		opt, code := g.settingsOption(o, prefix)
		options = append(options, opt)
		b.raw(code)
	}
	b.raw(g.authSchemes()...)
	for _, alt := range g.authAlternatives() {
		b.call(".authAlternative(", alt...)
	}
	b.raw(".build()")
	return clientSettings{
		settings:  settingsField(b.lines()),
		accessors: accessors(options),
		setters:   setters(options),
	}
}

// environments are the named base URLs, the default first.
func (g *gen) environments() []ir.Environment {
	var out []ir.Environment
	for _, e := range g.api.Environments {
		if e.Default {
			out = append([]ir.Environment{e}, out...)
		} else {
			out = append(out, e)
		}
	}
	return out
}

func (g *gen) timeoutAndRetries() []string {
	var out []string
	switch {
	case g.api.Timeout.None:
		out = append(out, ".timeout(Duration.ZERO)")
	case g.api.Timeout.Milliseconds > 0:
		out = append(out, ".timeout(Duration.ofMillis("+strconv.FormatInt(g.api.Timeout.Milliseconds, 10)+"L))")
	}
	r := g.api.Retries
	initial, maxDelay := millis(r.InitialDelaySeconds, 500), millis(r.MaxDelaySeconds, 8000)
	out = append(out, fmt.Sprintf(".retries(%d, Duration.ofMillis(%dL), Duration.ofMillis(%dL))", r.MaxRetries, initial, maxDelay))
	return out
}

func millis(seconds float64, fallback int64) int64 {
	if seconds <= 0 {
		return fallback
	}
	return int64(math.Round(seconds * 1000))
}

// settingsOption is an option's declaration: .option(name, property, env, default, required, header, query
// param, server variable).
func (g *gen) settingsOption(o *ir.ClientOption, prefix string) (clientOption, string) {
	member := g.names.Safe("java", g.names.Camel(o.Name))
	property := prefix + "." + member
	if o.ReadEnv != "" {
		property = prefix + "." + g.names.Camel(strings.ToLower(o.ReadEnv))
	}
	def := "null"
	if o.Default != nil {
		def = runtimeString(fmt.Sprint(o.Default))
	}
	required := !o.Nullable && o.Default == nil
	args := []string{
		runtimeString(member), runtimeString(property), runtimeString(o.ReadEnv), def, strconv.FormatBool(required),
		runtimeString(o.SendInHeader), runtimeString(o.SendAsQueryParam), runtimeString(o.ServerVariable),
	}
	return clientOption{member: member, required: required, javaType: optionType(o.Type)},
		".option(" + strings.Join(args, ", ") + ")"
}

func optionType(t string) string {
	switch t {
	case "integer":
		return "Long"
	case "number":
		return "Double"
	case "boolean":
		return "Boolean"
	}
	return "String"
}

// supportedScheme reports whether the runtime can send a scheme's credentials (digest, OAuth2 flows, OpenID
// Connect, mutual TLS and cookies are not sent).
func supportedScheme(s *ir.SecurityScheme) bool {
	switch s.Kind {
	case "http_bearer", "http_basic":
		return len(s.Credentials) > 0
	case "api_key":
		return (s.In == "header" || s.In == "query") && len(s.Credentials) > 0
	}
	return false
}

func (g *gen) authSchemes() []string {
	var out []string
	for _, s := range g.api.Auth.Schemes {
		if !supportedScheme(s) {
			continue
		}
		opt := func(role string) string {
			for _, c := range s.Credentials {
				if c.Role == role {
					return runtimeString(g.names.Safe("java", g.names.Camel(c.Option)))
				}
			}
			return runtimeString(g.names.Safe("java", g.names.Camel(s.Credentials[0].Option)))
		}
		name := runtimeString(s.Name)
		switch {
		case s.Kind == "http_bearer":
			keyword := s.SchemeKeyword
			if keyword == "" {
				keyword = "Bearer"
			}
			out = append(out, ".authBearer("+name+", "+runtimeString(keyword)+", "+opt("value")+")")
		case s.Kind == "http_basic":
			out = append(out, ".authBasic("+name+", "+opt("username")+", "+opt("password")+", "+
				strconv.FormatBool(!s.DisableBase64)+")")
		case s.In == "header":
			out = append(out, ".authHeader("+name+", "+runtimeString(s.ParamName)+", "+opt("value")+")")
		default:
			out = append(out, ".authQuery("+name+", "+runtimeString(s.ParamName)+", "+opt("value")+")")
		}
	}
	return out
}

// authAlternatives are the security alternatives whose schemes the runtime can all send.
func (g *gen) authAlternatives() [][]string {
	supported := map[string]bool{}
	for _, s := range g.api.Auth.Schemes {
		supported[s.Name] = supportedScheme(s)
	}
	var out [][]string
	for _, alt := range g.api.Auth.Alternatives {
		ok := true
		for _, name := range alt {
			ok = ok && supported[name]
		}
		if ok {
			out = append(out, alt)
		}
	}
	return out
}

// javaCalls lays out a builder chain the way google-java-format does when it does not fit on one line: one call
// per line at the continuation indent.
type javaCalls struct {
	indent int
	parts  []string
}

func newJavaCalls(indent int) *javaCalls { return &javaCalls{indent: indent} }

// call adds head followed by string literal arguments and ")".
func (c *javaCalls) call(head string, args ...string) {
	quoted := make([]string, len(args))
	for i, a := range args {
		quoted[i] = runtimeString(a)
	}
	c.parts = append(c.parts, head+strings.Join(quoted, ", ")+")")
}

func (c *javaCalls) raw(parts ...string) { c.parts = append(c.parts, parts...) }

// lines formats the chain: the first part at indent, each following one at indent+8, with arguments that do not
// fit broken as google-java-format breaks them.
func (c *javaCalls) lines() []string {
	out := []string{pad(c.indent) + c.parts[0]}
	for _, p := range c.parts[1:] {
		out = append(out, wrapCall(c.indent+8, p)...)
	}
	return out
}

// wrapCall breaks a call "name(args)" that is longer than 100 columns: its arguments go on the next line at +8,
// or one per line when they do not fit there either.
func wrapCall(indent int, call string) []string {
	if indent+len(call) <= 100 {
		return []string{pad(indent) + call}
	}
	open := strings.IndexByte(call, '(')
	args := splitArgs(call[open+1 : len(call)-1])
	head := pad(indent) + call[:open+1]
	inner := pad(indent + 8)
	if joined := strings.Join(args, ", ") + ")"; len(inner)+len(joined) <= 100 {
		return []string{head, inner + joined}
	}
	out := []string{head}
	for i, a := range args {
		end := ","
		if i == len(args)-1 {
			end = ")"
		}
		out = append(out, wrapCall(indent+8, a+end)...)
	}
	return out
}

// splitArgs splits a Java argument list at its top-level commas.
func splitArgs(s string) []string {
	var out []string
	depth, inString, start := 0, false, 0
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case inString && ch == '\\':
			i++
		case ch == '"':
			inString = !inString
		case inString:
		case ch == '(':
			depth++
		case ch == ')':
			depth--
		case ch == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

func pad(n int) string { return strings.Repeat(" ", n) }

func settingsField(chain []string) string {
	return "    /** The API's settings (the generator writes them from sdkgen.yml and the spec). */\n" +
		"    static final ClientSettings SETTINGS =\n" + strings.Join(chain, "\n") + ";\n"
}

func accessors(options []clientOption) string {
	var methods []string
	for _, o := range options {
		if o.required {
			methods = append(methods, fmt.Sprintf("    public String %s() {\n        return option(%s).get();\n    }\n", o.member, runtimeString(o.member)))
		} else {
			methods = append(methods, fmt.Sprintf("    public Optional<String> %s() {\n        return option(%s);\n    }\n", o.member, runtimeString(o.member)))
		}
	}
	return strings.Join(methods, "\n")
}

func setters(options []clientOption) string {
	var methods []string
	for _, o := range options {
		m := o.member
		methods = append(methods, fmt.Sprintf("        public Builder %s(String %s) {\n            return option(%s, %s);\n        }\n", m, m, runtimeString(m), m))
		if o.javaType != "String" {
			methods = append(methods, fmt.Sprintf("        public Builder %s(%s %s) {\n            return %s(%s == null ? null : %s.toString());\n        }\n",
				m, o.javaType, m, m, m, m))
		}
		if !o.required {
			methods = append(methods, fmt.Sprintf("        public Builder %s(Optional<String> %s) {\n            return %s(%s.orElse(null));\n        }\n",
				m, m, m, m))
		}
	}
	return strings.Join(methods, "\n")
}

// fill replaces the regions of ClientOptions.java.
func (s clientSettings) fill(text string) (string, error) {
	for _, r := range []struct{ marker, code string }{
		{settingsMarker, s.settings}, {accessorsMarker, s.accessors}, {settersMarker, s.setters},
	} {
		start := strings.Index(text, r.marker)
		if start < 0 {
			return "", fmt.Errorf("java runtime: ClientOptions.java has no %q region", strings.TrimSpace(r.marker))
		}
		end := strings.Index(text[start:], endMarker)
		if end < 0 {
			return "", fmt.Errorf("java runtime: the %q region of ClientOptions.java is not closed", strings.TrimSpace(r.marker))
		}
		rest := text[start+end+len(endMarker):]
		if r.code == "" {
			// No code: drop the blank line that followed the region too.
			rest = strings.TrimPrefix(rest, "\n")
		}
		text = text[:start] + r.code + rest
	}
	return text, nil
}

// runtimeString is s as a Java string literal.
func runtimeString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteRune('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r > 0x7e:
			for _, u := range utf16(r) {
				fmt.Fprintf(&b, `\u%04x`, u)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func utf16(r rune) []rune {
	if r <= 0xffff {
		return []rune{r}
	}
	r -= 0x10000
	return []rune{0xd800 + (r>>10)&0x3ff, 0xdc00 + r&0x3ff}
}
