package typescript

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

const mcpDir = "packages/mcp-server/"

func (g *gen) mcpEnabled() bool {
	m := g.cfg.Options.MCPServer
	return m != nil && (m.Enabled || m.PackageName != "" || m.EnableAllResources != nil || m.Instructions != "")
}

func (g *gen) mcpPackageName() string {
	if m := g.cfg.Options.MCPServer; m != nil && m.PackageName != "" {
		return m.PackageName
	}
	return g.cfg.PackageName + "-mcp"
}

// mcpRuntimeFS holds the MCP server's hand-written modules (the server, the dynamic tools, the argument checks), at
// the paths they are copied to.
//
//go:embed all:runtime-mcp
var mcpRuntimeFS embed.FS

// mcpServer writes packages/mcp-server: an MCP server over stdio that offers the API as one tool per method, or as
// two dynamic tools (search the methods, call one by name), or both, as its --tools flag says.
func (g *gen) mcpServer() error {
	if !g.mcpEnabled() {
		return nil
	}
	if err := g.copyRuntime(mcpRuntimeFS, "runtime-mcp"); err != nil {
		return err
	}
	files := map[string]string{
		"package.json":         g.mcpPackageJSON(),
		"tsconfig.json":        g.mcpTSConfig(),
		"tsconfig.build.json":  mcpBuildTSConfig,
		"src/index.ts":         g.mcpIndex(),
		"src/tools.ts":         g.mcpTools(),
		"src/version.ts":       g.banner() + "\n\nexport const VERSION = " + str(Version) + "; // x-release-please-version\n",
		"tests/server.test.ts": g.mcpTest(),
		"README.md":            g.mcpReadme(),
	}
	if d := g.cfg.Options.MCPServer.Publish.Docker; d != nil && d.Enabled {
		files["Dockerfile"] = mcpDockerfile
	}
	for p, content := range files {
		if err := g.add(mcpDir+p, content); err != nil {
			return err
		}
	}
	return nil
}

// mcpVersionKeys are the version values of the MCP server besides its package.json version and src/version.ts: its
// dependency on the SDK, which a release sets to the version it releases.
func (g *gen) mcpVersionKeys() []scaffold.VersionKey {
	if !g.mcpEnabled() {
		return nil
	}
	return []scaffold.VersionKey{{Path: mcpDir + "package.json", JSONPath: "$.dependencies['" + g.cfg.PackageName + "']"}}
}

// mcpDefaultMode is the tool mode the server starts in without --tools: dynamic when recommend_dynamic_tools is
// true, else one tool per method.
func (g *gen) mcpDefaultMode() string {
	if r := g.cfg.Options.MCPServer.RecommendDynamicTools; r != nil && *r {
		return "dynamic"
	}
	return "all"
}

// mcpRecommendsDynamic says whether the README recommends the dynamic tools: as recommend_dynamic_tools says, or
// unset, for APIs of more than mcpDynamicThreshold methods.
func (g *gen) mcpRecommendsDynamic() bool {
	if r := g.cfg.Options.MCPServer.RecommendDynamicTools; r != nil {
		return *r
	}
	return len(g.mcpMethods()) > mcpDynamicThreshold
}

// mcpDynamicThreshold is the number of methods above which a client's tool list gets long enough to crowd a model's
// context (CONFIG-REFERENCE's default for recommend_dynamic_tools).
const mcpDynamicThreshold = 20

// mcpToolsEnv is the environment variable that chooses the tool mode when no --tools flag is given.
func (g *gen) mcpToolsEnv() string {
	if p := g.api.Client.EnvPrefix; p != "" {
		return p + "_MCP_TOOLS"
	}
	return "MCP_TOOLS"
}

// mcpPackageJSON depends on the SDK at exactly the version of this repository: the server and the SDK are released
// together, and its tools call the methods of that version. A release sets the dependency with the versions
// (mcpVersionKeys).
func (g *gen) mcpPackageJSON() string {
	deps := devDependencies("@modelcontextprotocol/sdk")
	deps[g.cfg.PackageName] = Version
	pkg := orderedJSON{
		{"name", g.mcpPackageName()},
		{"version", Version},
		{"description", fmt.Sprintf("The official MCP server for the %s API", g.title())},
		{"license", g.licenseID()},
		{"type", "module"},
		{"bin", orderedJSON{{g.mcpPackageName(), "./dist/index.js"}}},
		{"files", []string{"dist"}},
		{"scripts", orderedJSON{{"build", "tsc -p tsconfig.build.json"}}},
		{"dependencies", sortedObject(deps)},
		{"devDependencies", sortedObject(devDependencies("@types/node", "typescript"))},
	}
	b, _ := json.MarshalIndent(pkg, "", "  ")
	return string(b) + "\n"
}

// mcpTSConfig type-checks the server and its tests against the SDK's sources in this repository (scripts/lint).
func (g *gen) mcpTSConfig() string {
	return fmt.Sprintf(`{
  "extends": "../../tsconfig.json",
  "include": ["src", "tests"],
  "compilerOptions": {
    "paths": { %s: ["../../src/index.ts"] }
  }
}
`, jsonString(g.cfg.PackageName))
}

// mcpBuildTSConfig builds the published server against the SDK installed from npm.
const mcpBuildTSConfig = `{
  "extends": "../../tsconfig.json",
  "include": ["src"],
  "compilerOptions": {
    "noEmit": false,
    "rootDir": "src",
    "outDir": "dist"
  }
}
`

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func (g *gen) mcpIndex() string {
	var w writer
	w.line("#!/usr/bin/env node")
	w.line("%s", g.banner())
	w.blank()
	w.line("import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';")
	// The named export works whether the SDK is loaded as ESM or CommonJS.
	w.line("import { %s } from %s;", g.names.client(), str(g.cfg.PackageName))
	w.line("import { createServer, parseToolModes, servedTools, type ToolMode } from './server.js';")
	w.line("import { tools } from './tools.js';")
	w.line("import { VERSION } from './version.js';")
	w.blank()
	w.line("let modes: ToolMode[];")
	w.open("try {")
	w.line("modes = parseToolModes(process.argv.slice(2), process.env[%s], %s);", str(g.mcpToolsEnv()), str(g.mcpDefaultMode()))
	w.close("} catch (err) {")
	w.indent++
	w.line("console.error(err instanceof Error ? err.message : String(err));")
	w.line("process.exit(2);")
	w.close("}")
	w.blank()
	info := object{{"name", g.mcpPackageName()}, {"version", code("VERSION")}}
	if ins := g.cfg.Options.MCPServer.Instructions; ins != "" {
		info = append(info, entry{"instructions", ins})
	}
	w.writeCall("const server = createServer", []value{info, code("servedTools(new " + g.names.client() + "(), tools, modes)")}, ";")
	w.line("await server.connect(new StdioServerTransport());")
	return w.String()
}

// mcpMethods are the methods exposed as tools: all of them, or with enable_all_resources false those whose
// resource or method turns mcp on.
func (g *gen) mcpMethods() []*ir.Method {
	all := true
	if e := g.cfg.Options.MCPServer.EnableAllResources; e != nil {
		all = *e
	}
	var out []*ir.Method
	var walk func(r *ir.Resource, on bool)
	walk = func(r *ir.Resource, on bool) {
		if r.MCP != nil {
			on = r.MCP.Enabled
		}
		for _, m := range g.methods(r) {
			enabled := on
			if m.MCP != nil {
				enabled = m.MCP.Enabled
			}
			if enabled && m.Streaming == nil {
				out = append(out, m)
			}
		}
		for _, s := range g.subresources(r) {
			walk(s, on)
		}
	}
	walk(g.api.Root, all)
	return out
}

func (g *gen) mcpTools() string {
	var w writer
	w.line("%s", g.banner())
	w.blank()
	w.line("import type { %s } from %s;", g.names.client(), str(g.cfg.PackageName))
	w.line("import type { Endpoint } from './server.js';")
	w.blank()
	w.line("export type Tool = Endpoint<%s>;", g.names.client())
	w.blank()
	w.open("export const tools: Tool[] = [")
	for _, m := range g.mcpMethods() {
		g.mcpTool(&w, m)
	}
	w.close("];")
	return w.String()
}

// mcpToolName is a method's tool name: the configured one, else its path in the client with underscores.
func (g *gen) mcpToolName(m *ir.Method) string {
	name := strings.ReplaceAll(strings.TrimPrefix(m.Call, "client."), ".", "_")
	if m.MCP != nil {
		name = firstNonEmpty(m.MCP.ToolName, name)
	}
	return name
}

// mcpEndpoint is a method's HTTP method in upper case and path (`POST /accounts`).
func mcpEndpoint(m *ir.Method) string {
	verb, p, ok := strings.Cut(m.Endpoint, " ")
	if !ok {
		return m.Endpoint
	}
	return strings.ToUpper(verb) + " " + p
}

// mcpInputSchema is the JSON Schema of a method's tool arguments: its positional params and its params' members.
func (g *gen) mcpInputSchema(c *call) object {
	var props object
	var required []any
	params := append(append([]*ir.Param{}, c.positional...), g.paramMembers(c)...)
	for _, p := range params {
		props = append(props, entry{c.key(p), g.jsonSchema(p.Type, p.Description, 0)})
		if p.Required {
			required = append(required, c.key(p))
		}
	}
	schema := object{{"type", "object"}, {"properties", props}}
	if len(required) > 0 {
		schema = append(schema, entry{"required", required})
	}
	return schema
}

func (g *gen) mcpTool(w *writer, m *ir.Method) {
	c := g.planCall(m)
	desc := firstNonEmpty(methodDoc(m), m.Endpoint)
	if m.MCP != nil {
		desc = firstNonEmpty(m.MCP.Description, desc)
	}
	target := g.mcpTarget(m)
	w.open("{")
	w.writeValue("name: ", g.mcpToolName(m), ",")
	w.writeValue("method: ", strings.TrimPrefix(target, "client."), ",")
	w.writeValue("endpoint: ", mcpEndpoint(m), ",")
	w.writeValue("description: ", desc, ",")
	w.writeValue("inputSchema: ", g.mcpInputSchema(c), ",")
	fnArgs, call := g.mcpHandler(target, c)
	if line := "handler: " + fnArgs + " => " + call + ","; w.fits(line) {
		w.line("%s", line)
	} else {
		w.open("handler: %s =>", fnArgs)
		w.line("%s,", call)
		w.indent--
	}
	w.close("},")
}

// mcpTarget is the method as the SDK's users call it (`client.accounts.create`).
func (g *gen) mcpTarget(m *ir.Method) string {
	target, _, _ := g.snippet(&ir.ReadmeExample{Call: m.Call})
	return target
}

// mcpHandler is the arrow function's parameters and the call of the method with the tool's arguments: positional
// params first, the rest as params.
func (g *gen) mcpHandler(target string, c *call) (string, string) {
	var picks, args []string
	for i, p := range c.positional {
		v := fmt.Sprintf("arg%d", i)
		picks = append(picks, key(c.key(p))+": "+v)
		args = append(args, v)
	}
	takesParams := c.params != "" || c.bodyArg
	if takesParams {
		args = append(args, "params as any")
		picks = append(picks, "...params")
	}
	pattern := "_args"
	switch {
	case len(picks) == 1 && takesParams:
		pattern = "params"
	case len(picks) > 0:
		pattern = "{ " + strings.Join(picks, ", ") + " }"
	}
	return "(client, " + pattern + ")", target + "(" + strings.Join(args, ", ") + ")"
}

// jsonSchema is a JSON Schema of a type for a tool's input, with named types inlined to a bounded depth.
func (g *gen) jsonSchema(t ir.TypeRef, description string, depth int) object {
	var out object
	switch t.Kind {
	case ir.String:
		out = object{{"type", "string"}}
		if t.Format != "" && t.Format != "binary" {
			out = append(out, entry{"format", t.Format})
		}
	case ir.Integer:
		out = object{{"type", "integer"}}
	case ir.Number:
		out = object{{"type", "number"}}
	case ir.Boolean:
		out = object{{"type", "boolean"}}
	case ir.Array:
		items := object{}
		if t.Elem != nil && depth < 4 {
			items = g.jsonSchema(*t.Elem, "", depth+1)
		}
		out = object{{"type", "array"}, {"items", items}}
	case ir.Map:
		out = object{{"type", "object"}}
	case ir.Named:
		out = g.namedSchema(t.Name, depth)
	default:
		out = object{}
	}
	if description != "" {
		out = append(out, entry{"description", description})
	}
	return out
}

func (g *gen) namedSchema(name string, depth int) object {
	t := g.api.Type(name)
	if t == nil || depth >= 4 {
		return object{}
	}
	switch t.Kind {
	case "enum":
		var vals []any
		for _, m := range t.Enum.Members {
			vals = append(vals, normalize(m.Value))
		}
		return object{{"enum", vals}}
	case "union":
		var variants []any
		for _, v := range t.Union.Variants {
			variants = append(variants, g.jsonSchema(v.Type, "", depth+1))
		}
		return object{{"anyOf", variants}}
	case "alias":
		if t.Alias != nil {
			return g.jsonSchema(*t.Alias, "", depth+1)
		}
	case "object":
		var props object
		var required []any
		for _, p := range g.visibleProperties(t.Properties, requestSide) {
			props = append(props, entry{p.WireName, g.jsonSchema(p.Type, p.Description, depth+1)})
			if p.Required {
				required = append(required, p.WireName)
			}
		}
		out := object{{"type", "object"}, {"properties", props}}
		if len(required) > 0 {
			out = append(out, entry{"required", required})
		}
		return out
	}
	return object{}
}

func (g *gen) mcpReadme() string {
	pkg, title := g.mcpPackageName(), markdown.Text(g.title())
	env := ""
	for _, o := range g.options() {
		if o.ReadEnv != "" && o.AuthScheme != "" {
			env += fmt.Sprintf("        %s: \"...\",\n", jsonString(o.ReadEnv))
		}
	}
	env = strings.TrimSuffix(env, ",\n") + "\n"
	args := jsonString("-y") + ", " + jsonString(pkg)
	if g.mcpRecommendsDynamic() && g.mcpDefaultMode() != "dynamic" {
		args += ", " + jsonString("--tools=dynamic")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s MCP Server\n\nAn [MCP](https://modelcontextprotocol.io) server exposing the %s API to models: one tool per API method, or two tools that search the API's methods and call one by name.\n\n## Usage\n\n", title, title)
	b.WriteString(markdown.Fence("json", fmt.Sprintf("{\n  \"mcpServers\": {\n    %s: {\n      \"command\": \"npx\",\n      \"args\": [%s],\n      \"env\": {\n%s      }\n    }\n  }\n}", jsonString(g.names.namer.Kebab(g.api.Client.Name)), args, env)))
	b.WriteString("\n## Tools\n\n")
	b.WriteString(g.mcpModesDoc())
	return b.String()
}

// mcpModesDoc is the README's table of tool modes, with the default and the recommendation.
func (g *gen) mcpModesDoc() string {
	methods := g.mcpMethods()
	n := len(methods)
	named, called := "", ""
	if n > 0 {
		// A method of a resource shows how the path becomes the name, when there is one.
		m := methods[max(slices.IndexFunc(methods, func(m *ir.Method) bool { return strings.Count(m.Call, ".") > 1 }), 0)]
		target := g.mcpTarget(m)
		named = fmt.Sprintf(" (`%s` for `%s`)", g.mcpToolName(m), target)
		called = fmt.Sprintf(" (`%s`)", strings.TrimPrefix(target, "client."))
	}
	var b strings.Builder
	b.WriteString("| `--tools` | Tools |\n|---|---|\n")
	fmt.Fprintf(&b, "| `all` | One tool per API method (%d tools), named after the method%s. |\n", n, named)
	fmt.Fprintf(&b, "| `dynamic` | Two tools, however large the API: `search_api_methods` finds methods by name, endpoint, description and parameters and returns them with the JSON Schema of their arguments; `call_api_method` calls a method by name%s with JSON arguments. |\n\n", called)
	fmt.Fprintf(&b, "`--tools=all,dynamic` offers both. Without `--tools`, the `%s` environment variable chooses; the default is `%s`.", g.mcpToolsEnv(), g.mcpDefaultMode())
	if g.mcpRecommendsDynamic() {
		fmt.Fprintf(&b, " With %d methods, `dynamic` is recommended: a long tool list crowds the model's context.", n)
	}
	b.WriteString("\n\nEvery call's arguments are checked against the method's schema before a request is sent. Invalid arguments, unknown methods and API errors come back as tool errors that say what is wrong, for the model to correct.\n")
	return b.String()
}

// mcpMigrationNotes are the README's migration notes on the MCP server, when there is one.
func (g *gen) mcpMigrationNotes() []string {
	if !g.mcpEnabled() {
		return nil
	}
	return []string{
		"**The MCP server** (`packages/mcp-server`) depends on exactly the SDK version it is released with, which each release sets, instead of a range. Its `--tools=dynamic` mode has two tools, `search_api_methods` (the matches come with their argument schemas) and `call_api_method`, and every call's arguments are checked against the method's schema before a request is sent, invalid ones coming back as tool errors.",
	}
}

const mcpDockerfile = `FROM node:20-alpine AS build
WORKDIR /app
COPY package.json ./
RUN npm install
COPY . .
RUN npm run build

FROM node:20-alpine
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
ENTRYPOINT ["node", "dist/index.js"]
`
