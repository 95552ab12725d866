package kotlin

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// reservedClassNames are simple names generated files use unqualified (Kotlin's built-in types, the runtime's
// classes, and the members every generated class declares): a class of the API with one of these names would
// shadow them, so it gets "Model" after its name instead. List and Map are not among them: a file that declares a
// class of that name (SearchForStopListResponse.Data.List, as the published Kotlin SDKs name it) spells Kotlin's
// kotlin.collections.List instead (collection).
var reservedClassNames = wordSet("Any Array Boolean Byte Char Comparable Decoder Decoders Double Duration Enum Error " +
	"Exception Float Flow Headers HttpMethod HttpResponseFor Int JsonArray JsonBoolean JsonField JsonMissing JsonModel " +
	"JsonNull JsonNumber JsonObject JsonString JsonValue KnownValue LocalDate Long Nothing Number " +
	"OffsetDateTime Page PageAsync PageScheme Pair QueryEncoder QueryParams RequestOptions Result Sequence Set Short " +
	"StreamResponse String Throwable Triple Unit Builder Known Companion ClientOptions EventRule Test T")

// reservedMembers are the functions every generated class has: a property whose accessor would be one of them
// gets "_" after its name.
var reservedMembers = wordSet("builder toBuilder validate toJson equals hashCode toString fromJson decoder known " +
	"additionalProperties putAdditionalProperty build none of asString asLong asDouble asBoolean")

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[w] = true
	}
	return out
}

// names turns canonical IR words into Kotlin identifiers.
type names struct{ namer *naming.Namer }

func newNames(casings []ir.Casing) names {
	off := false
	all := make([]ir.Casing, 0, len(casings)+40)
	for _, w := range naming.DefaultInitialisms() {
		all = append(all, ir.Casing{Term: w, Initialism: &off})
	}
	return names{naming.New(append(all, casings...))}
}

// class is a class name: Pascal case, a letter first, never one of reservedClassNames.
func (n names) class(words string) string {
	s := n.namer.Pascal(words)
	if s == "" {
		s = "Model"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "N" + s
	}
	if reservedClassNames[s] {
		s += "Model"
	}
	return s
}

// member is a property, function or parameter name: camel case, Kotlin keywords escaped, never one of the
// generated classes' own members.
func (n names) member(words string) string {
	s := n.namer.Safe("kotlin", n.namer.Camel(words))
	if s == "" || s == "_" {
		s = "value_"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "_" + s
	}
	if reservedMembers[s] {
		s += "_"
	}
	return s
}

// constant is an enum constant: upper snake case, a letter or underscore first.
func (n names) constant(words string) string {
	s := n.namer.ScreamingSnake(words)
	if s == "" {
		s = "EMPTY"
	}
	if s[0] >= '0' && s[0] <= '9' {
		s = "_" + s
	}
	if s == "KNOWN" || s == "COMPANION" {
		s += "_"
	}
	return s
}

// resourcePackage is the package segment of a resource path: lower case letters and digits.
func (n names) resourcePackage(path string) string {
	var parts []string
	for _, p := range strings.Split(path, ".") {
		s := strings.ToLower(n.namer.Pascal(p))
		if s == "" {
			continue
		}
		if s[0] >= '0' && s[0] <= '9' {
			s = "_" + s
		}
		parts = append(parts, n.namer.Safe("kotlin", s))
	}
	return strings.Join(parts, ".")
}

// kotlinString is a Kotlin string literal: escapes quotes, backslashes, dollar signs and control characters.
func kotlinString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '$':
			b.WriteString(`\$`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x2028 || r == 0x2029:
			b.WriteString(`\u` + hex4(r))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func hex4(r rune) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[(r>>12)&0xf], digits[(r>>8)&0xf], digits[(r>>4)&0xf], digits[r&0xf]})
}

// comment is spec text as // line comments: ktfmt reflows KDoc but keeps line comments as written, so the
// generated code stays formatted whatever the spec says; no line of the text can end the comment early.
func comment(indent, text string) string {
	text = strings.TrimSpace(text)
	if text == "" {
		return ""
	}
	text = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u2028", "\n", "\u2029", "\n", "\u0085", "\n").Replace(text)
	var b strings.Builder
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimRight(l, " \t")
		if l == "" {
			b.WriteString(indent + "//\n")
			continue
		}
		for _, w := range wrapWords(l, maxWidth-len(indent)-3) {
			b.WriteString(indent + "// " + w + "\n")
		}
	}
	return b.String()
}

// wrapWords breaks a line at spaces into lines of at most width characters, as ktfmt wraps long comments; a word
// longer than width stays whole on its own line.
func wrapWords(line string, width int) []string {
	if len(line) <= width {
		return []string{line}
	}
	var out []string
	cur := ""
	for _, w := range strings.Fields(line) {
		switch {
		case cur == "":
			cur = w
		case len(cur)+1+len(w) <= width:
			cur += " " + w
		default:
			out = append(out, cur)
			cur = w
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}
