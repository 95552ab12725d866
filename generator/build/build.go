// Package build turns a loaded spec and sdkgen.yml into the IR, checking everything that needs both: that every
// configured endpoint and schema exists, that pagination schemes fit the endpoints they page, that credentials
// fit the security schemes. It reports problems to a diag.Collector and still returns the best IR it can, so
// `sdkgen validate` can show every problem of a run at once.
package build

import (
	"math"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// Options carry what the builder cannot derive from the parsed inputs.
type Options struct {
	SpecHash   string // MD5 of the spec file as read, for .stats.yml
	ConfigHash string // MD5 of sdkgen.yml as read
}

// Defaults the contract fixes when sdkgen.yml is silent.
const (
	defaultMaxRetries   = 2
	defaultInitialDelay = 0.5
	defaultMaxDelay     = 8.0
	defaultTimeoutMS    = 60_000
)

type builder struct {
	cfg   *config.Config
	doc   *spec.Document
	c     *diag.Collector
	names *naming.Namer
	api   *ir.API
	types *typeTable
	auth  *authInfo
	// mapped records the methods that configure each endpoint, for the unconfigured-endpoint check and README
	// examples.
	mapped map[string][]*ir.Method
	// unspecified is the set of endpoints listed in unspecified_endpoints.
	unspecified map[string]bool
	// methodTypes holds the names given to methods' params and response types.
	methodTypes map[string]bool
	// methodPtr records where in sdkgen.yml each method is configured.
	methodPtr map[*ir.Method]document.Pointer
}

// Build resolves cfg against doc into the IR.
func Build(cfg *config.Config, doc *spec.Document, c *diag.Collector, opts Options) *ir.API {
	b := &builder{
		cfg:         cfg,
		doc:         doc,
		c:           c,
		api:         &ir.API{},
		mapped:      map[string][]*ir.Method{},
		unspecified: map[string]bool{},
		methodTypes: map[string]bool{},
		methodPtr:   map[*ir.Method]document.Pointer{},
	}
	b.api.Casings = casings(cfg)
	b.names = naming.New(b.api.Casings)
	b.types = newTypeTable(b)

	b.general()
	b.environments()
	b.buildAuth()
	b.clientOptions()
	b.declareModels()
	b.resources()
	b.cliCoverage()
	b.javaCoverage()
	b.sqlCoverage()
	b.endpointCoverage()
	b.operations()
	b.readme()
	b.errorSettings()
	b.types.finish()
	b.terraformCoverage()
	b.api.Stats = ir.Stats{ConfiguredEndpoints: len(b.configuredEndpoints()), SpecHash: opts.SpecHash, ConfigHash: opts.ConfigHash}
	return b.api
}

// general fills the settings that are plain copies of sdkgen.yml with defaults applied.
func (b *builder) general() {
	cfg, api := b.cfg, b.api
	org := cfg.Organization
	api.Organization = ir.Organization{
		Name: org.Identifier(), Docs: org.Docs, Contact: org.Contact,
		SecurityContact: firstNonEmpty(org.SecurityContact, org.Contact), SecurityPolicyURL: org.SecurityPolicyURL,
		SecurityPolicyTerms: org.SecurityPolicyTerms, VCSOrg: org.VCSOrg, UploadSpec: boolOr(org.UploadSpec, true),
	}
	prefix := cfg.ClientSettings.DefaultEnvPrefix
	if prefix == "" {
		prefix = b.names.ScreamingSnake(org.Identifier())
	}
	api.Client = ir.Client{Name: b.names.Snake(cfg.ClientName()), EnvPrefix: prefix, ExampleName: cfg.ClientExampleName()}
	api.Edition = cfg.EffectiveEdition()
	for _, t := range cfg.Targets.Configured() {
		if !cfg.Targets.Common(t).Skip {
			api.Targets = append(api.Targets, t)
		}
	}
	api.Retries = retries(cfg.ClientSettings.DefaultRetries)
	api.Timeout = ir.Timeout{Milliseconds: defaultTimeoutMS}
	if d := cfg.ClientSettings.DefaultTimeout; d != nil {
		api.Timeout = ir.Timeout{Milliseconds: d.Milliseconds, None: d.Null}
	}
	if h := cfg.ClientSettings.Idempotency.Header; h != "" {
		api.Idempotency = &ir.Idempotency{Header: h}
	}
	for _, e := range cfg.ClientSettings.DefaultHeaders.Entries {
		api.Headers = append(api.Headers, ir.Header{Name: e.Key, Value: e.Value})
	}
	api.Query = ir.QuerySettings{
		NestedFormat: firstNonEmpty(cfg.QuerySettings.NestedFormat, "brackets"),
		ArrayFormat:  firstNonEmpty(cfg.QuerySettings.ArrayFormat, "comma"),
	}
	api.Multipart = ir.MultipartSettings{ArrayFormat: cfg.MultipartSettings.ArrayFormat}
	if cfg.Constants != nil {
		for _, e := range cfg.Constants.Package.Entries {
			api.Constants = append(api.Constants, ir.Constant{Name: e.Key, Value: toValue(e.Value)})
		}
	}
	api.Streaming = streamingRules(cfg.Streaming)
	api.Settings = settings(cfg)
	api.CodeSamples = codeSamples(cfg, api.Targets)
}

// codeSamples resolves openapi.code_samples and code_sample_languages. Languages default to every configured SDK
// target; curl and powershell are off unless turned on.
func codeSamples(cfg *config.Config, targets []string) ir.CodeSamples {
	var out ir.CodeSamples
	if cs := cfg.OpenAPI.CodeSamples; cs != nil {
		if cs.Redocly || cs.Mintlify || cs.BumpSh || cs.Gitbook || cs.XCode {
			out.Formats = append(out.Formats, "x-codeSamples")
		}
		if cs.Readme {
			out.Formats = append(out.Formats, "x-readme")
		}
		if cs.Sdkgen {
			out.Formats = append(out.Formats, "x-sdkgen-snippets")
		}
	}
	on := map[string]bool{}
	for _, t := range targets {
		if t != "openapi" && t != "sql" && t != "terraform" {
			on[t] = true
		}
	}
	for _, e := range cfg.OpenAPI.CodeSampleLanguages.Entries {
		on[e.Key] = e.Value
	}
	for _, lang := range append(append([]string{}, config.TargetNames...), "curl", "powershell") {
		if on[lang] {
			out.Languages = append(out.Languages, lang)
		}
	}
	return out
}

// retries applies the contract's defaults ({2, 0.5, 8}) and computes the delay before each retry, before
// jitter: min(initial * 2^(k-1), max).
func retries(r config.DefaultRetries) ir.Retries {
	out := ir.Retries{MaxRetries: defaultMaxRetries, InitialDelaySeconds: defaultInitialDelay, MaxDelaySeconds: defaultMaxDelay}
	if r.MaxRetries != nil {
		out.MaxRetries = max(*r.MaxRetries, 0)
	}
	if r.InitialDelaySeconds != nil {
		out.InitialDelaySeconds = *r.InitialDelaySeconds
	}
	if r.MaxDelaySeconds != nil {
		out.MaxDelaySeconds = *r.MaxDelaySeconds
	}
	out.Schedule = []float64{}
	for k := 1; k <= out.MaxRetries; k++ {
		delay := math.Min(out.InitialDelaySeconds*math.Pow(2, float64(k-1)), out.MaxDelaySeconds)
		out.Schedule = append(out.Schedule, delay)
	}
	return out
}

// streamingRules returns the configured SSE rules, or the built-in default: an error event raises, data [DONE]
// ends the stream, anything else is yielded.
func streamingRules(s config.Streaming) ir.StreamingRules {
	if len(s.OnEvent) == 0 {
		return ir.StreamingRules{Default: true, Rules: []ir.EventRule{
			{EventType: "error", Handle: "error"},
			{DataStartsWith: "[DONE]", Handle: "done"},
			{Fallthrough: true, Handle: "yield"},
		}}
	}
	var out ir.StreamingRules
	for _, r := range s.OnEvent {
		rule := ir.EventRule{DataStartsWith: r.DataStartsWith, Fallthrough: r.Kind == "fallthrough", Handle: r.Handle, ErrorProperty: r.ErrorProperty}
		out.Rules = append(out.Rules, eachEventType(rule, r.EventType)...)
	}
	return out
}

// eachEventType returns the rule once per event type it matches: a rule with a list of event types matches any of
// them, which is the same as consecutive copies of it, one per type, since the first rule that matches decides.
func eachEventType(rule ir.EventRule, types *config.EventTypes) []ir.EventRule {
	if types == nil {
		return []ir.EventRule{rule}
	}
	var out []ir.EventRule
	for _, t := range types.Values {
		r := rule
		r.EventType = t
		out = append(out, r)
	}
	if types.Null {
		r := rule
		r.EventTypeNull = true
		out = append(out, r)
	}
	return out
}

func settings(cfg *config.Config) ir.Settings {
	s := ir.Settings{
		License:               ir.License{SPDX: "Apache-2.0"},
		FileHeader:            cfg.Settings.FileHeader,
		DisableMockTests:      cfg.Settings.DisableMockTests,
		LicenseClassifier:     cfg.Settings.Python.LicenseClassifier,
		Reviewers:             cfg.Codeflow.Reviewers,
		ReleaseEnvironment:    firstNonEmpty(cfg.Codeflow.ReleaseEnvironment, "production"),
		PublishPackages:       boolOr(cfg.Codeflow.PublishPackages, true),
		DetectBreakingChanges: boolOr(cfg.Codeflow.DetectBreakingChanges, false),
	}
	if l := cfg.Settings.License; l != nil {
		s.License = ir.License{SPDX: l.Name, Extension: l.Extension}
		if l.SPDX == "" {
			s.License.Contents = l.Contents
		}
	}
	if cfg.Codeflow.CodeOwners.Len() > 0 {
		s.CodeOwners = map[string][]string{}
		for _, e := range cfg.Codeflow.CodeOwners.Entries {
			s.CodeOwners[e.Key] = e.Value
		}
	}
	return s
}

// casings converts custom_casings into the form the naming package takes.
func casings(cfg *config.Config) []ir.Casing {
	var out []ir.Casing
	for _, e := range cfg.Casings().Entries {
		c := e.Value
		if c == nil {
			continue
		}
		ic := ir.Casing{Term: e.Key, Initialism: c.Initialism, Snake: c.Snake, Pascal: c.Pascal, Capital: c.Capital, Camel: c.Camel}
		if c.Singular != nil {
			ic.Snake, ic.Pascal, ic.Capital, ic.Camel = c.Singular.Snake, c.Singular.Pascal, c.Singular.Capital, c.Singular.Camel
		}
		if c.Plural != nil {
			ic.Plural = &ir.Casing{Snake: c.Plural.Snake, Pascal: c.Plural.Pascal, Capital: c.Plural.Capital, Camel: c.Plural.Camel}
		}
		out = append(out, ic)
	}
	return out
}

// environments lists the configured base URLs, the first being the default, with their {variables} bound to the
// client options that fill them (sdkgen.yml checks already reported unfilled ones).
func (b *builder) environments() {
	fillers := b.cfg.ServerVariableOptions()
	for i, e := range b.cfg.Environments.Entries {
		env := ir.Environment{Name: e.Key, URL: e.Value, Default: i == 0}
		for _, v := range urlVariables(e.Value) {
			if opt, ok := fillers[v]; ok {
				env.Variables = append(env.Variables, ir.EnvironmentVariable{Name: v, Option: opt})
			}
		}
		b.api.Environments = append(b.api.Environments, env)
	}
}

// urlVariables returns the {name} placeholders of a URL in order.
func urlVariables(u string) []string {
	var vars []string
	for {
		i := strings.IndexByte(u, '{')
		if i < 0 {
			return vars
		}
		j := strings.IndexByte(u[i:], '}')
		if j < 0 {
			return vars
		}
		vars = append(vars, u[i+1:i+j])
		u = u[i+j+1:]
	}
}

// configuredEndpoints returns the distinct endpoints that some generated http method maps.
func (b *builder) configuredEndpoints() []string {
	var out []string
	for ep, methods := range b.mapped {
		for _, m := range methods {
			if m.Kind == "http" {
				out = append(out, ep)
				break
			}
		}
	}
	return out
}

// toValue converts a config or spec value into plain Go data for the IR (JSON-compatible, deterministic).
func toValue(n *document.Node) any {
	if n == nil {
		return nil
	}
	switch n.Kind {
	case document.Null:
		return nil
	case document.Bool:
		return n.Value == "true"
	case document.Number:
		if i, ok := n.Int(); ok && !strings.ContainsAny(n.Value, ".eE") {
			return i
		}
		f, _ := n.Float()
		return f
	case document.String:
		return n.Value
	case document.Array:
		out := make([]any, len(n.Items))
		for i, it := range n.Items {
			out[i] = toValue(it)
		}
		return out
	default:
		out := make(map[string]any, len(n.Fields))
		for _, f := range n.Fields {
			out[f.Key] = toValue(f.Value)
		}
		return out
	}
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

func boolOr(p *bool, def bool) bool {
	if p == nil {
		return def
	}
	return *p
}
