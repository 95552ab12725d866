package cli

import (
	"embed"
	"fmt"
	"go/format"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/golang"
)

//go:embed all:_runtime
var runtimeFS embed.FS

// urfave is the import path of the command-line library.
const urfave = "github.com/urfave/cli/v3"

// runtime copies the hand-written clikit package (its tests included) into internal/clikit.
func (g *gen) runtime() error {
	return fs.WalkDir(runtimeFS, "_runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := runtimeFS.ReadFile(p)
		if err != nil {
			return err
		}
		rel := "internal/" + strings.TrimPrefix(p, "_runtime/")
		if strings.HasSuffix(rel, ".go") {
			data = append([]byte(golang.Banner+"\n\n"), data...)
		}
		return g.out.Add(rel, data)
	})
}

// setting is a client option as a global flag.
type setting struct {
	opt    *ir.ClientOption
	flag   string
	secret bool
}

// settings are the client's string-valued options (credentials and the like) as global flags.
func (g *gen) settings() []setting {
	used := map[string]bool{}
	for _, f := range globalFlags {
		used[f] = true
	}
	var out []setting
	for _, o := range g.api.ClientOptions {
		flag := kebab(g.names.Kebab(o.Name))
		if used[flag] {
			flag = "client-" + flag
		}
		out = append(out, setting{opt: o, flag: unique(flag, used), secret: o.AuthScheme != ""})
	}
	return out
}

// sources writes main.go, pkg/cmd/root.go and one file per resource.
func (g *gen) sources() error {
	files := map[string]string{
		"cmd/" + g.bin + "/main.go": g.mainFile(),
		"pkg/cmd/root.go":           g.rootFile(),
	}
	for _, c := range g.commands {
		g.commandFiles(c, files)
	}
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		src, err := format.Source([]byte(files[p]))
		if err != nil {
			return fmt.Errorf("formatting %s: %w\n%s", p, err, files[p])
		}
		if err := g.out.Add(p, src); err != nil {
			return err
		}
	}
	return nil
}

func (g *gen) header(pkg string, imports ...string) string {
	var b strings.Builder
	b.WriteString(golang.Banner + "\n\npackage " + pkg + "\n\nimport (\n")
	sort.Strings(imports)
	for _, imp := range imports {
		b.WriteString(imp + "\n")
	}
	b.WriteString(")\n\n")
	return b.String()
}

func (g *gen) mainFile() string {
	var b strings.Builder
	b.WriteString(g.header("main", `"context"`, `"os"`, strconv.Quote(g.module+"/pkg/cmd")))
	fmt.Fprintf(&b, "// Command %s is the command-line tool of the %s API.\n", g.bin, g.title())
	b.WriteString("func main() {\n\tos.Exit(cmd.Main(context.Background(), os.Args))\n}\n")
	return b.String()
}

// title is the API's name for docs.
func (g *gen) title() string {
	if t := g.cfg.ReadmeTitle; t != "" {
		return t
	}
	return g.names.Pascal(firstNonEmpty(g.api.Organization.Name, g.api.Client.Name))
}

// sdkAlias is the name the generated files import the SDK's root package under.
const sdkAlias = "sdk"

func (g *gen) rootFile() string {
	var b strings.Builder
	b.WriteString(g.header("cmd", `"context"`, `"errors"`, `"os"`, strconv.Quote(urfave),
		sdkAlias+" "+strconv.Quote(g.sdkPath), "option "+strconv.Quote(g.optionPath()), strconv.Quote(g.module+"/internal/clikit")))
	b.WriteString("// app describes the tool: its global flags and commands.\nvar app = &clikit.App{\n")
	fmt.Fprintf(&b, "Name: %q,\nUsage: %s,\nVersion: %q,\n", g.bin, strconv.Quote("the command-line tool of the "+g.title()+" API"), Version)
	b.WriteString("Settings: []clikit.Setting{\n")
	for _, s := range g.settings() {
		fmt.Fprintf(&b, "{Name: %s, Flag: %q, Env: %s, Usage: %s, Secret: %t},\n", strconv.Quote(s.opt.Name), s.flag, strconv.Quote(s.opt.ReadEnv), strconv.Quote(settingUsage(s)), s.secret)
	}
	b.WriteString("},\n")
	if envs := g.environments(); len(envs) > 0 {
		fmt.Fprintf(&b, "Environments: %s,\n", stringSlice(envs))
	}
	fmt.Fprintf(&b, "BaseURLEnv: %s,\n", strconv.Quote(g.api.Client.EnvPrefix+"_BASE_URL"))
	fmt.Fprintf(&b, "DefaultFormat: %q,\nDefaultErrorFormat: %q,\n", firstNonEmpty(g.cfg.DefaultFormat, "auto"), firstNonEmpty(g.cfg.DefaultErrorFormat, g.cfg.DefaultFormat, "auto"))
	fmt.Fprintf(&b, "Sensitive: %s,\n", stringSlice(g.sensitive()))
	b.WriteString("WrapError: wrapError,\nCommands: commands,\n}\n\n")
	b.WriteString("// commands are the top-level commands, built afresh for each run.\nfunc commands() []*cli.Command {\nvar out []*cli.Command\n")
	for _, c := range g.commands {
		if c.name == "" {
			fmt.Fprintf(&b, "out = append(out, %s()...)\n", c.ident)
		} else {
			fmt.Fprintf(&b, "out = append(out, %s())\n", c.ident)
		}
	}
	b.WriteString("return out\n}\n\n")
	b.WriteString(`// Main runs the tool with args (os.Args) on the process's stdin, stdout and stderr, and returns its exit status.
func Main(ctx context.Context, args []string) int {
	return app.Run(ctx, args, clikit.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
}

// requestOptions turn a run's flags, body and output into the SDK's request options.
func requestOptions(call *clikit.Call) []option.RequestOption {
	var opts []option.RequestOption
	for _, s := range call.App.Settings {
		if v := call.Setting(s.Flag); v != "" {
			opts = append(opts, option.WithClientValue(s.Name, v))
		}
	}
	if u := call.BaseURL(); u != "" {
		opts = append(opts, option.WithBaseURL(u))
	}
	if e := call.Environment(); e != "" {
		opts = append(opts, option.WithEnvironment(e))
	}
	if n, ok := call.MaxRetries(); ok {
		opts = append(opts, option.WithMaxRetries(n))
	}
	seen := map[string]bool{}
	for _, kv := range call.Query {
		if seen[kv.Key] {
			opts = append(opts, option.WithQueryAdd(kv.Key, kv.Value))
		} else {
			opts = append(opts, option.WithQuery(kv.Key, kv.Value))
			seen[kv.Key] = true
		}
	}
	for _, kv := range call.Headers {
		opts = append(opts, option.WithHeader(kv.Key, kv.Value))
	}
	if call.HasBody() {
		opts = append(opts, option.WithRequestBody(call.ContentType, call.Body))
	}
	if call.Method.Output == "json" {
		opts = append(opts, option.WithResponseBodyInto(&call.Raw))
	}
	if call.Debug() {
		opts = append(opts, option.WithMiddleware(call.DebugMiddleware()))
	}
	return opts
}

// wrapError turns the SDK's API error into clikit's, which prints the body and exits with the API status.
func wrapError(err error) error {
	var apiErr *` + sdkAlias + "." + g.sdk.ErrorType + `
	if errors.As(err, &apiErr) {
		return &clikit.APIError{Err: err, Status: apiErr.StatusCode, Body: []byte(apiErr.RawJSON())}
	}
	return err
}
`)
	return b.String()
}

// optionPath is the import path of the SDK's option package.
func (g *gen) optionPath() string {
	return g.sdkPath + strings.TrimPrefix(g.sdk.OptionPackage, g.sdk.Module)
}

// environments are the API's environment names.
func (g *gen) environments() []string {
	var out []string
	for _, e := range g.api.Environments {
		out = append(out, e.Name)
	}
	return out
}

// sensitive are the header and query names that carry credentials.
func (g *gen) sensitive() []string {
	seen := map[string]bool{}
	var out []string
	add := func(n string) {
		if n != "" && !seen[strings.ToLower(n)] {
			seen[strings.ToLower(n)] = true
			out = append(out, n)
		}
	}
	for _, s := range g.api.Auth.Schemes {
		if s.Kind == "api_key" {
			add(s.ParamName)
		}
	}
	for _, o := range g.api.ClientOptions {
		if o.AuthScheme != "" {
			add(o.SendInHeader)
			add(o.SendAsQueryParam)
		}
	}
	return out
}

func settingUsage(s setting) string {
	u := usage(s.opt.Description)
	if u == "" {
		u = "the client option " + s.opt.Name
	}
	return u
}

func stringSlice(items []string) string {
	quoted := make([]string, len(items))
	for i, s := range items {
		quoted[i] = strconv.Quote(s)
	}
	return "[]string{" + strings.Join(quoted, ", ") + "}"
}

func anyText(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case nil:
		return "null"
	}
	return fmt.Sprint(v)
}
