package typescript

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
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

// mcpServer writes packages/mcp-server: an MCP server over stdio exposing one tool per method.
func (g *gen) mcpServer() error {
	if !g.mcpEnabled() {
		return nil
	}
	files := map[string]string{
		"package.json":        g.mcpPackageJSON(),
		"tsconfig.json":       g.mcpTSConfig(),
		"tsconfig.build.json": mcpBuildTSConfig,
		"src/index.ts":        g.mcpIndex(),
		"src/tools.ts":        g.mcpTools(),
		"README.md":           g.mcpReadme(),
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

func (g *gen) mcpPackageJSON() string {
	deps := devDependencies("@modelcontextprotocol/sdk")
	deps[g.cfg.PackageName] = "^" + Version
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

// mcpTSConfig type-checks the server against the SDK's sources in this repository (scripts/lint).
func (g *gen) mcpTSConfig() string {
	return fmt.Sprintf(`{
  "extends": "../../tsconfig.json",
  "include": ["src"],
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
	w.line("import { Server } from '@modelcontextprotocol/sdk/server/index.js';")
	w.line("import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';")
	w.line("import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';")
	// The named export works whether the SDK is loaded as ESM or CommonJS.
	w.line("import { %s } from %s;", g.names.client(), str(g.cfg.PackageName))
	w.line("import { tools } from './tools.js';")
	w.blank()
	options := object{{"capabilities", object{{"tools", object{}}}}}
	if ins := g.cfg.Options.MCPServer.Instructions; ins != "" {
		options = append(options, entry{"instructions", ins})
	}
	w.writeCall("const server = new Server", []value{object{{"name", g.mcpPackageName()}, {"version", Version}}, options}, ";")
	w.line("const client = new %s();", g.names.client())
	w.blank()
	w.open("server.setRequestHandler(ListToolsRequestSchema, async () => ({")
	w.line("tools: tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),")
	w.close("}));")
	w.blank()
	w.open("server.setRequestHandler(CallToolRequestSchema, async (request) => {")
	w.line("const tool = tools.find((t) => t.name === request.params.name);")
	w.open("if (!tool) {")
	w.line("return { content: [{ type: 'text', text: `Unknown tool: ${request.params.name}` }], isError: true };")
	w.close("}")
	w.open("try {")
	w.line("const result = await tool.handler(client, request.params.arguments ?? {});")
	w.line("return { content: [{ type: 'text', text: JSON.stringify(result ?? null, null, 2) }] };")
	w.close("} catch (err) {")
	w.indent++
	w.line("return { content: [{ type: 'text', text: String(err) }], isError: true };")
	w.close("}")
	w.close("});")
	w.blank()
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
	w.blank()
	w.open("export interface Tool {")
	w.line("name: string;")
	w.line("description: string;")
	w.line("inputSchema: { type: 'object'; [key: string]: unknown };")
	w.line("handler: (client: %s, args: Record<string, any>) => Promise<unknown>;", g.names.client())
	w.close("}")
	w.blank()
	w.open("export const tools: Tool[] = [")
	for _, m := range g.mcpMethods() {
		g.mcpTool(&w, m)
	}
	w.close("];")
	return w.String()
}

func (g *gen) mcpTool(w *writer, m *ir.Method) {
	c := g.planCall(m)
	name := strings.ReplaceAll(strings.TrimPrefix(m.Call, "client."), ".", "_")
	desc := firstNonEmpty(methodDoc(m), m.Endpoint)
	if m.MCP != nil {
		name = firstNonEmpty(m.MCP.ToolName, name)
		desc = firstNonEmpty(m.MCP.Description, desc)
	}
	schema := object{{"type", "object"}}
	var props object
	var required []any
	params := append(append([]*ir.Param{}, c.positional...), g.paramMembers(c)...)
	for _, p := range params {
		props = append(props, entry{c.key(p), g.jsonSchema(p.Type, p.Description, 0)})
		if p.Required {
			required = append(required, c.key(p))
		}
	}
	schema = append(schema, entry{"properties", props})
	if len(required) > 0 {
		schema = append(schema, entry{"required", required})
	}
	w.open("{")
	w.writeValue("name: ", name, ",")
	w.writeValue("description: ", desc, ",")
	w.writeValue("inputSchema: ", schema, ",")
	fnArgs, call := g.mcpHandler(m, c)
	if line := "handler: " + fnArgs + " => " + call + ","; w.fits(line) {
		w.line("%s", line)
	} else {
		w.open("handler: %s =>", fnArgs)
		w.line("%s,", call)
		w.indent--
	}
	w.close("},")
}

// mcpHandler is the arrow function's parameters and the call of the method with the tool's arguments: positional
// params first, the rest as params.
func (g *gen) mcpHandler(m *ir.Method, c *call) (string, string) {
	target, _, _ := g.snippet(&ir.ReadmeExample{Call: m.Call})
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
	pkg := g.mcpPackageName()
	env := ""
	for _, o := range g.options() {
		if o.ReadEnv != "" && o.AuthScheme != "" {
			env += fmt.Sprintf("        %s: \"...\",\n", jsonString(o.ReadEnv))
		}
	}
	env = strings.TrimSuffix(env, ",\n") + "\n"
	return fmt.Sprintf("# %s MCP Server\n\nAn [MCP](https://modelcontextprotocol.io) server exposing the %s API as tools, one per API method.\n\n## Usage\n\n", markdown.Text(g.title()), markdown.Text(g.title())) +
		markdown.Fence("json", fmt.Sprintf("{\n  \"mcpServers\": {\n    %s: {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", %s],\n      \"env\": {\n%s      }\n    }\n  }\n}", jsonString(g.names.namer.Kebab(g.api.Client.Name)), jsonString(pkg), env))
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
