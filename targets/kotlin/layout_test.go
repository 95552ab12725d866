package kotlin

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestLayoutAsKtfmt: the layouts ktfmt (--kotlinlang-style) gives the constructs the emitter breaks itself, at the
// indents of classes nested by position (imagekit's unions five levels deep).
func TestLayoutAsKtfmt(t *testing.T) {
	deep := strings.Repeat("    ", 7)
	conds := []string{"string() == null", "number() == null", "boolean() == null", "mixed() == null"}
	cases := []struct{ name, got, want string }{
		{"if on one line", ifAll("        ", conds),
			"        if (string() == null && number() == null && boolean() == null && mixed() == null) {"},
		{"condition inside the parentheses", ifAll(strings.Repeat(" ", 20), conds),
			strings.Repeat(" ", 20) + "if (\n" + strings.Repeat(" ", 24) + strings.Join(conds, " && ") + "\n" + strings.Repeat(" ", 20) + ") {"},
		{"one operand a line", ifAll(deep+"    ", conds),
			deep + "    if (\n" + deep + "        string() == null &&\n" + deep + "            number() == null &&\n" + deep +
				"            boolean() == null &&\n" + deep + "            mixed() == null\n" + deep + "    ) {"},
	}
	head, body, end := applyOpen(deep, "fun addStopRouteDirectionSchedule(stopRouteDirectionSchedule: Schedule)")
	cases = append(cases, struct{ name, got, want string }{"apply with its parameter broken",
		head + "|" + body + "|" + end,
		deep + "fun addStopRouteDirectionSchedule(\n" + deep + "    stopRouteDirectionSchedule: Schedule\n" + deep + ") = apply {|" + deep + "    |" + deep + "}"})
	head, body, end = applyOpen("        ", "fun additionalProperties(additionalProperties: Map<String, JsonValue>)")
	cases = append(cases, struct{ name, got, want string }{"apply on one line", head + "|" + body + "|" + end,
		"        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {|            |        }"})
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s:\n got: %q\nwant: %q", c.name, c.got, c.want)
		}
	}
}

// TestChainAndAssignmentLayoutAsKtfmt: ktfmt's layouts (0.64, --kotlinlang-style) of call chains and assignments
// that do not fit: a chain of two calls or more goes one call a line after its receiver; a right side that fits
// after `=` goes there; a class name with one call (Outer.Inner.builder()) or a name's one call is no chain.
func TestChainAndAssignmentLayoutAsKtfmt(t *testing.T) {
	in := "        "
	chain := "client.data().observations().geo().recent().notable().withRawResponse().list"
	long := strings.Repeat("x", 82)
	cases := []struct{ name, got, want string }{
		{"chain that fits", newCall("client.data().list", "params.build()").render(in, "", ""),
			in + "client.data().list(params.build())"},
		{"chain after the break at =", newCall("client.data().observations().geo().recent().withRawResponse().list",
			"params.build()").assign("    ", "val response ="),
			"    val response =\n        client.data().observations().geo().recent().withRawResponse().list(params.build())"},
		{"chain one call a line", newCall(chain, "params.build()").assign(in, "val response ="),
			in + "val response =\n" + in + "    client\n" +
				in + "        .data()\n" + in + "        .observations()\n" + in + "        .geo()\n" + in + "        .recent()\n" +
				in + "        .notable()\n" + in + "        .withRawResponse()\n" + in + "        .list(params.build())"},
		{"chain whose last call breaks", newCall("client.accounts().list", "params.build()", long).render("    ", "", ""),
			"    client\n        .accounts()\n        .list(\n            params.build(),\n            " + long + ",\n        )"},
		{"one call is no chain", newCall("params.body", "params.build()", long).render("    ", "", ""),
			"    params.body(\n        params.build(),\n        " + long + ",\n    )"},
		{"class name and builder after =", newCall("FileUploadParams.Transformation.Post.SimplePostTransformation.builder").
			assign(in, "val simplePostTransformation ="),
			in + "val simplePostTransformation =\n" + in + "    FileUploadParams.Transformation.Post.SimplePostTransformation.builder()"},
		{"chain in a lambda", lambdaCall(in, "assertThrows<IllegalArgumentException>", newCall(chain, "params.build()")),
			in + "assertThrows<IllegalArgumentException> {\n" + in + "    client\n" + in + "        .data()\n" +
				in + "        .observations()\n" + in + "        .geo()\n" + in + "        .recent()\n" + in + "        .notable()\n" +
				in + "        .withRawResponse()\n" + in + "        .list(params.build())\n" + in + "}"},
		{"expression joined to the broken return type", exprFun("    ",
			"override fun withRawResponse(): AcmeInterplanetaryLogisticsPlatformSdkClientAsync.WithRawResponse", "withRawResponse"),
			"    override fun withRawResponse():\n        AcmeInterplanetaryLogisticsPlatformSdkClientAsync.WithRawResponse = withRawResponse"},
		{"one constructor parameter on its own line", classLine("",
			"class AcmeInterplanetaryLogisticsPlatformSdkClientAsyncImpl(private val clientOptions: ClientOptions)",
			"AcmeInterplanetaryLogisticsPlatformSdkClientAsync", false),
			"class AcmeInterplanetaryLogisticsPlatformSdkClientAsyncImpl(\n    private val clientOptions: ClientOptions\n) : AcmeInterplanetaryLogisticsPlatformSdkClientAsync {"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s:\n got: %q\nwant: %q", c.name, c.got, c.want)
		}
	}
}

// TestRuntimeLinesFitAnyPrefix: the runtime's API-specific class names take the API's prefix, so no runtime line may
// pass ktfmt's 100 columns once Sdkgen becomes a prefix of 30 characters (ktfmt would then break it differently).
func TestRuntimeLinesFitAnyPrefix(t *testing.T) {
	runtimePrefix := regexp.MustCompile(`Sdkgen([A-Z])`)
	prefix := strings.Repeat("P", 30)
	err := filepath.WalkDir("runtime", func(path string, d fs.DirEntry, err error) error {
		if err != nil || !strings.HasSuffix(path, ".kt") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			if long := runtimePrefix.ReplaceAllString(line, prefix+"$1"); len(long) > maxWidth && long != line {
				t.Errorf("%s:%d: %d columns with a %d-character prefix", path, i+1, len(long), len(prefix))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestCopyFromQualifiesTheParameterName: a builder's from(model) copying a field named model must assign the
// builder's field, not the parameter (imagekit's Exif.Image has a field "model").
func TestCopyFromQualifiesTheParameterName(t *testing.T) {
	for _, c := range []struct{ field, src, want string }{
		{"make", "model", "make = model.make"},
		{"model", "model", "this.model = model.model"},
		{"params", "params", "this.params = params.params"},
	} {
		if got := copyFrom(c.field, c.src); got != c.want {
			t.Errorf("copyFrom(%q, %q) = %q, want %q", c.field, c.src, got, c.want)
		}
	}
}
