package php

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// sources writes src/: the client, the services and their raw twins, the models and the pagination classes.
func (g *gen) sources() error {
	if err := g.modelSources(); err != nil {
		return err
	}
	if err := g.paginationSources(); err != nil {
		return err
	}
	for _, r := range g.resources() {
		if err := g.add("src/Services/"+g.serviceClass(r)+".php", g.serviceSource(r)); err != nil {
			return err
		}
		if err := g.add("src/Services/"+g.rawClass(r)+".php", g.rawSource(r)); err != nil {
			return err
		}
	}
	if g.api.Root != nil && len(g.methods(g.api.Root)) > 0 {
		if err := g.add("src/Services/"+g.rawClass(g.api.Root)+".php", g.rawSource(g.api.Root)); err != nil {
			return err
		}
	}
	if err := g.add("src/Lib/.keep", "File generated from our OpenAPI spec by sdkgen.\n\nThis directory can be used to store custom files to expand the SDK.\nIt is ignored by sdkgen and code generation.\n"); err != nil {
		return err
	}
	return g.add("src/Client.php", g.clientSource())
}

// serviceSource is a resource's service: its subresources and its methods, each parsing its raw twin's response.
func (g *gen) serviceSource(r *ir.Resource) string {
	var b strings.Builder
	b.WriteString(docblock(firstNonEmpty(r.Description, "The "+strings.Join(r.Path, " ")+" endpoints."), ""))
	fmt.Fprintf(&b, "final class %s\n{\n", g.serviceClass(r))
	b.WriteString("    /** The same methods, returning the responses as they came. */\n")
	fmt.Fprintf(&b, "    public readonly %s $raw;\n", g.rawClass(r))
	subs := g.subresources(r)
	for _, s := range subs {
		fmt.Fprintf(&b, "\n    public readonly %s $%s;\n", g.serviceClass(s), g.property(s, false))
	}
	holder := ""
	if len(g.webhookMethods(r)) > 0 {
		holder = "private "
	}
	fmt.Fprintf(&b, "\n    public function __construct(%s\\%s\\Client $client)\n    {\n", holder, g.ns)
	fmt.Fprintf(&b, "        $this->raw = new %s($client);\n", g.rawClass(r))
	for _, s := range subs {
		fmt.Fprintf(&b, "        $this->%s = new %s($client);\n", g.property(s, false), g.serviceClass(s))
	}
	b.WriteString("    }\n")
	for _, m := range g.methods(r) {
		for _, stream := range variants(m) {
			b.WriteString("\n" + g.serviceMethod(m, g.methodName(m, false), stream, "$this->raw"))
		}
	}
	b.WriteString(g.webhookSource(r, false, "$this->client"))
	b.WriteString("}\n")
	return g.file(g.ns+`\Services`, []string{g.ns + `\Core\Omit`}, b.String())
}

// rawSource is a resource's raw service.
func (g *gen) rawSource(r *ir.Resource) string {
	var b strings.Builder
	root := r == g.api.Root
	what := "the " + strings.Join(r.Path, " ") + " endpoints"
	if root {
		what = "the client's own endpoints"
	}
	b.WriteString(docblock("The raw responses of "+what+": status, headers and body; parse() gives what the service returns.", ""))
	fmt.Fprintf(&b, "final class %s\n{\n", g.rawClass(r))
	fmt.Fprintf(&b, "    public function __construct(private \\%s\\Client $client)\n    {\n    }\n", g.ns)
	for _, m := range g.methods(r) {
		for _, stream := range variants(m) {
			b.WriteString("\n" + g.rawMethod(m, g.methodName(m, root), stream))
		}
	}
	b.WriteString("}\n")
	return g.file(g.ns+`\Services`, []string{g.ns + `\Core\Omit`, g.ns + `\Core\RawResponse`, g.ns + `\Core\Util`}, b.String())
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

func (g *gen) option(name string) *ir.ClientOption {
	for _, o := range g.clientOptions() {
		if o.Name == name {
			return o
		}
	}
	return nil
}

func optionNative(o *ir.ClientOption) string {
	switch o.Type {
	case "integer":
		return "int"
	case "number":
		return "float"
	case "boolean":
		return "bool"
	}
	return "string"
}

// optionValue is the value of an option's argument when not given: its environment variable, converted, then its
// default.
func (g *gen) optionValue(o *ir.ClientOption) string {
	v := "$" + g.optionName(o)
	if o.ReadEnv != "" {
		read := fmt.Sprintf("Util::env(%s)", str(o.ReadEnv))
		switch o.Type {
		case "integer":
			read = fmt.Sprintf("(is_numeric($v = %s) ? (int) $v : null)", read)
		case "number":
			read = fmt.Sprintf("(is_numeric($v = %s) ? (float) $v : null)", read)
		case "boolean":
			read = fmt.Sprintf("(($v = %s) === null ? null : strtolower($v) === 'true')", read)
		}
		v += " ?? " + read
	}
	if o.Default != nil {
		v += " ?? " + literal(o.Default)
	}
	return v
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

// clientSource is src/Client.php.
func (g *gen) clientSource() string {
	var b strings.Builder
	b.WriteString(docblock(fmt.Sprintf("The %s API client. Options not given are read from the environment variables the README names.", g.title()), ""))
	b.WriteString("class Client extends BaseClient\n{\n")
	fmt.Fprintf(&b, "    public const VERSION = %s;\n\n", str(Version))
	b.WriteString("    /** The named base URLs. */\n    public const ENVIRONMENTS = [\n")
	for _, e := range g.api.Environments {
		fmt.Fprintf(&b, "        %s => %s,\n", str(e.Name), str(e.URL))
	}
	b.WriteString("    ];\n")
	for _, o := range g.clientOptions() {
		fmt.Fprintf(&b, "\n%s    public %s $%s;\n", docblock(o.Description, "    "), nullable(optionNative(o)), g.optionName(o))
	}
	if g.api.Root != nil && len(g.methods(g.api.Root)) > 0 {
		fmt.Fprintf(&b, "\n    /** The client's own methods, returning the responses as they came. */\n    public readonly %s $raw;\n", g.rawClass(g.api.Root))
	}
	for _, r := range g.subresources(g.api.Root) {
		fmt.Fprintf(&b, "\n    public readonly %s $%s;\n", g.serviceClass(r), g.property(r, true))
	}
	b.WriteString("\n    /** @var array<string, mixed> the arguments the client was made with */\n    private array $options;\n")
	b.WriteString(g.constructor())
	b.WriteString(`
    /**
     * A client with the same options except the given ones (named as the constructor's arguments).
     */
    public function withOptions(mixed ...$overrides): static
    {
        return new static(...array_merge($this->options, $overrides));
    }
`)
	for _, m := range g.methods(g.api.Root) {
		for _, stream := range variants(m) {
			b.WriteString("\n" + g.serviceMethod(m, g.methodName(m, true), stream, "$this->raw"))
		}
	}
	b.WriteString(g.webhookSource(g.api.Root, true, "$this"))
	b.WriteString("}\n")
	uses := []string{g.ns + `\Core\BaseClient`, g.ns + `\Core\Omit`, g.ns + `\Core\Util`, `Psr\Http\Client\ClientInterface`, `Psr\Http\Message\RequestFactoryInterface`, `Psr\Http\Message\StreamFactoryInterface`}
	for _, r := range g.subresources(g.api.Root) {
		uses = append(uses, g.ns+`\Services\`+g.serviceClass(r))
	}
	if g.api.Root != nil && len(g.methods(g.api.Root)) > 0 {
		uses = append(uses, g.ns+`\Services\`+g.rawClass(g.api.Root))
	}
	return g.file(g.ns, uses, b.String())
}

// constructor is the client's __construct: options from arguments or the environment, then the base URL, then
// the services.
func (g *gen) constructor() string {
	var b strings.Builder
	var params []string
	for _, o := range g.clientOptions() {
		params = append(params, fmt.Sprintf("%s $%s = null", nullable(optionNative(o)), g.optionName(o)))
	}
	timeout := "null"
	if !g.api.Timeout.None && g.api.Timeout.Milliseconds > 0 {
		timeout = number(fmt.Sprintf("%g", float64(g.api.Timeout.Milliseconds)/1000))
		if !strings.ContainsAny(timeout, ".eE") {
			timeout += ".0"
		}
	}
	params = append(params, "?string $environment = null", "?string $baseUrl = null", "?float $timeout = "+timeout,
		fmt.Sprintf("int $maxRetries = %d", g.api.Retries.MaxRetries), "array $defaultHeaders = []", "array $defaultQuery = []",
		"?ClientInterface $httpClient = null", "?RequestFactoryInterface $requestFactory = null", "?StreamFactoryInterface $streamFactory = null")
	b.WriteString("\n    /**\n     * Makes a client: options not given come from the environment.\n     *\n")
	b.WriteString("     * @param array<string, string> $defaultHeaders\n     * @param array<string, mixed> $defaultQuery\n     */\n")
	b.WriteString("    public function __construct(\n")
	for _, p := range params {
		b.WriteString("        " + p + ",\n")
	}
	b.WriteString("    ) {\n        $this->options = get_defined_vars();\n")
	for _, o := range g.clientOptions() {
		n := g.optionName(o)
		fmt.Fprintf(&b, "        $this->%s = %s;\n", n, g.optionValue(o))
		if !o.Nullable && o.Default == nil {
			msg := fmt.Sprintf("%s is required: pass %s: to the client", n, n)
			if o.ReadEnv != "" {
				msg += " or set the " + o.ReadEnv + " environment variable"
			}
			fmt.Fprintf(&b, "        if ($this->%s === null) {\n            throw new \\InvalidArgumentException(%s);\n        }\n", n, str(msg))
		}
	}
	envDefault := "''"
	if e := g.defaultEnvironment(); e != nil {
		envDefault = str(e.Name)
	}
	fmt.Fprintf(&b, "        $baseUrl ??= Util::env(%s);\n", str(g.api.Client.EnvPrefix+"_BASE_URL"))
	fmt.Fprintf(&b, "        $baseUrl ??= self::ENVIRONMENTS[$environment ?? %s] ?? throw new \\InvalidArgumentException(\n", envDefault)
	b.WriteString("            'unknown environment ' . var_export($environment, true) . '; known: ' . implode(', ', array_keys(self::ENVIRONMENTS))\n        );\n")
	if vars := g.serverVariables(); vars != "" {
		fmt.Fprintf(&b, "        $baseUrl = strtr($baseUrl, [%s]);\n", vars)
	}
	fmt.Fprintf(&b, "        parent::__construct(\n            $baseUrl,\n            $timeout,\n            $maxRetries,\n            array_merge(%s, $defaultHeaders),\n", g.optionMap(func(o *ir.ClientOption) string { return o.SendInHeader }, g.fixedHeaders()))
	fmt.Fprintf(&b, "            array_merge(%s, $defaultQuery),\n            %s,\n            $httpClient,\n            $requestFactory,\n            $streamFactory,\n        );\n", g.optionMap(func(o *ir.ClientOption) string { return o.SendAsQueryParam }, nil), g.settings())
	if g.api.Root != nil && len(g.methods(g.api.Root)) > 0 {
		fmt.Fprintf(&b, "        $this->raw = new %s($this);\n", g.rawClass(g.api.Root))
	}
	for _, r := range g.subresources(g.api.Root) {
		fmt.Fprintf(&b, "        $this->%s = new %s($this);\n", g.property(r, true), g.serviceClass(r))
	}
	b.WriteString("    }\n")
	return b.String()
}

// serverVariables are the strtr pairs that fill the base URL's {variables} from the options holding them.
func (g *gen) serverVariables() string {
	var pairs []string
	seen := map[string]bool{}
	for _, e := range g.api.Environments {
		for _, v := range e.Variables {
			if o := g.option(v.Option); o != nil && !seen[v.Name] {
				seen[v.Name] = true
				pairs = append(pairs, fmt.Sprintf("%s => (string) $this->%s", str("{"+v.Name+"}"), g.optionName(o)))
			}
		}
	}
	return strings.Join(pairs, ", ")
}

func (g *gen) fixedHeaders() []string {
	out := make([]string, 0, len(g.api.Headers))
	for _, h := range g.api.Headers {
		out = append(out, fmt.Sprintf("%s => %s", str(h.Name), str(h.Value)))
	}
	return out
}

// optionMap is the array of the options sent as headers or query params (by the name pick gives), after fixed.
func (g *gen) optionMap(pick func(*ir.ClientOption) string, fixed []string) string {
	items := slices.Clone(fixed)
	for _, o := range g.clientOptions() {
		if name := pick(o); name != "" {
			items = append(items, fmt.Sprintf("%s => $this->%s", str(name), g.optionName(o)))
		}
	}
	if len(items) == 0 {
		return "[]"
	}
	return "array_filter([" + strings.Join(items, ", ") + "], static fn ($v): bool => $v !== null)"
}

// settings is the array of what the runtime needs to know of the API.
func (g *gen) settings() string {
	entries := [][2]string{
		{"version", "self::VERSION"},
		{"retryInitial", number(fmt.Sprintf("%g", g.api.Retries.InitialDelaySeconds))},
		{"retryMax", number(fmt.Sprintf("%g", g.api.Retries.MaxDelaySeconds))},
		{"queryNested", str(firstNonEmpty(g.api.Query.NestedFormat, "brackets"))},
		{"queryArrays", str(firstNonEmpty(g.api.Query.ArrayFormat, "repeat"))},
		{"multipartArrays", str(firstNonEmpty(g.api.Multipart.ArrayFormat, "repeat"))},
		{"logEnv", str(g.api.Client.EnvPrefix + "_LOG")},
	}
	if g.api.Idempotency != nil && g.api.Idempotency.Header != "" {
		entries = append(entries, [2]string{"idempotencyHeader", str(strings.ToLower(g.api.Idempotency.Header))})
	}
	if p := g.api.Errors.MessageProperty; p != "" {
		entries = append(entries, [2]string{"errorMessageProperty", str(p)})
	}
	var secrets []string
	for _, s := range g.api.Auth.Schemes {
		if s.Kind == "api_key" && s.ParamName != "" {
			secrets = append(secrets, strings.ToLower(s.ParamName))
		}
	}
	entries = append(entries, [2]string{"secretNames", strList(secrets)}, [2]string{"auth", g.authSettings()})
	items := make([]string, 0, len(entries))
	for _, e := range entries {
		items = append(items, str(e[0])+" => "+e[1])
	}
	return "[" + strings.Join(items, ", ") + "]"
}

// authSettings tell the runtime each security scheme's credentials (the client properties holding them) and the
// alternatives in order.
func (g *gen) authSettings() string {
	var schemes []string
	for _, s := range g.api.Auth.Schemes {
		schemes = append(schemes, str(s.Name)+" => ["+strings.Join(g.schemeEntries2(s), ", ")+"]")
	}
	var alts []string
	for _, a := range g.api.Auth.Alternatives {
		alts = append(alts, strList(a))
	}
	var envs []string
	for _, o := range g.clientOptions() {
		if o.AuthScheme != "" && o.ReadEnv != "" && !slices.Contains(envs, o.ReadEnv) {
			envs = append(envs, o.ReadEnv)
		}
	}
	return fmt.Sprintf("[%s => [%s], %s => [%s], %s => %s]", str("schemes"), strings.Join(schemes, ", "), str("alternatives"), strings.Join(alts, ", "), str("env"), strList(envs))
}

func (g *gen) credential(s *ir.SecurityScheme, role string) string {
	for _, c := range s.Credentials {
		if c.Role == role {
			if o := g.option(c.Option); o != nil {
				return str(g.optionName(o))
			}
		}
	}
	return "null"
}

func (g *gen) schemeEntries2(s *ir.SecurityScheme) []string {
	kv := func(k, v string) string { return str(k) + " => " + v }
	switch s.Kind {
	case "http_basic":
		out := []string{kv("kind", str("basic")), kv("username", g.credential(s, "username")), kv("password", g.credential(s, "password"))}
		if s.DisableBase64 {
			out = append(out, kv("base64", "false"))
		}
		if s.SchemeKeyword != "" {
			out = append(out, kv("keyword", str(s.SchemeKeyword)))
		}
		return out
	case "api_key":
		return []string{kv("kind", str("api_key")), kv("in", str(firstNonEmpty(s.In, "header"))), kv("name", str(s.ParamName)), kv("value", g.credential(s, "value"))}
	}
	out := []string{kv("kind", str("bearer")), kv("value", g.credential(s, "value"))}
	if s.SchemeKeyword != "" {
		out = append(out, kv("keyword", str(s.SchemeKeyword)))
	}
	return out
}
