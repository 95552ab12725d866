package initconfig

import (
	"strconv"
	"strings"
	"unicode"
)

// The naming package renders final identifiers for each language; init only needs canonical snake_case words
// for config keys, so it keeps these few helpers local rather than depend on naming's exact word rules.

// splitWords breaks an identifier-ish string into lower-case words at punctuation, at lower-to-upper changes
// (listPets) and before the last capital of an upper-case run (HTTPServer). Digits stay with their word (v2).
func splitWords(s string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	runes := []rune(s)
	for i, r := range runes {
		if !isWordRune(r) {
			flush()
			continue
		}
		if i > 0 && len(cur) > 0 && unicode.IsUpper(r) && startsNewWord(runes, i) {
			flush()
		}
		cur = append(cur, r)
	}
	flush()
	return words
}

// startsNewWord reports whether the capital at i begins a word: after a lower-case letter or digit, or as the
// last capital of an upper-case run followed by a lower-case letter.
func startsNewWord(runes []rune, i int) bool {
	prev := runes[i-1]
	if unicode.IsLower(prev) || unicode.IsDigit(prev) {
		return true
	}
	return unicode.IsUpper(prev) && i+1 < len(runes) && unicode.IsLower(runes[i+1])
}

func isWordRune(r rune) bool {
	return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

var digitNames = [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// snake returns s as a snake_case identifier: ASCII letters, digits and underscores, never starting with a
// digit (leading digits are spelled out, since every target language forbids them). It returns "" when s has no
// letters or digits at all.
func snake(s string) string {
	return identifier(strings.Join(splitWords(s), "_"))
}

// identifier spells out the leading digits of a snake_case name: 3ds -> three_ds.
func identifier(name string) string {
	if name == "" || !unicode.IsDigit(rune(name[0])) {
		return name
	}
	var parts []string
	i := 0
	for i < len(name) && unicode.IsDigit(rune(name[i])) {
		parts = append(parts, digitNames[name[i]-'0'])
		i++
	}
	rest := strings.TrimLeft(name[i:], "_")
	if rest != "" {
		parts = append(parts, rest)
	}
	return strings.Join(parts, "_")
}

// upperSnake returns an environment-variable style name: ACME_API_KEY.
func upperSnake(parts ...string) string {
	var words []string
	for _, p := range parts {
		words = append(words, splitWords(p)...)
	}
	return strings.ToUpper(identifier(strings.Join(words, "_")))
}

// singular turns a plural English word into its singular with the common suffix rules. It only needs to be good
// enough to recognise a resource's own name inside an operationId.
func singular(w string) string {
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"):
		return w[:len(w)-2]
	case looksPlural(w):
		return w[:len(w)-1]
	}
	return w
}

// looksPlural reports whether a word ends like an English plural (users, entries), not like a singular that
// happens to end in s (status, address, analysis).
func looksPlural(w string) bool {
	if len(w) < 3 || !strings.HasSuffix(w, "s") {
		return false
	}
	for _, end := range []string{"ss", "us", "is", "ics", "news"} {
		if strings.HasSuffix(w, end) {
			return false
		}
	}
	return true
}

// uniqueName returns base, or base_2, base_3 ... whichever taken does not hold yet.
func uniqueName(base string, taken map[string]bool) string {
	if !taken[base] {
		return base
	}
	for i := 2; ; i++ {
		candidate := base + "_" + strconv.Itoa(i)
		if !taken[candidate] {
			return candidate
		}
	}
}
