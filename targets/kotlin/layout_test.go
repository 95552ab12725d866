package kotlin

import (
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
