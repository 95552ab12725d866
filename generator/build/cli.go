package build

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/ir"
)

// cliCoverage warns about the methods the command-line tool cannot have, when the cli target is configured: it
// calls the Go SDK, so a method left out of Go has no command, and a webhook_unwrap method makes no request.
func (b *builder) cliCoverage() {
	cli := b.cfg.Targets.CLI
	if cli == nil || cli.Skip {
		return
	}
	var walk func(r *ir.Resource, inGo bool)
	walk = func(r *ir.Resource, inGo bool) {
		if !inLanguage(r.Skip, r.Only, "cli") {
			return
		}
		inGo = inGo && inLanguage(r.Skip, r.Only, "go")
		for _, m := range r.Methods {
			if m.IsSkipped("cli") {
				continue
			}
			switch {
			case m.Kind != "http":
				b.c.AtConfig(diag.CLIMethodLeftOut, b.methodPtr[m], "%s has no CLI command: a %s method makes no request", m.Call, m.Kind)
			case !inGo || m.IsSkipped("go"):
				b.c.AtConfig(diag.CLIMethodLeftOut, b.methodPtr[m], "%s has no CLI command: the CLI calls the Go SDK, which leaves it out (skip or only)", m.Call)
			}
		}
		for _, s := range r.Subresources {
			walk(s, inGo)
		}
	}
	walk(b.api.Root, true)
}

// javaCoverage warns about the methods the java target leaves out when it is configured: it sends JSON request
// bodies only so far (targets/java jsonOrNoBody), so form, multipart, binary and text bodies have no method yet.
func (b *builder) javaCoverage() {
	if java := b.cfg.Targets.Java; java != nil && !java.Skip {
		b.bodyCoverage("java", "Java", diag.JavaMethodLeftOut)
	}
	if kotlin := b.cfg.Targets.Kotlin; kotlin != nil && !kotlin.Skip {
		b.bodyCoverage("kotlin", "Kotlin", diag.KotlinMethodLeftOut)
	}
}

// bodyCoverage warns with code about each method of lang whose request body is not JSON.
func (b *builder) bodyCoverage(lang, title string, code diag.Code) {
	var walk func(r *ir.Resource)
	walk = func(r *ir.Resource) {
		if !inLanguage(r.Skip, r.Only, lang) {
			return
		}
		for _, m := range r.Methods {
			if m.Kind == "http" && !m.IsSkipped(lang) && m.Body != nil && m.Body.Encoding != "json" {
				b.c.AtConfig(code, b.methodPtr[m], "%s is left out of the %s SDK: the %s target does not send %s request bodies yet", m.Call, title, lang, m.Body.Encoding)
			}
		}
		for _, s := range r.Subresources {
			walk(s)
		}
	}
	walk(b.api.Root)
}

// inLanguage reports whether skip and only lists keep something in a language.
func inLanguage(skip, only []string, lang string) bool {
	return !slices.Contains(skip, lang) && (len(only) == 0 || slices.Contains(only, lang))
}
