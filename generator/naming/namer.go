package naming

import (
	"cmp"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// defaultInitialisms are written in upper case in Pascal, camel and Capital names (CONFIG-REFERENCE §13).
var defaultInitialisms = []string{
	"3ds", "ach", "acl", "ai", "api", "ats", "cpu", "crm", "db", "dns", "e2e", "eeoc", "gb", "gpu", "hd", "hris",
	"html", "http", "https", "id", "ip", "iso", "jsonl", "kb", "kyb", "kyc", "lfs", "mb", "mp3", "mp4", "nft",
	"saml", "sdk", "sku", "sms", "ss", "ssh", "sso", "url",
}

// defaultNamer serves a nil *Namer. It is never modified.
var defaultNamer = New(nil)

// Namer spells names in every casing with one API's initialisms and custom casings. Build it with New; a nil
// *Namer behaves like New(nil). A Namer is never modified after New, so it is safe for concurrent use.
type Namer struct {
	initialisms map[string]bool
	phrases     map[string]*spelling // custom spellings by the words of their term joined with "_"
	longest     int                  // words in the longest custom term
	tokens      []token              // defaultTokens and the custom spellings Split would cut
	irregulars  []irregular          // custom singular/plural pairs in configuration order
}

// spelling is a custom casing's term in each style, all of them filled in.
type spelling struct {
	snake, pascal, camel, capital string
}

// irregular is a custom singular/plural pair, each side in words.
type irregular struct {
	singular, plural []string
}

// DefaultInitialisms returns the initialisms every Namer starts with, for a target whose language spells them as
// words (Java's Id, Url) to turn off with custom casings.
func DefaultInitialisms() []string { return append([]string(nil), defaultInitialisms...) }

// New returns a Namer with the default initialisms changed and the spellings added by casings (the API's
// custom_casings). Later entries win over earlier ones for the same term. nil gives the defaults.
//
// An entry's term is Term, or when that is empty its first non-empty spelling. Initialism true adds a
// one-word term to the initialisms and false removes it; a multi-word term marked true is written as one
// upper-case block ("a_b" as AB). A missing spelling is derived from the given ones (Pascal from Capital without
// spaces or from Camel; Camel from Pascal; Capital from Pascal with spaces between its words) or, with none given,
// from the default rules. Plural, when set, makes the entry and Plural an irregular singular/plural pair, and its
// own spellings are added as well.
func New(casings []ir.Casing) *Namer {
	n := &Namer{initialisms: make(map[string]bool), phrases: make(map[string]*spelling)}
	for _, w := range defaultInitialisms {
		n.initialisms[w] = true
	}
	for _, c := range casings {
		n.setInitialism(c)
		if c.Plural != nil {
			n.setInitialism(*c.Plural)
		}
	}
	tokens := make(map[string][]string)
	for _, t := range defaultTokens {
		tokens[t.text] = t.words
	}
	for _, c := range casings {
		singular := n.addSpelling(c, tokens)
		if c.Plural == nil {
			continue
		}
		if plural := n.addSpelling(*c.Plural, tokens); len(singular) > 0 && len(plural) > 0 {
			n.irregulars = append(n.irregulars, irregular{singular: singular, plural: plural})
		}
	}
	for text, words := range tokens {
		n.tokens = append(n.tokens, token{text: text, words: words})
	}
	n.tokens = sortTokens(n.tokens)
	return n
}

// or returns n, or the default Namer for a nil n.
func (n *Namer) or() *Namer {
	if n == nil {
		return defaultNamer
	}
	return n
}

// termWords returns the words of an entry's term.
func termWords(c ir.Casing) []string {
	return Split(cmp.Or(c.Term, c.Snake, c.Pascal, c.Camel, c.Capital))
}

func (n *Namer) setInitialism(c ir.Casing) {
	words := termWords(c)
	if c.Initialism == nil || len(words) != 1 {
		return
	}
	if *c.Initialism {
		n.initialisms[words[0]] = true
	} else {
		delete(n.initialisms, words[0])
	}
}

// addSpelling records the entry's spellings, and those Split would cut as tokens, and returns its term's words.
func (n *Namer) addSpelling(c ir.Casing, tokens map[string][]string) []string {
	words := termWords(c)
	if len(words) == 0 {
		return nil
	}
	var sp *spelling
	switch {
	case c.Snake != "" || c.Pascal != "" || c.Camel != "" || c.Capital != "":
		sp = n.derive(words, c)
	case c.Initialism != nil && *c.Initialism && len(words) > 1:
		block := strings.Join(words, "")
		sp = &spelling{snake: strings.Join(words, "_"), pascal: strings.ToUpper(block), camel: block}
		sp.capital = sp.pascal
	default:
		return words
	}
	n.phrases[strings.Join(words, "_")] = sp
	n.longest = max(n.longest, len(words))
	for _, text := range []string{sp.pascal, sp.camel, sp.capital} {
		if text != "" && isAlnumString(text) && !slices.Equal(Split(text), words) {
			tokens[text] = words
		}
	}
	return words
}

// derive fills in the spellings an entry leaves out.
func (n *Namer) derive(words []string, c ir.Casing) *spelling {
	sp := &spelling{
		snake:   cmp.Or(cleanSnake(c.Snake), strings.Join(words, "_")),
		pascal:  keepAlnum(c.Pascal),
		camel:   keepAlnum(c.Camel),
		capital: cleanCapital(c.Capital),
	}
	if sp.pascal == "" {
		sp.pascal = cmp.Or(keepAlnum(sp.capital), upperFirst(sp.camel), n.pascalWords(Split(sp.snake)))
	}
	pieces := cutLike(sp.pascal, words)
	if sp.camel == "" {
		sp.camel = strings.ToLower(pieces[0]) + strings.Join(pieces[1:], "")
	}
	if sp.capital == "" {
		sp.capital = strings.Join(pieces, " ")
	}
	return sp
}

// cutLike cuts an alphanumeric spelling into the term's words when it spells them letter for letter ("GraphQL"
// stays whole for the term graphql, "PaymentMethod" is Payment, Method for payment_method), and otherwise where
// Split would.
func cutLike(spelling string, words []string) []string {
	if strings.ToLower(spelling) != strings.Join(words, "") {
		var pieces []string
		for _, sg := range segments(spelling, defaultTokens) {
			pieces = append(pieces, sg.raw)
		}
		if len(pieces) == 0 {
			return []string{""}
		}
		return pieces
	}
	pieces := make([]string, len(words))
	for i, w := range words {
		pieces[i], spelling = spelling[:len(w)], spelling[len(w):]
	}
	return pieces
}

// part is one word of a name, or a run of words that a custom casing spells.
type part struct {
	word string
	sp   *spelling
}

// parts splits s and matches custom terms, longest first.
func (n *Namer) parts(s string) []part {
	words := splitWords(s, n.tokens)
	parts := make([]part, 0, len(words))
	for i := 0; i < len(words); {
		sp, size := n.phraseAt(words[i:])
		if sp == nil {
			parts = append(parts, part{word: words[i]})
			i++
			continue
		}
		parts = append(parts, part{sp: sp})
		i += size
	}
	return parts
}

// phraseAt returns the custom spelling of the longest term that words start with, and its length in words.
func (n *Namer) phraseAt(words []string) (*spelling, int) {
	for size := min(n.longest, len(words)); size > 0; size-- {
		if sp := n.phrases[strings.Join(words[:size], "_")]; sp != nil {
			return sp, size
		}
	}
	return nil, 0
}

// Split returns the words of s like the package's Split, also keeping whole the custom spellings it would cut
// ("LumaAI" is one word when the term lumaai is spelt LumaAI).
func (n *Namer) Split(s string) []string {
	return splitWords(s, n.or().tokens)
}

// Snake returns s in snake_case: "getV1Apps" gives get_v1_apps.
func (n *Namer) Snake(s string) string {
	return join(n.or().parts(s), "_", func(_ int, p part) string {
		if p.sp != nil {
			return p.sp.snake
		}
		return p.word
	})
}

// ScreamingSnake returns s in SCREAMING_SNAKE_CASE: "x-request-id" gives X_REQUEST_ID.
func (n *Namer) ScreamingSnake(s string) string {
	return strings.ToUpper(n.Snake(s))
}

// Kebab returns s in kebab-case: "TripDetails" gives trip-details.
func (n *Namer) Kebab(s string) string {
	return strings.ReplaceAll(n.Snake(s), "_", "-")
}

// Pascal returns s in PascalCase: "api_key" gives APIKey.
func (n *Namer) Pascal(s string) string {
	n = n.or()
	return join(n.parts(s), "", n.pascalPart)
}

// Camel returns s in camelCase, with an initialism at the start in lower case: "url_path" gives urlPath and
// "user_id" gives userID.
func (n *Namer) Camel(s string) string {
	n = n.or()
	return join(n.parts(s), "", func(i int, p part) string {
		switch {
		case i > 0:
			return n.pascalPart(i, p)
		case p.sp != nil:
			return p.sp.camel
		}
		return p.word
	})
}

// Capital returns s as capitalised words separated by spaces, for titles and docs: "onebusaway-sdk" gives
// "Onebusaway SDK".
func (n *Namer) Capital(s string) string {
	n = n.or()
	return join(n.parts(s), " ", func(i int, p part) string {
		if p.sp != nil {
			return p.sp.capital
		}
		return n.pascalPart(i, p)
	})
}

func (n *Namer) pascalPart(_ int, p part) string {
	if p.sp != nil {
		return p.sp.pascal
	}
	return n.pascalWord(p.word)
}

// pascalWord capitalises a word, all of it for an initialism, all but a trailing plural "s" for an initialism's
// plural ("ids" gives IDs).
func (n *Namer) pascalWord(w string) string {
	switch {
	case n.initialisms[w]:
		return strings.ToUpper(w)
	case len(w) > 1 && strings.HasSuffix(w, "s") && n.initialisms[w[:len(w)-1]]:
		return strings.ToUpper(w[:len(w)-1]) + "s"
	}
	return upperFirst(w)
}

func (n *Namer) pascalWords(words []string) string {
	var b strings.Builder
	for _, w := range words {
		b.WriteString(n.pascalWord(w))
	}
	return b.String()
}

func join(parts []part, sep string, spell func(int, part) string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(spell(i, p))
	}
	return b.String()
}

func upperFirst(s string) string {
	if s == "" || !isLower(s[0]) {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// keepAlnum drops everything but ASCII letters and digits, so a custom spelling is always a valid identifier part.
func keepAlnum(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x80 && isAlnum(byte(r)) {
			return r
		}
		return -1
	}, s)
}

// cleanSnake lower-cases a custom snake spelling and keeps letters and digits, one underscore between words.
func cleanSnake(s string) string {
	return strings.Join(fieldsOf(strings.ToLower(s)), "_")
}

// cleanCapital keeps letters and digits, one space between words.
func cleanCapital(s string) string {
	return strings.Join(fieldsOf(s), " ")
}

// fieldsOf returns the runs of ASCII letters and digits in s.
func fieldsOf(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r >= 0x80 || !isAlnum(byte(r)) })
}

func isAlnumString(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isAlnum(s[i]) {
			return false
		}
	}
	return true
}
