package initconfig

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/sdkgen/sdkgen/generator/naming"
)

// Words and casing come from generator/naming, the same rules the IR builder and the targets use; init adds only
// what config keys need beyond them: no leading digits, and unique names.

// splitWords breaks an identifier-ish string into lower-case words.
func splitWords(s string) []string { return naming.Split(s) }

var digitNames = [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// snake returns s as a snake_case identifier that never starts with a digit (leading digits are spelled out,
// since every target language forbids them). It returns "" when s has no letters or digits at all.
func snake(s string) string {
	return identifier(strings.Join(naming.Split(s), "_"))
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
		words = append(words, naming.Split(p)...)
	}
	return strings.ToUpper(identifier(strings.Join(words, "_")))
}

// singular returns the singular of an English word.
func singular(w string) string { return naming.New(nil).Singular(w) }

// looksPlural reports whether a word is an English plural (users, entries), not a singular that happens to end
// in s (status, address, analysis).
func looksPlural(w string) bool { return singular(w) != w }

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

// isWordRune reports whether r can be part of a word: an ASCII letter or digit.
func isWordRune(r rune) bool {
	return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r))
}
