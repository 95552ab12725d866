package golang

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// docText makes spec text safe inside // comments: only \n breaks lines (a CR, U+2028 or NEL would end a comment
// for some readers), control characters become spaces, and trailing spaces go.
func docText(s string) string {
	s = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u2028", "\n", "\u2029", "\n", "\u0085", "\n").Replace(s)
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n':
			b.WriteRune(r)
		case r == '\t':
			b.WriteString("  ")
		case r < 0x20 || r == 0x7f || r == utf8.RuneError || r == '\ufeff':
			b.WriteRune(' ')
		default:
			b.WriteRune(r)
		}
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// joinDoc joins non-empty paragraphs.
func joinDoc(parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, "\n\n")
}

// deprecationText is Go's "Deprecated: ..." paragraph, which tools recognise.
func deprecationText(d *ir.Deprecation) string {
	if d == nil {
		return ""
	}
	msg := d.Message
	if m := d.ByLang["go"]; m != "" {
		msg = m
	}
	if msg == "" {
		msg = "this is deprecated."
	}
	return "Deprecated: " + docText(msg)
}

// typeDoc is a type's doc comment text.
func typeDoc(t *ir.Type) string {
	return joinDoc(docText(firstNonEmpty(t.Description, t.Title)), deprecationText(t.Deprecated))
}

// propDoc is a property's doc comment text.
func propDoc(p *ir.Property) string {
	return joinDoc(docText(p.Description), deprecationText(p.Deprecated))
}

// writeDoc writes a declaration's doc comment: lead starts it when given (Go comments begin with the name).
func writeDoc(f *goFile, lead, doc string) {
	if text := joinDoc(lead, doc); text != "" {
		f.body.WriteString(comment(text))
	}
}

// writeFieldDoc writes a field's doc comment.
func writeFieldDoc(f *goFile, doc string) {
	if doc != "" {
		f.body.WriteString(comment(doc))
	}
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// goLiteral writes a JSON scalar as an untyped Go constant.
func goLiteral(v any) string {
	switch x := v.(type) {
	case string:
		return strconv.Quote(x)
	case bool:
		return strconv.FormatBool(x)
	case json.Number:
		return numberLiteral(string(x))
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e15 {
			return strconv.FormatInt(int64(x), 10)
		}
		return strconv.FormatFloat(x, 'g', -1, 64)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case nil:
		return "nil"
	}
	return strconv.Quote(fmt.Sprint(v))
}

// numberLiteral makes a JSON number a valid Go literal (Go has no leading + and no lone trailing dot).
func numberLiteral(s string) string {
	if _, err := strconv.ParseFloat(s, 64); err != nil {
		return "0"
	}
	return strings.TrimPrefix(s, "+")
}

// zeroLiteral is the zero value of a const's type, to compare against.
func zeroLiteral(v any) string {
	switch v.(type) {
	case string:
		return `""`
	case bool:
		return "false"
	}
	return "0"
}
