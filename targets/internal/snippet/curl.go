// Package snippet writes request examples of IR methods, for documentation: the code samples of the documented
// spec and the HTTP examples in READMEs.
package snippet

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// Curl returns a shell command that sends the method's request with example values: the default environment's
// URL, path and required query parameters, credentials from their environment variables, and a body of the
// required parameters. Every value that comes from the spec or sdkgen.yml is quoted for the shell, so a hostile
// example cannot run commands.
func Curl(api *ir.API, m *ir.Method) string {
	names := naming.New(api.Casings)
	var lines []string
	target := baseURL(api) + pathWithExamples(m, names)
	if q := queryString(api, m); q != "" {
		target += "?" + q
	}
	lines = append(lines, "curl "+quoteURL(target))
	if m.HTTPMethod != "" && m.HTTPMethod != "get" {
		lines = append(lines, "-X "+strings.ToUpper(m.HTTPMethod))
	}
	lines = append(lines, authLines(api, m)...)
	lines = append(lines, bodyLines(m)...)
	return strings.Join(lines, " \\\n  ")
}

// baseURL is the default environment's URL with its variables filled by their options' defaults, or left as a
// shell variable.
func baseURL(api *ir.API) string {
	for _, env := range api.Environments {
		if !env.Default {
			continue
		}
		u := strings.TrimSuffix(env.URL, "/")
		for _, v := range env.Variables {
			value := "${" + envVar(api, v.Option) + "}"
			if opt := option(api, v.Option); opt != nil {
				if s, ok := opt.Default.(string); ok && s != "" {
					value = s
				}
			}
			u = strings.ReplaceAll(u, "{"+v.Name+"}", value)
		}
		return u
	}
	return "https://api.example.com"
}

func option(api *ir.API, name string) *ir.ClientOption {
	for _, o := range api.ClientOptions {
		if o.Name == name {
			return o
		}
	}
	return nil
}

// envVar is the environment variable holding an option: its read_env, or <PREFIX>_<NAME>.
func envVar(api *ir.API, name string) string {
	if opt := option(api, name); opt != nil && opt.ReadEnv != "" {
		return opt.ReadEnv
	}
	return api.Client.EnvPrefix + "_" + naming.New(api.Casings).ScreamingSnake(name)
}

// pathWithExamples fills path parameters with URL-escaped examples, or with shell variables.
func pathWithExamples(m *ir.Method, names *naming.Namer) string {
	path := m.Path
	for _, p := range m.Params {
		if p.In != "path" {
			continue
		}
		value := "${" + names.ScreamingSnake(p.Name) + "}"
		if ex := scalarExample(p); ex != "" {
			value = url.PathEscape(ex)
		}
		path = strings.ReplaceAll(path, "{"+p.WireName+"}", value)
	}
	return path
}

// queryString holds the required query parameters that have scalar examples or defaults.
func queryString(api *ir.API, m *ir.Method) string {
	q := url.Values{}
	var keys []string
	for _, p := range m.Params {
		if p.In != "query" || !p.Required {
			continue
		}
		ex := scalarExample(p)
		if ex == "" {
			ex = placeholder(p.Type)
		}
		q.Add(p.WireName, ex)
		keys = append(keys, p.WireName)
	}
	for _, s := range securityFor(api, m) {
		if s.Kind == "api_key" && s.In == "query" && len(s.Credentials) > 0 {
			q.Add(s.ParamName, "__ENV_"+envVar(api, s.Credentials[0].Option)+"__")
			keys = append(keys, s.ParamName)
		}
	}
	if len(keys) == 0 {
		return ""
	}
	var parts []string
	for _, k := range keys {
		for _, v := range q[k] {
			parts = append(parts, url.QueryEscape(k)+"="+envOrEscape(v))
		}
	}
	return strings.Join(parts, "&")
}

// envOrEscape keeps a credential's shell variable expandable and escapes everything else.
func envOrEscape(v string) string {
	if strings.HasPrefix(v, "__ENV_") && strings.HasSuffix(v, "__") {
		return "${" + strings.TrimSuffix(strings.TrimPrefix(v, "__ENV_"), "__") + "}"
	}
	return url.QueryEscape(v)
}

// quoteURL double-quotes a URL so ${VARS} expand; everything else in it is already percent-escaped or came from
// the configuration's validated environment URL, so only the characters special inside double quotes are
// escaped.
func quoteURL(u string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "`", "\\`")
	escaped := r.Replace(u)
	// A $ that does not start a ${VAR} we wrote is escaped too.
	var b strings.Builder
	for i := 0; i < len(escaped); i++ {
		if escaped[i] == '$' && !strings.HasPrefix(escaped[i:], "${") {
			b.WriteString(`\$`)
			continue
		}
		b.WriteByte(escaped[i])
	}
	return `"` + b.String() + `"`
}

// securityFor returns the schemes of the first alternative that applies to the method: none when it sends no
// credentials.
func securityFor(api *ir.API, m *ir.Method) []*ir.SecurityScheme {
	alts := api.Auth.Alternatives
	if m.Security != nil {
		alts = m.Security
	}
	for _, alt := range alts {
		if len(alt) == 0 {
			continue
		}
		var out []*ir.SecurityScheme
		for _, name := range alt {
			for _, s := range api.Auth.Schemes {
				if s.Name == name {
					out = append(out, s)
				}
			}
		}
		return out
	}
	return nil
}

func authLines(api *ir.API, m *ir.Method) []string {
	var lines []string
	for _, s := range securityFor(api, m) {
		cred := func(role string) string {
			for _, c := range s.Credentials {
				if c.Role == role || role == "" {
					return "${" + envVar(api, c.Option) + "}"
				}
			}
			return "${" + api.Client.EnvPrefix + "_" + strings.ToUpper(role) + "}"
		}
		switch s.Kind {
		case "http_bearer":
			keyword := s.SchemeKeyword
			if keyword == "" {
				keyword = "Bearer"
			}
			lines = append(lines, `-H "Authorization: `+shellDouble(keyword)+" "+cred("value")+`"`)
		case "http_basic":
			lines = append(lines, `-u "`+cred("username")+":"+cred("password")+`"`)
		case "api_key":
			if s.In == "header" {
				lines = append(lines, `-H "`+shellDouble(s.ParamName)+": "+cred("value")+`"`)
			}
		}
	}
	return lines
}

// shellDouble escapes text placed inside double quotes.
func shellDouble(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "`", "\\`", "$", `\$`).Replace(s)
}

// shellSingle quotes text for the shell with single quotes, in which nothing expands.
func shellSingle(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func bodyLines(m *ir.Method) []string {
	if m.Body == nil {
		return nil
	}
	switch m.Body.Encoding {
	case "json":
		// Nested JSON lines are indented like the command's continuation lines.
		return []string{"-H 'Content-Type: application/json'", "-d " + strings.ReplaceAll(shellSingle(jsonBody(m)), "\n", "\n  ")}
	case "multipart":
		var lines []string
		for _, p := range m.Params {
			if p.In != "body" || (!p.Required && !slices.Contains(m.Body.FileFields, p.WireName)) {
				continue
			}
			if slices.Contains(m.Body.FileFields, p.WireName) {
				lines = append(lines, "-F "+shellSingle(p.WireName+"=@./"+p.WireName))
				continue
			}
			lines = append(lines, "-F "+shellSingle(p.WireName+"="+exampleText(p)))
		}
		return lines
	case "form":
		var lines []string
		for _, p := range m.Params {
			if p.In == "body" && p.Required {
				lines = append(lines, "--data-urlencode "+shellSingle(p.WireName+"="+exampleText(p)))
			}
		}
		return lines
	case "binary":
		return []string{"-H 'Content-Type: " + strings.ReplaceAll(m.Body.ContentType, "'", "") + "'", "--data-binary @./" + m.Body.ParamName}
	}
	return nil
}

// jsonBody holds the required body parameters with example values.
func jsonBody(m *ir.Method) string {
	if !m.Body.Flattened {
		data, _ := json.MarshalIndent(exampleFor(m.Body.Type), "", "  ")
		return string(data)
	}
	var b strings.Builder
	b.WriteString("{")
	first := true
	for _, p := range m.Params {
		if p.In != "body" || !p.Required {
			continue
		}
		key, _ := json.Marshal(p.WireName)
		value, _ := json.Marshal(exampleValue(p))
		if !first {
			b.WriteString(",")
		}
		first = false
		b.WriteString("\n  " + string(key) + ": " + string(value))
	}
	if !first {
		b.WriteString("\n")
	}
	b.WriteString("}")
	return b.String()
}

func exampleFor(t *ir.TypeRef) any {
	if t == nil {
		return nil
	}
	if t.Kind == ir.Array {
		return []any{}
	}
	return placeholderValue(*t)
}

func exampleValue(p *ir.Param) any {
	switch {
	case p.Example != nil:
		return p.Example
	case p.Default != nil:
		return p.Default
	case p.Type.Const != nil:
		return p.Type.Const
	}
	return placeholderValue(p.Type)
}

func exampleText(p *ir.Param) string {
	switch v := exampleValue(p).(type) {
	case string:
		return v
	default:
		data, _ := json.Marshal(v)
		return string(data)
	}
}

func scalarExample(p *ir.Param) string {
	for _, v := range []any{p.Example, p.Default, p.Type.Const} {
		switch x := v.(type) {
		case string:
			return x
		case int64, float64, bool:
			data, _ := json.Marshal(x)
			return string(data)
		}
	}
	return ""
}

func placeholder(t ir.TypeRef) string {
	data, _ := json.Marshal(placeholderValue(t))
	return strings.Trim(string(data), `"`)
}

// placeholderValue is a value of the right type for a parameter with no example.
func placeholderValue(t ir.TypeRef) any {
	switch t.Kind {
	case ir.Integer, ir.Number:
		return 0
	case ir.Boolean:
		return true
	case ir.Array:
		return []any{}
	case ir.Map, ir.Named, ir.Unknown:
		return map[string]any{}
	}
	switch t.Format {
	case "date-time":
		return "2025-01-01T00:00:00Z"
	case "date":
		return "2025-01-01"
	case "uuid":
		return "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"
	case "uri", "url":
		return "https://example.com"
	case "email":
		return "user@example.com"
	}
	return "string"
}
