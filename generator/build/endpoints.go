package build

import (
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// endpointCoverage checks unspecified_endpoints against the spec and resources, and warns about spec endpoints
// that neither place mentions: those are not generated, so a new endpoint never ships unnoticed.
func (b *builder) endpointCoverage() {
	b.unspecifiedEndpoints()
	b.mappedTwice()
	configured := b.configuredEndpoints()
	slices.Sort(configured)
	for _, op := range b.doc.Operations {
		ep := op.Endpoint()
		if len(b.mapped[ep]) > 0 || b.unspecified[ep] || !slices.Contains(spec.ConfigurableMethods, op.Method) || op.Extensions["x-sdkgen-skip"].IsTrue() {
			continue
		}
		hint := ""
		if closest := closestEndpoint(ep, configured); closest != "" {
			hint = "; the closest configured endpoint is `" + closest + "`"
		}
		b.c.AtSpec(diag.EndpointNotConfigured, op.Pointer, "endpoint `%s` is in neither resources nor unspecified_endpoints, so it is not generated%s", ep, hint)
	}
}

// operations lists every operation of the spec in document order, for the IR.
func (b *builder) operations() {
	for _, op := range b.doc.Operations {
		b.api.Operations = append(b.api.Operations, op.Endpoint())
	}
}

func (b *builder) unspecifiedEndpoints() {
	for i, raw := range b.cfg.UnspecifiedEndpoints {
		ep := normalizeEndpoint(raw)
		ptr := document.Pointer("/unspecified_endpoints").Index(i)
		if !validEndpoint(ep) {
			continue // sdkgen.yml checks report the form
		}
		if b.doc.Endpoint(ep) == nil {
			b.c.AtConfig(diag.EndpointNotSpecified, ptr, "unspecified_endpoints lists `%s`, which is not in the spec%s", ep, b.endpointHint(ep))
			continue
		}
		b.unspecified[ep] = true
		if methods := b.mapped[ep]; len(methods) > 0 {
			b.c.AtConfig(diag.EndpointBothSpecified, ptr, "`%s` is listed in unspecified_endpoints but `%s` configures it; it is still generated", ep, methods[0].Call)
			continue
		}
		b.c.AtConfig(diag.EndpointIsIgnored, ptr, "`%s` is not generated (unspecified_endpoints)", ep)
	}
}

// mappedTwice notes endpoints that several http methods map (allowed, and sometimes meant: a convenience alias in
// another resource).
func (b *builder) mappedTwice() {
	for _, ep := range sortedKeys(b.mapped) {
		methods := b.mapped[ep]
		if len(methods) < 2 {
			continue
		}
		calls := make([]string, len(methods))
		for i, m := range methods {
			calls[i] = m.Call
		}
		b.c.AtConfigKey(diag.EndpointMappedTwice, b.methodPtr[methods[1]], "`%s` is mapped by %s", ep, strings.Join(calls, " and "))
	}
}

// closestEndpoint picks the configured endpoint sharing the longest path prefix (then verb) with ep. It is linear
// per endpoint, unlike edit distance, which matters for specs with a thousand unconfigured endpoints.
func closestEndpoint(ep string, configured []string) string {
	verb, path, _ := strings.Cut(ep, " ")
	best, bestScore := "", 0
	for _, c := range configured {
		cverb, cpath, _ := strings.Cut(c, " ")
		score := 2 * commonPrefix(path, cpath)
		if cverb == verb {
			score++
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	if bestScore < 4 {
		return ""
	}
	return best
}

func commonPrefix(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
