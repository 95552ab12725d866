package terraform

import (
	"embed"
	"fmt"
	"go/format"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/targets/golang"
)

//go:embed all:_runtime
var runtimeFS embed.FS

// The packages the generated code imports, by the name it uses.
const (
	fwPath = "github.com/hashicorp/terraform-plugin-framework"
	// validatorsPath is terraform-plugin-framework-validators: enum values (OneOf).
	validatorsPath = fwPath + "-validators"
	sdkAlias       = "sdk"
)

// runtime copies the hand-written runtime (_runtime/<pkg>) to internal/<pkg>.
func (g *gen) runtime() error {
	return fs.WalkDir(runtimeFS, "_runtime", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := runtimeFS.ReadFile(p)
		if err != nil {
			return err
		}
		return g.out.Add("internal/"+strings.TrimPrefix(p, "_runtime/"), data)
	})
}

// sources writes main.go, the provider, its acceptance-test helper and one package per service.
func (g *gen) sources() error {
	files := map[string]string{
		"main.go":                       g.mainFile(),
		"internal/provider/provider.go": g.providerFile(),
		"internal/acctest/acctest.go":   g.acctestFile(),
	}
	for _, s := range g.services {
		dir := "internal/services/" + s.pkg + "/"
		files[dir+"model.go"] = g.modelFile(s)
		files[dir+"schema.go"] = g.schemaFile(s)
		files[dir+"api.go"] = g.apiFile(s)
		files[dir+"custom.go"] = g.customFile(s)
		files[dir+"model_test.go"] = g.parityTestFile(s)
		if s.resource {
			files[dir+"resource.go"] = g.resourceFile(s)
			files[dir+"migrations.go"] = g.migrationsFile(s)
			files[dir+"resource_test.go"] = g.acceptanceTestFile(s)
		}
		if s.dataSource {
			files[dir+"data_source.go"] = g.dataSourceFile(s)
		}
		if s.itemsOK {
			files[dir+"list_data_source.go"] = g.listDataSourceFile(s)
		}
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

// header starts a generated file; custom.go, which people edit, has no generated-code banner.
func header(pkg string, banner bool, imports ...string) string {
	var b strings.Builder
	if banner {
		b.WriteString(golang.Banner + "\n\n")
	}
	b.WriteString("package " + pkg + "\n\nimport (\n")
	// The standard library first, then the modules, as goimports groups them.
	var std, mods []string
	for _, imp := range imports {
		path := imp[strings.Index(imp, `"`)+1:]
		if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") {
			mods = append(mods, imp)
		} else {
			std = append(std, imp)
		}
	}
	sort.Strings(std)
	sort.Strings(mods)
	b.WriteString(strings.Join(std, "\n"))
	if len(std) > 0 && len(mods) > 0 {
		b.WriteString("\n\n")
	}
	b.WriteString(strings.Join(mods, "\n"))
	b.WriteString("\n)\n\n")
	return b.String()
}

func (g *gen) mainFile() string {
	var b strings.Builder
	b.WriteString(header("main", true, `"context"`, `"flag"`, `"log"`, strconv.Quote(fwPath+"/providerserver"), strconv.Quote(g.module+"/internal/provider")))
	b.WriteString("// version is set by the release build (-ldflags \"-X main.version=...\").\n")
	fmt.Fprintf(&b, "var version = %q\n\n", Version)
	fmt.Fprintf(&b, "// Command terraform-provider-%s serves the provider to Terraform and OpenTofu.\n", g.provider)
	b.WriteString("func main() {\n\tvar debug bool\n\tflag.BoolVar(&debug, \"debug\", false, \"run the provider for a debugger (prints TF_REATTACH_PROVIDERS)\")\n\tflag.Parse()\n")
	fmt.Fprintf(&b, "\terr := providerserver.Serve(context.Background(), provider.New(version), providerserver.ServeOpts{Address: %q, Debug: debug})\n", g.address())
	b.WriteString("\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n}\n")
	return b.String()
}

// address is the provider's registry address.
func (g *gen) address() string {
	return "registry.terraform.io/" + g.namespace + "/" + g.provider
}

// setting is a provider attribute for a client option.
type setting struct {
	attr, field, option, env, description string
	sensitive                             bool
}

func (g *gen) settings() []setting {
	used := map[string]bool{"base_url": true}
	fields := map[string]bool{"BaseURL": true}
	var out []setting
	for _, o := range g.api.ClientOptions {
		name := tfName(g.names.Snake(o.Name))
		if name == "" || used[name] {
			continue
		}
		used[name] = true
		env := o.ReadEnv
		desc := firstNonEmpty(o.Description, "The "+strings.ReplaceAll(name, "_", " ")+" client option.")
		if env != "" {
			desc += " Defaults to the " + env + " environment variable."
		}
		out = append(out, setting{attr: name, field: g.fieldName(name, fields), option: o.Name, env: env, description: desc, sensitive: o.AuthScheme != ""})
	}
	return out
}

func (g *gen) providerFile() string {
	var b strings.Builder
	imports := []string{`"context"`, `"net/http"`, `"os"`, `"time"`,
		strconv.Quote(fwPath + "/datasource"), strconv.Quote(fwPath + "/provider"), strconv.Quote(fwPath + "/provider/schema"),
		strconv.Quote(fwPath + "/resource"), strconv.Quote(fwPath + "/types"), `"github.com/hashicorp/terraform-plugin-log/tflog"`,
		sdkAlias + " " + strconv.Quote(g.sdkPath), "option " + strconv.Quote(g.optionPath())}
	for _, s := range g.services {
		imports = append(imports, strconv.Quote(g.module+"/internal/services/"+s.pkg))
	}
	b.WriteString(header("provider", true, imports...))
	fmt.Fprintf(&b, "// Provider is the %s provider.\ntype Provider struct {\n\tversion string\n}\n\n", g.provider)
	b.WriteString("var _ provider.Provider = (*Provider)(nil)\n\n")
	b.WriteString("// New returns the provider's constructor for the given version.\nfunc New(version string) func() provider.Provider {\n\treturn func() provider.Provider { return &Provider{version: version} }\n}\n\n")
	b.WriteString("// Model is the provider's configuration.\ntype Model struct {\n\tBaseURL types.String `tfsdk:\"base_url\"`\n")
	for _, s := range g.settings() {
		fmt.Fprintf(&b, "\t%s types.String `tfsdk:%q`\n", s.field, s.attr)
	}
	b.WriteString("}\n\n")
	fmt.Fprintf(&b, "// Metadata names the provider.\nfunc (p *Provider) Metadata(_ context.Context, _ provider.MetadataRequest, resp *provider.MetadataResponse) {\n\tresp.TypeName = %q\n\tresp.Version = p.version\n}\n\n", g.provider)
	b.WriteString("// Schema describes the provider's attributes; each falls back to an environment variable.\nfunc (p *Provider) Schema(_ context.Context, _ provider.SchemaRequest, resp *provider.SchemaResponse) {\n")
	fmt.Fprintf(&b, "\tresp.Schema = schema.Schema{\n\t\tDescription: %s,\n\t\tAttributes: map[string]schema.Attribute{\n", strconv.Quote("The "+g.title()+" provider."))
	fmt.Fprintf(&b, "\t\t\t\"base_url\": schema.StringAttribute{Optional: true, Description: %s},\n", strconv.Quote("The API's base URL. Defaults to the "+g.baseURLEnv()+" environment variable, else the API's default environment."))
	for _, s := range g.settings() {
		fmt.Fprintf(&b, "\t\t\t%q: schema.StringAttribute{Optional: true, Sensitive: %t, Description: %s},\n", s.attr, s.sensitive, strconv.Quote(s.description))
	}
	b.WriteString("\t\t},\n\t}\n}\n\n")
	b.WriteString("// Configure builds the SDK client the resources and data sources share.\nfunc (p *Provider) Configure(ctx context.Context, req provider.ConfigureRequest, resp *provider.ConfigureResponse) {\n")
	b.WriteString("\tvar m Model\n\tresp.Diagnostics.Append(req.Config.Get(ctx, &m)...)\n\tif resp.Diagnostics.HasError() {\n\t\treturn\n\t}\n")
	fmt.Fprintf(&b, "\topts := []option.RequestOption{\n\t\toption.WithHeader(\"X-Sdkgen-Lang\", \"Terraform\"),\n\t\toption.WithHeader(\"User-Agent\", \"terraform-provider-%s/\"+p.version),\n\t\toption.WithMiddleware(logRequests),\n\t}\n", g.provider)
	fmt.Fprintf(&b, "\tif v := orEnv(m.BaseURL, %q); v != \"\" {\n\t\topts = append(opts, option.WithBaseURL(v))\n\t}\n", g.baseURLEnv())
	for _, s := range g.settings() {
		fmt.Fprintf(&b, "\tif v := orEnv(m.%s, %q); v != \"\" {\n\t\topts = append(opts, option.WithClientValue(%q, v))\n\t}\n", s.field, s.env, s.option)
	}
	fmt.Fprintf(&b, "\tclient := %s.%s(opts...)\n\tresp.ResourceData = client\n\tresp.DataSourceData = client\n}\n\n", sdkAlias, g.sdk.Constructor)
	b.WriteString("// Resources are the provider's resources.\nfunc (p *Provider) Resources(_ context.Context) []func() resource.Resource {\n\treturn []func() resource.Resource{\n")
	for _, s := range g.services {
		if s.resource {
			fmt.Fprintf(&b, "\t\t%s.NewResource,\n", s.pkg)
		}
	}
	b.WriteString("\t}\n}\n\n// DataSources are the provider's data sources.\nfunc (p *Provider) DataSources(_ context.Context) []func() datasource.DataSource {\n\treturn []func() datasource.DataSource{\n")
	for _, s := range g.services {
		if s.dataSource {
			fmt.Fprintf(&b, "\t\t%s.NewDataSource,\n", s.pkg)
		}
		if s.itemsOK {
			fmt.Fprintf(&b, "\t\t%s.NewListDataSource,\n", s.pkg)
		}
	}
	b.WriteString("\t}\n}\n\n")
	b.WriteString(`// orEnv is a configured value, else the environment variable's (none when env is "").
func orEnv(v types.String, env string) string {
	if !v.IsNull() && !v.IsUnknown() {
		return v.ValueString()
	}
	if env == "" {
		return ""
	}
	return os.Getenv(env)
}

// logRequests logs every request's method, URL, status and duration through tflog (TF_LOG=debug shows them);
// the SDK redacts credentials in its own debug log, and this one logs no headers or bodies.
func logRequests(req *http.Request, next option.MiddlewareNext) (*http.Response, error) {
	start := time.Now()
	res, err := next(req)
	fields := map[string]any{"method": req.Method, "url": req.URL.Redacted(), "duration_ms": time.Since(start).Milliseconds()}
	if res != nil {
		fields["status"] = res.StatusCode
	}
	if err != nil {
		fields["error"] = err.Error()
	}
	tflog.Debug(req.Context(), "API request", fields)
	return res, err
}
`)
	return b.String()
}

func (g *gen) optionPath() string {
	if g.sdkPath == g.sdk.Module {
		return g.sdk.OptionPackage
	}
	return g.sdkPath + strings.TrimPrefix(g.sdk.OptionPackage, g.sdk.Module)
}

func (g *gen) baseURLEnv() string { return g.api.Client.EnvPrefix + "_BASE_URL" }

// title is the API's name for docs.
func (g *gen) title() string {
	return firstNonEmpty(g.api.Client.Name, g.api.Organization.Name, g.provider)
}

func (g *gen) acctestFile() string {
	var b strings.Builder
	b.WriteString(header("acctest", true, `"os"`, `"testing"`, strconv.Quote(fwPath+"/providerserver"), `"github.com/hashicorp/terraform-plugin-go/tfprotov6"`, strconv.Quote(g.module+"/internal/provider")))
	b.WriteString("// Package acctest holds what the acceptance tests share.\n\n")
	fmt.Fprintf(&b, "// Factories serve the provider in the test process to the Terraform (or OpenTofu) binary the tests drive.\nvar Factories = map[string]func() (tfprotov6.ProviderServer, error){\n\t%q: providerserver.NewProtocol6WithError(provider.New(\"test\")()),\n}\n\n", g.provider)
	fmt.Fprintf(&b, `// PreCheck skips an acceptance test without TF_ACC=1 and a server in %[1]s: they create real objects.
func PreCheck(t *testing.T) {
	t.Helper()
	if os.Getenv("TF_ACC") == "" || os.Getenv(%[1]q) == "" {
		t.Skip("acceptance tests run with TF_ACC=1 and %[1]s set to a server")
	}
}

// Example reads a file of the repository's examples/ folder, relative to a service package.
func Example(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile("../../../examples/" + path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
`, g.baseURLEnv())
	return b.String()
}

// typeName is the resource and data source type; listTypeName the list data source's.
func (g *gen) typeName(s *service) string { return g.provider + "_" + s.name }

func (g *gen) listTypeName(s *service) string {
	plural := tfName(g.names.Snake(g.names.Plural(s.name)))
	if plural == "" || plural == s.name {
		plural = s.name + "_list"
	}
	return g.provider + "_" + plural
}
