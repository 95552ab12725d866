package config

import (
	"errors"
	"reflect"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// Load reads sdkgen.yml (YAML or JSON) and reports every problem it finds to c, each located at
// file:line:col. It returns nil only when the file cannot be parsed at all (Config/SyntaxError, or
// Config/DuplicateKey for a repeated key). Otherwise it returns the configuration even when there were errors:
// values that failed a check are left unset and the rest is kept, so later stages can report as much as
// possible in one run. Callers decide whether to go on with c.HasErrors().
//
// Only checks that need nothing but the file are done here; whatever needs the spec (endpoints exist, schema
// references resolve, auth schemes exist) is checked when the IR is built.
func Load(file string, data []byte, c *diag.Collector) *Config {
	src := &diag.Source{File: file, Data: data}
	c.Config = src
	root, _, err := document.Parse(file, data, document.ConfigLimits)
	if err != nil {
		c.Add(syntaxDiagnostic(file, err))
		return nil
	}
	src.Root = root
	r := newReporter(c, file, root)
	cfg := &Config{}
	if root.Kind != document.Object {
		r.atValue(diag.ConfigWrongType, "", "%s must be a mapping of keys (organization, environments, resources, ...), not %s", file, describeNode(root))
		return cfg
	}
	d := &decoder{reporter: r, reg: schemaRegistry()}
	d.decode(reflect.ValueOf(cfg).Elem(), root, "", rules{})
	d.applyLegacyPackages(cfg)
	checkEditions(r, cfg)
	runChecks(r, cfg)
	return cfg
}

// syntaxDiagnostic turns a parse failure into Config/SyntaxError (fatal) or Config/DuplicateKey. A failure with
// no position (the size limit) is put at the start of the file, so every diagnostic has a line.
func syntaxDiagnostic(file string, err error) diag.Diagnostic {
	var se *document.SyntaxError
	if !errors.As(err, &se) {
		se = &document.SyntaxError{File: file, Msg: err.Error()}
	}
	code := diag.ConfigSyntax
	if se.DuplicateKey {
		code = diag.ConfigDuplicateKey
	}
	d := diag.FromSyntaxError(code, se)
	d.File = file
	if d.Line == 0 {
		d.Line, d.Column = 1, 1
	}
	return d
}
