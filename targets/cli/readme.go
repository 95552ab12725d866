package cli

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/targets/internal/example"
	"github.com/sdkgen/sdkgen/targets/internal/markdown"
	"github.com/sdkgen/sdkgen/targets/internal/scaffold"
)

// readme is README.md: installation, the first commands, the global flags and their environment variables,
// formats, bodies, exit codes, completions and the command list.
func (g *gen) readme() string {
	var b strings.Builder
	bin := g.bin
	fmt.Fprintf(&b, "# %s CLI\n\n", markdown.Text(g.title()))
	fmt.Fprintf(&b, "`%s` is the command-line tool of the %s API, built on its Go SDK (`%s`).\n\n", bin, markdown.Text(g.title()), g.sdkPath)
	b.WriteString("## Installation\n\n```sh\ngo install " + g.module + "/cmd/" + bin + "@latest\n```\n\n")
	if h := g.cfg.Publish.Homebrew; h != nil {
		owner, name, _ := strings.Cut(h.TapRepo, "/")
		fmt.Fprintf(&b, "With Homebrew:\n\n```sh\nbrew install %s/%s/%s\n```\n\n", owner, strings.TrimPrefix(name, "homebrew-"), bin)
	}
	b.WriteString("Release archives for macOS, Linux and Windows, and deb, rpm and apk packages, are attached to each GitHub release.\n\n")
	b.WriteString("## Usage\n\n```sh\n" + bin + " <resource> [<subresource>...] <method> [--flag value...]\n" + bin + " --help\n" + bin + " <resource> <method> --help\n```\n\n")
	if ex := g.examples(); ex != "" {
		b.WriteString("Examples:\n\n" + markdown.Fence("sh", ex) + "\n")
	}
	b.WriteString("## Configuration\n\nEvery global flag can come before or after the command. Credentials and the other client settings fall back to environment variables:\n\n")
	b.WriteString("| Flag | Environment variable | Meaning |\n|---|---|---|\n")
	for _, s := range g.settings() {
		env := "—"
		if s.opt.ReadEnv != "" {
			env = "`" + s.opt.ReadEnv + "`"
		}
		fmt.Fprintf(&b, "| `--%s` | %s | %s |\n", s.flag, env, markdown.Text(settingUsage(s)))
	}
	fmt.Fprintf(&b, "| `--base-url` | `%s_BASE_URL` | Send requests to this URL instead of the API's. |\n", g.api.Client.EnvPrefix)
	if envs := g.environments(); len(envs) > 0 {
		fmt.Fprintf(&b, "| `--environment` | — | The API environment: %s. |\n", markdown.Text(strings.Join(envs, ", ")))
	}
	b.WriteString("| `--debug` | — | Print each HTTP request and response to stderr; credentials are redacted. |\n")
	fmt.Fprintf(&b, "| `--format` | — | Output format (default `%s`): see below. |\n", firstNonEmpty(g.cfg.DefaultFormat, "auto"))
	fmt.Fprintf(&b, "| `--format-error` | — | Format of API error bodies on stderr (default `%s`). |\n", firstNonEmpty(g.cfg.DefaultErrorFormat, g.cfg.DefaultFormat, "auto"))
	b.WriteString("| `--transform` | — | Print only a path of the JSON output: `data.0.id`, `data.#.id` (every element), `data.#` (a count). |\n")
	b.WriteString("| `--transform-error` | — | The same for the JSON of an API error. |\n")
	b.WriteString("| `--max-items` | — | Stop a paginated list or a stream after this many items. |\n")
	b.WriteString("| `--max-retries` | — | Retry a failed request at most this many times (default: the SDK's). |\n")
	b.WriteString("| `--header` | — | An extra request header, `'Name: value'` (repeatable). |\n\n")
	b.WriteString("## Output formats\n\n")
	b.WriteString("- `auto`: `pretty` on a terminal; `json` when piped (`jsonl` for lists and streams).\n")
	b.WriteString("- `json`: indented JSON. `jsonl`: one compact JSON document per line.\n")
	b.WriteString("- `pretty`: indented JSON in the server's key order, coloured on a terminal.\n")
	b.WriteString("- `yaml`: YAML; the items of a list are separate documents.\n- `raw`: the response body as received.\n")
	b.WriteString("- `explore`: an interactive viewer on a terminal (arrow keys or j/k move, enter opens and closes, q quits); `pretty` when the output is not a terminal.\n\n")
	b.WriteString("Paginated lists fetch page after page as they print, and stop at `--max-items`. Server-sent event streams print one JSON line per event as it arrives. Binary responses go to stdout, or to a file with `--output FILE`.\n\n")
	b.WriteString("## Request bodies and files\n\n")
	b.WriteString("Body properties are flags. The whole body can also come on stdin, or from `--body` (inline or `@file`), as JSON or YAML; property flags win over the same properties there:\n\n")
	fmt.Fprintf(&b, "```sh\necho '{\"name\": \"example\"}' | %s <resource> create\n%s <resource> create < body.yaml\n%s <resource> create --body @body.json\n```\n\n", bin, bin, bin)
	b.WriteString("Any text flag takes a file instead: `@path` reads it (binary files are sent base64-encoded), `@file://path` always reads it as text, and `@data://path` always as base64. Start a value with `@@` to send a literal `@`. Flags that take objects or arrays accept JSON or YAML, inline or from a file.\n\n")
	b.WriteString("## Exit codes\n\n| Code | Meaning |\n|---|---|\n| 0 | Success. |\n| 1 | Another failure (a file that cannot be read or written). |\n| 2 | A usage error: unknown command or flag, missing or bad value. |\n| 3 | The API answered with an error status; its body is printed on stderr. |\n| 4 | A network error: no answer (connection refused, DNS, timeout, TLS). |\n\n")
	b.WriteString("## Shell completions\n\n```sh\nsource <(" + bin + " completion bash)   # bash\nsource <(" + bin + " completion zsh)    # zsh\n" + bin + " completion fish > ~/.config/fish/completions/" + bin + ".fish\n" + bin + " completion pwsh | Out-String | Invoke-Expression   # PowerShell\n```\n\n")
	b.WriteString("## Commands\n\n")
	g.commandList(&b, g.commands, bin)
	b.WriteString("\n## Development\n\n")
	if g.sdkVersion == "" {
		if g.embeddedSDK != nil {
			fmt.Fprintf(&b, "The CLI builds on the Go SDK generated with it, which it carries in `%s/`: go.mod replaces `%s` with it. `./scripts/link PATH` builds against another checkout of the SDK; `./scripts/link --unlink` uses the published version.\n\n", g.sdkDir, g.sdkPath)
		} else {
			fmt.Fprintf(&b, "The CLI builds on the Go SDK generated with it: go.mod replaces `%s` with `%s`, where `sdkgen generate --out DIR` writes the SDK (DIR/go) next to the CLI (DIR/cli). `./scripts/link PATH` builds against another checkout of the SDK; `./scripts/link --unlink` uses the published version.\n\n", g.sdkPath, g.sdkDir)
		}
	} else {
		fmt.Fprintf(&b, "The CLI builds on the published Go SDK `%s` %s. `./scripts/link PATH` builds against a local checkout of it; `./scripts/link --unlink` goes back to the published version.\n\n", g.sdkPath, g.sdkVersion)
	}
	b.WriteString("`./scripts/bootstrap` downloads the modules, `./scripts/lint` checks, `./scripts/build` builds the binary, and `./scripts/test` runs the tests against a mock server of the API (Prism, started by the script).\n")
	return b.String()
}

// commandList lists the commands as a tree.
func (g *gen) commandList(b *strings.Builder, cmds []*command, prefix string) {
	for _, c := range cmds {
		p := prefix
		if c.name != "" {
			p += " " + c.name
		}
		for _, mc := range c.methods {
			fmt.Fprintf(b, "- `%s %s`: %s\n", p, mc.name, markdown.Text(firstNonEmpty(usage(firstNonEmpty(mc.m.Summary, mc.m.Description)), mc.m.HTTPMethod+" "+mc.m.Path)))
		}
		g.commandList(b, c.subs, p)
	}
}

// examples are a few first commands, with the example values the tests use: a list with --max-items, a create
// with its body on stdin, a stream, and --debug.
func (g *gen) examples() string {
	eb := example.New(g.api, func(skip []string) bool { return skippedFor(skip, "cli") })
	var list, create, stream, get *testCase
	g.walkCommands(g.commands, nil, func(_ *command, words []string, mc *methodCmd) {
		pick := func(slot **testCase) {
			if *slot == nil {
				tc := g.testCase(eb, mc, append(append([]string{}, words...), mc.name))
				*slot = &tc
			}
		}
		switch {
		case mc.output == "pages":
			pick(&list)
		case mc.output == "stream":
			pick(&stream)
		case mc.body.kind == "object" && mc.body.encoding == "json":
			pick(&create)
		case mc.output == "json" && strings.EqualFold(mc.m.HTTPMethod, "get"):
			pick(&get)
		}
	})
	var b strings.Builder
	line := func(tc *testCase, global []string, extra ...string) {
		if tc == nil {
			return
		}
		if tc.hasIn {
			b.WriteString("echo " + scaffold.ShellQuote(tc.stdin) + " | ")
		}
		args := append(append(append([]string{g.bin}, global...), tc.words...), tc.args...)
		if tc.mc.output == "pages" {
			args = args[:len(args)-2] // the tests' --max-items=1 --format=jsonl
		}
		for i, a := range append(args, extra...) {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(shellWord(a))
		}
		b.WriteByte('\n')
	}
	line(list, nil, "--max-items", "3", "--format", "jsonl")
	line(create, nil)
	line(stream, nil)
	line(get, []string{"--debug"})
	return b.String()
}

// shellWord quotes a word for a shell when it needs it.
func shellWord(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=./:@,") == "" {
		return s
	}
	return scaffold.ShellQuote(s)
}

// requiredFlags reports whether a command has a required flag other than a body property.
func requiredFlags(mc *methodCmd) bool {
	for _, p := range mc.params {
		if p.required && p.flag != "" && p.in != "body" {
			return true
		}
	}
	return false
}
