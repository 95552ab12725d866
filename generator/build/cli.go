package build

import (
	"slices"
	"strings"

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

// javaCoverage warns about the methods the JVM targets leave out when they are configured: java by the rule of
// targets/java sendable (form and multipart bodies must be an object whose properties are the method's params,
// multipart files becoming MultipartField setters beside them; text and binary bodies a value passed whole), kotlin
// every body that is not JSON.
func (b *builder) javaCoverage() {
	if java := b.cfg.Targets.Java; java != nil && !java.Skip {
		b.bodyCoverage("java", "Java", diag.JavaMethodLeftOut, javaBodyGap)
	}
	if kotlin := b.cfg.Targets.Kotlin; kotlin != nil && !kotlin.Skip {
		b.bodyCoverage("kotlin", "Kotlin", diag.KotlinMethodLeftOut, kotlinBodyGap)
	}
}

// bodyCoverage warns with code about each method of lang whose request body gap describes as not sent.
func (b *builder) bodyCoverage(lang, title string, code diag.Code, gap func(*ir.Body) string) {
	var walk func(r *ir.Resource)
	walk = func(r *ir.Resource) {
		if !inLanguage(r.Skip, r.Only, lang) {
			return
		}
		for _, m := range r.Methods {
			if m.Kind != "http" || m.IsSkipped(lang) || m.Body == nil {
				continue
			}
			if why := gap(m.Body); why != "" {
				b.c.AtConfig(code, b.methodPtr[m], "%s is left out of the %s SDK: %s", m.Call, title, why)
			}
		}
		for _, s := range r.Subresources {
			walk(s)
		}
	}
	walk(b.api.Root)
}

// javaBodyGap says why the Java SDK cannot send a request body, "" when it can.
func javaBodyGap(body *ir.Body) string {
	switch body.Encoding {
	case "json":
		return ""
	case "form", "multipart":
		if !body.Flattened {
			return "the java target sends " + body.Encoding + " bodies whose properties are the method's params only, not a body passed whole (body_param_name)"
		}
	case "text", "binary":
		if body.Flattened || body.Type == nil {
			return "the java target sends " + body.Encoding + " bodies passed whole only"
		}
	default:
		return "the java target does not send " + body.Encoding + " request bodies"
	}
	return ""
}

// kotlinBodyGap is why the kotlin target cannot send a body: the same bodies as the java target's.
func kotlinBodyGap(body *ir.Body) string {
	return strings.Replace(javaBodyGap(body), "the java target", "the kotlin target", 1)
}

// inLanguage reports whether skip and only lists keep something in a language.
func inLanguage(skip, only []string, lang string) bool {
	return !slices.Contains(skip, lang) && (len(only) == 0 || slices.Contains(only, lang))
}
