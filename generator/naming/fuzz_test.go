package naming

import (
	"regexp"
	"strings"
	"testing"
)

var (
	identPart = regexp.MustCompile(`^[A-Za-z0-9_]+$`)
	kebabName = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	snakeName = regexp.MustCompile(`^[a-z0-9]+(_[a-z0-9]+)*$`)
	titleName = regexp.MustCompile(`^[A-Za-z0-9]+( [A-Za-z0-9]+)*$`)
	wordChars = regexp.MustCompile(`^[a-z0-9]+$`)
)

// fuzzSeeds are names from the test tables and the shapes that stress the splitter.
var fuzzSeeds = []string{
	"", "_", "HTTPBearer", "OAuth2Token", "getV1Apps", "iOSVersion", "Page_Metamessage_", "agencies-with-coverage",
	"trip-details", "x-request-id", "3ds_secure", "e2e", "E2ETest", "mp3_url", "v1", "RouteIDsForAgencyResponse",
	"api.v2010.account", "accountSid_authToken", "onebusaway-sdk", "LumaAIClient", "São Paulo", "日本", "\xff",
	"IDs", "ABs", "aB", "A1b2C3", "iPhones", "IPv4s", "oauth", "9", "ß", "ǅ", "İstanbul", "K", // Kelvin sign
}

func FuzzSplit(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	namers := []*Namer{New(nil), New(lumaCasings()), nil}
	f.Fuzz(func(t *testing.T, s string) {
		words := Split(s)
		for _, w := range words {
			if !wordChars.MatchString(w) {
				t.Fatalf("Split(%q) has word %q", s, w)
			}
		}
		for _, n := range namers {
			checkNamer(t, n, s)
		}
	})
}

func checkNamer(t *testing.T, n *Namer, s string) {
	snake := n.Snake(s)
	if again := n.Snake(snake); again != snake {
		t.Fatalf("Snake(%q) = %q but Snake(%q) = %q", s, snake, snake, again)
	}
	if len(n.Split(s)) == 0 {
		for _, got := range spell(n, s).all() {
			if got != "" {
				t.Fatalf("%q has no words but a casing gives %q", s, got)
			}
		}
		return
	}
	c := spell(n, s)
	check := func(style, got string, re *regexp.Regexp) {
		if !re.MatchString(got) {
			t.Fatalf("%s(%q) = %q", style, s, got)
		}
	}
	check("Snake", c.snake, snakeName)
	check("ScreamingSnake", c.screaming, identPart)
	check("Kebab", c.kebab, kebabName)
	check("Pascal", c.pascal, identPart)
	check("Camel", c.camel, identPart)
	check("Capital", c.capital, titleName)
	for _, lang := range targetKeys {
		if lang == "cli" {
			if safe := n.Safe(lang, c.kebab); IsReserved(lang, safe) || !kebabName.MatchString(strings.TrimSuffix(safe, "-param")) {
				t.Fatalf("Safe(cli, %q) = %q", c.kebab, safe)
			}
			continue
		}
		for _, got := range []string{c.snake, c.screaming, c.pascal, c.camel} {
			safe := strings.TrimPrefix(n.Safe(lang, got), "@")
			if !IsIdentifier(safe) || IsReserved(lang, n.Safe(lang, got)) {
				t.Fatalf("Safe(%q, %q) = %q", lang, got, safe)
			}
		}
	}
	for _, inflected := range []string{n.Singular(s), n.Plural(s)} {
		if !snakeName.MatchString(inflected) {
			t.Fatalf("Singular or Plural of %q gives %q", s, inflected)
		}
	}
}

func (c spelt) all() []string {
	return []string{c.snake, c.screaming, c.kebab, c.pascal, c.camel, c.capital}
}

// TestFuzzSeeds runs the fuzz checks on the seeds with every casing set, so `go test` covers them.
func TestFuzzSeeds(t *testing.T) {
	for _, s := range fuzzSeeds {
		for _, n := range []*Namer{New(nil), New(lumaCasings()), nil} {
			checkNamer(t, n, s)
		}
	}
}
