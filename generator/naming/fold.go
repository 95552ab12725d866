package naming

import (
	"strings"
	"unicode/utf8"
)

// Latin letters with diacritics, U+00C0 to U+017F, as the ASCII letter they are usually written as; '.' marks a
// symbol (× ÷) and '?' a letter written with two (see foldPairs).
const (
	latinFold = "AAAAAA?CEEEEIIIIDNOOOOO.OUUUUY??aaaaaa?ceeeeiiiidnooooo.ouuuuy?y" + // U+00C0
		"AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIi??JjKkkLlLlLlLlLlNnNnNnnNn" + // U+0100
		"OoOoOo??RrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs" // U+014C
	foldFirst  = 0xC0
	foldBeyond = 0x180
)

var foldPairs = map[rune]string{
	'Æ': "AE", 'Þ': "TH", 'ß': "ss", 'æ': "ae", 'þ': "th", 'Ĳ': "IJ", 'ĳ': "ij", 'Œ': "OE", 'œ': "oe",
}

// foldLatin writes Latin letters with diacritics in ASCII ("café" gives cafe, "Straße" gives Strasse) and leaves
// every other character, so the splitter can treat what is still non-ASCII as a separator.
func foldLatin(s string) string {
	if isASCII(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r < foldFirst || r >= foldBeyond {
			b.WriteRune(r)
			continue
		}
		c := latinFold[r-foldFirst]
		switch c {
		case '?':
			b.WriteString(foldPairs[r])
		case '.':
			b.WriteByte(' ')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
