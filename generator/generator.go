// Package generator runs sdkgen's pipeline on a spec and an sdkgen.yml: parse both, apply the config's spec
// transforms and methods' request_body and response, load the spec, fill in the config's spec-dependent defaults,
// build the IR with every diagnostic, and generate targets from the IR.
//
// It knows nothing of GitHub: the CLI and the service call it the same way.
package generator

import (
	"context"
	"crypto/md5"
	"encoding/hex"
	"errors"

	"github.com/sdkgen/sdkgen/generator/build"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
	"github.com/sdkgen/sdkgen/generator/transform"
)

// Input is a spec and an sdkgen.yml as read, with the names diagnostics use for them.
type Input struct {
	SpecFile   string
	Spec       []byte
	ConfigFile string
	Config     []byte
}

// Result is everything a run produced. API is nil when a fatal problem stopped the run.
type Result struct {
	API         *ir.API
	Config      *config.Config
	Spec        *spec.Document
	Diagnostics diag.List
	// Sources maps file names to their bytes, for diagnostic excerpts.
	Sources map[string][]byte
}

// OK reports whether the run has no error or fatal diagnostic (ignored ones aside).
func (r *Result) OK() bool { return r.API != nil && !r.Diagnostics.HasErrors() }

// Load runs every stage up to the IR. It always returns a Result; its diagnostics say what went wrong.
func Load(ctx context.Context, in Input) *Result {
	c := &diag.Collector{}
	res := &Result{Sources: map[string][]byte{in.SpecFile: in.Spec, in.ConfigFile: in.Config}}
	defer func() {
		res.Diagnostics = c.List()
		if res.Config != nil {
			res.Diagnostics.ApplyIgnores(IgnoreRules(res.Config))
		}
	}()

	cfg := config.Load(in.ConfigFile, in.Config, c)
	res.Config = cfg
	root := parseSpec(in, c)
	if root == nil || ctx.Err() != nil {
		return res
	}
	if cfg != nil && len(cfg.OpenAPI.Transforms) > 0 {
		transform.Apply(root, cfg.OpenAPI.Transforms, c)
	}
	transform.MethodSchemas(root, cfg, c)
	c.Spec.Root = root
	doc := spec.Load(in.SpecFile, root, c)
	res.Spec = doc
	if doc == nil || cfg == nil || ctx.Err() != nil {
		return res
	}
	config.ApplySpec(cfg, doc, c)
	res.API = build.Build(cfg, doc, c, build.Options{SpecHash: md5Hex(in.Spec), ConfigHash: md5Hex(in.Config)})
	return res
}

// parseSpec reads the spec bytes into a tree, reporting a syntax error as fatal.
func parseSpec(in Input, c *diag.Collector) *document.Node {
	c.Spec = &diag.Source{File: in.SpecFile, Data: in.Spec}
	root, _, err := document.Parse(in.SpecFile, in.Spec, document.SpecLimits)
	if err != nil {
		var se *document.SyntaxError
		if errors.As(err, &se) {
			c.Add(diag.FromSyntaxError(diag.SpecSyntax, se))
		} else {
			c.Add(diag.Diagnostic{Code: diag.SpecSyntax, Level: diag.Fatal, Message: err.Error(), File: in.SpecFile})
		}
		return nil
	}
	c.Spec.Root = root
	return root
}

// IgnoreRules converts diagnostics.ignored into the rules diag applies.
func IgnoreRules(cfg *config.Config) []diag.IgnoreRule {
	var rules []diag.IgnoreRule
	for _, e := range cfg.Diagnostics.Ignored.Entries {
		if e.Value == nil {
			continue
		}
		rule := diag.IgnoreRule{Code: diag.Code(e.Key)}
		if !e.Value.All {
			for _, p := range e.Value.Places {
				if p.Target != "" {
					rule.Targets = append(rule.Targets, p.Target)
				}
				if p.Location != "" {
					rule.Locations = append(rule.Locations, p.Location)
				}
			}
			if len(rule.Targets) == 0 && len(rule.Locations) == 0 {
				continue // an empty list ignores nothing
			}
		}
		rules = append(rules, rule)
	}
	return rules
}

func md5Hex(b []byte) string {
	sum := md5.Sum(b)
	return hex.EncodeToString(sum[:])
}
