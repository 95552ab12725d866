package sql

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Banner starts every generated SQL file.
const Banner = "-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details."

// extension writes the control file, the install script (sql/<ext>.sql, which make copies to <ext>--<version>.sql
// with the control file's version, so a release bumps the version in one place) and the upgrade script that brings
// any earlier version to it (scripts/build names a copy after each released version).
func (g *gen) extension() error {
	if err := g.add(g.ext+".control", g.control()); err != nil {
		return err
	}
	body := g.installBody()
	install := g.header() + fmt.Sprintf("\\echo Use \"CREATE EXTENSION %s\" to load this file. \\quit\n\n", g.ext) +
		fmt.Sprintf("-- The schema is a member of the extension: DROP EXTENSION drops it with everything in it.\nCREATE SCHEMA %s;\n\n", quoteIdent(g.ext)) +
		body
	if err := g.add("sql/"+g.ext+".sql", install); err != nil {
		return err
	}
	upgrade := g.header() + fmt.Sprintf("\\echo Use \"ALTER EXTENSION %s UPDATE\" to load this file. \\quit\n\n", g.ext) +
		g.dropMembers() + "\n" + body
	return g.add("sql/upgrade.sql", upgrade)
}

// header is the comment every SQL file starts with: settings.file_header, then the generated-file note.
func (g *gen) header() string {
	var lines []string
	if h := strings.TrimSpace(g.api.Settings.FileHeader); h != "" {
		for _, l := range strings.Split(strings.ReplaceAll(h, "\r", "\n"), "\n") {
			lines = append(lines, strings.TrimRight("-- "+l, " "))
		}
	}
	return strings.Join(append(lines, Banner), "\n") + "\n"
}

func (g *gen) control() string {
	return fmt.Sprintf(`# %[1]s extension: calls the %[2]s API from SQL through its Python SDK.
comment = 'Calls the %[2]s API from SQL through its Python SDK'
default_version = '%[3]s' # x-release-please-version
relocatable = false
requires = 'plpython3u'
superuser = true
trusted = false
`, g.ext, g.title(), Version)
}

// installBody is the install script after its header: the enum domains, the composite types, the runtime function
// and one function per method (and per jsonb twin).
func (g *gen) installBody() string {
	var b strings.Builder
	b.WriteString(g.domainSQL())
	b.WriteString(g.compositeSQL())
	b.WriteString(g.runtimeSQL())
	for _, f := range g.funcs {
		b.WriteString("\n")
		b.WriteString(g.functionSQL(f))
	}
	return b.String()
}

// runtimeSQL is <schema>._sdkgen_runtime(): the hand-written runtime after the configuration it reads, kept in the
// session's PL/Python GD under runtimeKey.
func (g *gen) runtimeSQL() string {
	return fmt.Sprintf(`CREATE FUNCTION %s()
RETURNS void
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS %s
CONFIG = %s
%s
GD[%s] = Runtime(plpy, CONFIG)
%s;
COMMENT ON FUNCTION %s() IS 'Loads the PL/Python runtime the API functions share in this session.';
`, g.qualified("_sdkgen_runtime"), bodyQuote, g.runtimeConfig(), strings.TrimSpace(runtimePy), pyString(g.runtimeKey()), bodyQuote,
		g.qualified("_sdkgen_runtime"))
}

// setting is a GUC the runtime reads into a client keyword argument.
type setting struct {
	guc, kwarg, kind string
	secret           bool
	option           *ir.ClientOption
}

// settings are the GUCs: <ext>.base_url, .timeout, .max_retries and one per client option.
func (g *gen) settings() []setting {
	out := []setting{
		{guc: g.ext + ".base_url", kwarg: "base_url", kind: "string"},
		{guc: g.ext + ".timeout", kwarg: "timeout", kind: "number"},
		{guc: g.ext + ".max_retries", kwarg: "max_retries", kind: "integer"},
	}
	used := map[string]bool{"base_url": true, "timeout": true, "max_retries": true}
	for _, o := range g.api.ClientOptions {
		kwarg, ok := g.sdk.Options[o]
		if !ok {
			continue
		}
		out = append(out, setting{
			guc: g.ext + "." + claim(used, identifier(kwarg)), kwarg: kwarg, kind: o.Type,
			secret: o.AuthScheme != "" || o.AuthRole != "", option: o,
		})
	}
	return out
}

// runtimeConfig is the CONFIG literal: identifiers and escaped strings only.
func (g *gen) runtimeConfig() string {
	var settings, secrets []string
	for _, s := range g.settings() {
		settings = append(settings, fmt.Sprintf("(%s, %s, %s),", pyString(s.guc), pyString(s.kwarg), pyString(s.kind)))
		if s.secret {
			secrets = append(secrets, pyString(s.kwarg)+",")
		}
	}
	return fmt.Sprintf("{'package': %s, 'client': %s, 'title': %s, 'settings': (%s), 'secrets': (%s)}",
		pyString(g.sdk.Package), pyString(g.sdk.Client), pyString(g.title()), strings.Join(settings, " "), strings.Join(secrets, " "))
}

// dropMembers drops every function, then every type and domain, of the installed version: the upgrade script then
// creates this version's. The extension keeps no data, so nothing is lost; a type that a user's table uses makes
// the upgrade fail (no CASCADE) rather than drop the user's column.
func (g *gen) dropMembers() string {
	return fmt.Sprintf(`DO %[2]s
DECLARE
  member record;
BEGIN
  FOR member IN
    SELECT d.classid, d.objid
    FROM pg_catalog.pg_depend d
    JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid
    WHERE d.refclassid = 'pg_catalog.pg_extension'::pg_catalog.regclass AND d.deptype = 'e' AND e.extname = %[1]s
      AND d.classid IN ('pg_catalog.pg_proc'::pg_catalog.regclass, 'pg_catalog.pg_type'::pg_catalog.regclass)
    ORDER BY d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass DESC, d.objid
  LOOP
    IF member.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass THEN
      EXECUTE pg_catalog.format('DROP FUNCTION %%s', member.objid::pg_catalog.regprocedure);
    ELSIF (SELECT t.typtype FROM pg_catalog.pg_type t WHERE t.oid = member.objid) = 'd' THEN
      EXECUTE pg_catalog.format('DROP DOMAIN %%s', member.objid::pg_catalog.regtype);
    ELSE
      EXECUTE pg_catalog.format('DROP TYPE %%s', member.objid::pg_catalog.regtype);
    END IF;
  END LOOP;
END
%[2]s;
`, sqlString(g.ext), bodyQuote)
}
