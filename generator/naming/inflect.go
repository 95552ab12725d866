package naming

import (
	"slices"
	"strings"
)

// Singular returns name with its last word in the singular, as snake_case words: "account_companies" gives
// account_company and "People" gives person. A custom singular/plural pair wins over the English rules when the
// name ends with either of its forms. Words already singular, uncountable words (data, metadata, news, series)
// and initialisms (sms, dns) are left as they are.
func (n *Namer) Singular(name string) string {
	return n.or().inflect(name, false)
}

// Plural returns name with its last word in the plural, as snake_case words: "company" gives companies and
// "trip_status" gives trip_statuses. A custom singular/plural pair wins over the English rules when the name ends
// with either of its forms. Words that already look plural (the singular rules would change them, as in
// "statuses" or "people") and uncountable words are left as they are.
func (n *Namer) Plural(name string) string {
	return n.or().inflect(name, true)
}

func (n *Namer) inflect(name string, plural bool) string {
	words := n.Split(name)
	if len(words) == 0 {
		return ""
	}
	if pair, ok := n.irregularAt(words); ok {
		from, to := pair.plural, pair.singular
		if plural {
			from, to = to, from
		}
		if hasSuffixWords(words, from) {
			words = append(words[:len(words)-len(from)], to...)
		}
		return strings.Join(words, "_")
	}
	last := &words[len(words)-1]
	if plural {
		*last = n.pluralWord(*last)
	} else {
		*last = n.singularWord(*last)
	}
	return strings.Join(words, "_")
}

// irregularAt returns the custom pair with the longest form that words end with; the later pair wins a tie.
func (n *Namer) irregularAt(words []string) (irregular, bool) {
	var best irregular
	size := 0
	for _, pair := range n.irregulars {
		for _, form := range [][]string{pair.singular, pair.plural} {
			if len(form) >= size && hasSuffixWords(words, form) {
				best, size = pair, len(form)
			}
		}
	}
	return best, size > 0
}

func hasSuffixWords(words, suffix []string) bool {
	return len(suffix) <= len(words) && slices.Equal(words[len(words)-len(suffix):], suffix)
}

func (n *Namer) singularWord(w string) string {
	if uncountable[w] || n.initialisms[w] {
		return w
	}
	if s, ok := singularOf[w]; ok {
		return s
	}
	if _, ok := pluralOf[w]; ok {
		return w
	}
	if stem, ok := strings.CutSuffix(w, "s"); ok && n.initialisms[stem] {
		return stem
	}
	for _, r := range singularRules {
		if stem, ok := strings.CutSuffix(w, r.suffix); ok && len(stem) >= r.minStem {
			return stem + r.replace
		}
	}
	return w
}

func (n *Namer) pluralWord(w string) string {
	if uncountable[w] {
		return w
	}
	if p, ok := pluralOf[w]; ok {
		return p
	}
	if _, ok := singularOf[w]; ok {
		return w
	}
	if n.initialisms[w] {
		if strings.HasSuffix(w, "s") {
			return w // sms, dns, https
		}
		return w + "s"
	}
	if n.singularWord(w) != w {
		return w // already plural
	}
	switch {
	case strings.HasSuffix(w, "is"):
		return w[:len(w)-2] + "es" // analysis, crisis
	case len(w) > 1 && strings.HasSuffix(w, "y") && !strings.ContainsRune("aeiou", rune(w[len(w)-2])):
		return w[:len(w)-1] + "ies"
	case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "x"), strings.HasSuffix(w, "z"),
		strings.HasSuffix(w, "ch"), strings.HasSuffix(w, "sh"):
		return w + "es"
	}
	return w + "s"
}

// singularRule replaces a plural ending; the first matching rule applies, and only when at least minStem
// letters come before the ending.
type singularRule struct {
	suffix, replace string
	minStem         int
}

var singularRules = []singularRule{
	{"ss", "ss", 0}, // address, class
	{"us", "us", 0}, // status, bus
	{"is", "is", 0}, // analysis
	{"ias", "ias", 0},
	{"sses", "ss", 1},
	{"zzes", "zz", 1},
	{"yses", "ysis", 1}, // analyses
	{"iases", "ias", 1}, // aliases
	{"ouses", "ouse", 1},
	{"auses", "ause", 1},
	{"uses", "us", 1}, // statuses, buses
	{"ies", "y", 2},   // companies; ties is tie below
	{"xes", "x", 1},
	{"eaches", "each", 0},
	{"oaches", "oach", 0},
	{"aches", "ache", 1}, // caches
	{"ches", "ch", 1},
	{"shes", "sh", 1},
	{"tzes", "tz", 1},
	{"s", "", 1},
}

// uncountable words have one form.
var uncountable = wordSet(`
	advice aircraft analytics audio cash chaos cosmos data deer economics electronics equipment ethics ethos evidence
	faas feedback firmware fish hardware iaas info information ios ipados knowledge kudos logistics macos malware
	mathematics media metadata middleware money moose news os paas personnel physics police politics research saas
	series sheep software species staff traffic tvos usage watchos weather`)

// irregularPlurals are singular/plural pairs the rules get wrong in one direction or the other.
var irregularPlurals = [][2]string{
	{"abuse", "abuses"}, {"appendix", "appendices"}, {"atlas", "atlases"}, {"auntie", "aunties"},
	{"bacterium", "bacteria"}, {"birdie", "birdies"}, {"brownie", "brownies"}, {"calf", "calves"},
	{"calorie", "calories"}, {"canvas", "canvases"}, {"child", "children"}, {"cliche", "cliches"},
	{"cookie", "cookies"}, {"crisis", "crises"}, {"criterion", "criteria"}, {"curriculum", "curricula"},
	{"diagnosis", "diagnoses"}, {"echo", "echoes"}, {"emu", "emus"}, {"erratum", "errata"}, {"excuse", "excuses"},
	{"foot", "feet"}, {"freebie", "freebies"}, {"fuse", "fuses"}, {"gas", "gases"}, {"genie", "genies"},
	{"goalie", "goalies"}, {"goose", "geese"}, {"guru", "gurus"}, {"haiku", "haikus"}, {"half", "halves"},
	{"hero", "heroes"}, {"hoodie", "hoodies"}, {"hypothesis", "hypotheses"}, {"iris", "irises"},
	{"knife", "knives"}, {"lens", "lenses"}, {"life", "lives"}, {"loaf", "loaves"}, {"man", "men"},
	{"matrix", "matrices"}, {"menu", "menus"}, {"misuse", "misuses"}, {"mouse", "mice"}, {"movie", "movies"},
	{"muse", "muses"}, {"newbie", "newbies"}, {"niche", "niches"}, {"oasis", "oases"}, {"ox", "oxen"},
	{"parenthesis", "parentheses"}, {"person", "people"}, {"phenomenon", "phenomena"}, {"potato", "potatoes"},
	{"prognosis", "prognoses"}, {"quiz", "quizzes"}, {"recluse", "recluses"}, {"refuse", "refuses"},
	{"reuse", "reuses"}, {"rookie", "rookies"}, {"self", "selves"}, {"selfie", "selfies"}, {"shelf", "shelves"},
	{"smoothie", "smoothies"}, {"stratum", "strata"}, {"synopsis", "synopses"}, {"thesis", "theses"},
	{"thief", "thieves"}, {"tomato", "tomatoes"}, {"tooth", "teeth"}, {"torpedo", "torpedoes"}, {"use", "uses"},
	{"vertex", "vertices"}, {"veto", "vetoes"}, {"whiz", "whizzes"}, {"wife", "wives"}, {"wolf", "wolves"},
	{"woman", "women"}, {"zombie", "zombies"},
}

// extraSingulars are plurals that have a more usual plural too: Plural("index") is indexes.
var extraSingulars = [][2]string{
	{"alumnus", "alumni"}, {"axis", "axes"}, {"cactus", "cacti"}, {"focus", "foci"}, {"fungus", "fungi"},
	{"index", "indices"}, {"nucleus", "nuclei"}, {"radius", "radii"}, {"stimulus", "stimuli"},
	{"syllabus", "syllabi"},
}

var (
	pluralOf   = pairMap(irregularPlurals, 0, 1)
	singularOf = pairMap(append(slices.Clone(irregularPlurals), extraSingulars...), 1, 0)
)

func pairMap(pairs [][2]string, key, value int) map[string]string {
	m := make(map[string]string, len(pairs))
	for _, p := range pairs {
		m[p[key]] = p[value]
	}
	return m
}

// wordSet makes a set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	set := make(map[string]bool)
	for _, w := range strings.Fields(s) {
		set[w] = true
	}
	return set
}
