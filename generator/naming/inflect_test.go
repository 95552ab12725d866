package naming

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

func TestSingularPluralPairs(t *testing.T) {
	n := New(nil)
	pairs := []struct{ singular, plural string }{
		{"account", "accounts"},
		{"company", "companies"},
		{"key", "keys"},
		{"status", "statuses"},
		{"address", "addresses"},
		{"box", "boxes"},
		{"index", "indexes"},
		{"person", "people"},
		{"child", "children"},
		{"analysis", "analyses"},
		{"alias", "aliases"},
		{"bias", "biases"},
		{"bus", "buses"},
		{"quiz", "quizzes"},
		{"buzz", "buzzes"},
		{"match", "matches"},
		{"batch", "batches"},
		{"cache", "caches"},
		{"approach", "approaches"},
		{"hash", "hashes"},
		{"schema", "schemas"},
		{"quota", "quotas"},
		{"video", "videos"},
		{"hero", "heroes"},
		{"archive", "archives"},
		{"knife", "knives"},
		{"roof", "roofs"},
		{"size", "sizes"},
		{"response", "responses"},
		{"license", "licenses"},
		{"database", "databases"},
		{"phase", "phases"},
		{"device", "devices"},
		{"invoice", "invoices"},
		{"house", "houses"},
		{"cause", "causes"},
		{"use", "uses"},
		{"tie", "ties"},
		{"movie", "movies"},
		{"cookie", "cookies"},
		{"menu", "menus"},
		{"canvas", "canvases"},
		{"crisis", "crises"},
		{"axis", "axes"},
		{"matrix", "matrices"},
		{"vertex", "vertices"},
		{"criterion", "criteria"},
		{"api", "apis"},
		{"id", "ids"},
		{"sku", "skus"},
		{"credential", "credentials"},
		{"generation", "generations"},
		{"metamessage", "metamessages"},
		{"agency", "agencies"},
		{"trip_detail", "trip_details"},
		{"account_create_param", "account_create_params"},
		{"page_metamessage", "page_metamessages"},
		{"sales_person", "sales_people"},
		{"stop_time", "stop_times"},
		{"arrival_and_departure", "arrival_and_departures"},
	}
	for _, p := range pairs {
		if got := n.Plural(p.singular); got != p.plural {
			t.Errorf("Plural(%q) = %q, want %q", p.singular, got, p.plural)
		}
		if got := n.Singular(p.plural); got != p.singular {
			t.Errorf("Singular(%q) = %q, want %q", p.plural, got, p.singular)
		}
		if got := n.Plural(p.plural); got != p.plural {
			t.Errorf("Plural(%q) = %q, want it unchanged", p.plural, got)
		}
		if got := n.Singular(p.singular); got != p.singular {
			t.Errorf("Singular(%q) = %q, want it unchanged", p.singular, got)
		}
	}
}

func TestSingular(t *testing.T) {
	n := New(nil)
	tests := []struct{ in, want string }{
		{"", ""},
		{"indices", "index"},
		{"radii", "radius"},
		{"Accounts", "account"},
		{"AgenciesWithCoverage", "agencies_with_coverage"},
		{"Page_Metamessages_", "page_metamessage"},
		{"RouteIDs", "route_id"},
		{"data", "data"},
		{"metadata", "metadata"},
		{"news", "news"},
		{"series", "series"},
		{"species", "species"},
		{"media", "media"},
		{"sms", "sms"},
		{"dns", "dns"},
		{"https", "https"},
		{"3ds", "3ds"},
		{"hris", "hris"},
		{"ios", "ios"},
		{"process", "process"},
		{"processes", "process"},
		{"policies", "policy"},
		{"entries", "entry"},
		{"flies", "fly"},
		{"leaves", "leave"},
		{"wolves", "wolf"},
		{"niches", "niche"},
		{"excuses", "excuse"},
		{"viruses", "virus"},
		{"bonuses", "bonus"},
		{"waltzes", "waltz"},
		{"branches", "branch"},
		{"beaches", "beach"},
		{"headaches", "headache"},
		{"shoes", "shoe"},
		{"women", "woman"},
	}
	for _, tt := range tests {
		if got := n.Singular(tt.in); got != tt.want {
			t.Errorf("Singular(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPlural(t *testing.T) {
	n := New(nil)
	tests := []struct{ in, want string }{
		{"", ""},
		{"Account", "accounts"},
		{"data", "data"},
		{"metadata", "metadata"},
		{"news", "news"},
		{"series", "series"},
		{"sms", "sms"},
		{"dns", "dns"},
		{"indices", "indices"},
		{"day", "days"},
		{"guy", "guys"},
		{"query", "queries"},
		{"mp3", "mp3s"},
		{"v1", "v1s"},
		{"TripStatus", "trip_statuses"},
		{"lumaai_client", "lumaai_clients"},
	}
	for _, tt := range tests {
		if got := n.Plural(tt.in); got != tt.want {
			t.Errorf("Plural(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCustomSingularPlural(t *testing.T) {
	n := New([]ir.Casing{
		{Term: "cactus", Plural: &ir.Casing{Term: "cactuses"}},
		{Term: "schema", Pascal: "Schema", Plural: &ir.Casing{Term: "schemata", Pascal: "Schemata"}},
		{Term: "sms_message", Plural: &ir.Casing{Snake: "sms_messages_list"}},
		{Term: "data", Plural: &ir.Casing{Term: "datasets"}},
		{Term: "bad", Plural: &ir.Casing{Term: "??"}},
		{Term: "octopus", Plural: &ir.Casing{Term: "octopodes", Pascal: "OctoPodes"}},
	})
	tests := []struct{ in, singular, plural string }{
		{"cactus", "cactus", "cactuses"},
		{"cactuses", "cactus", "cactuses"},
		{"cacti", "cactus", "cacti"},
		{"json_schema", "json_schema", "json_schemata"},
		{"JSONSchemata", "json_schema", "json_schemata"},
		{"outbound_sms_message", "outbound_sms_message", "outbound_sms_messages_list"},
		{"outbound_sms_messages_list", "outbound_sms_message", "outbound_sms_messages_list"},
		{"data", "data", "datasets"},
		{"datasets", "data", "datasets"},
		{"bad", "bad", "bads"},
	}
	for _, tt := range tests {
		if got := n.Singular(tt.in); got != tt.singular {
			t.Errorf("Singular(%q) = %q, want %q", tt.in, got, tt.singular)
		}
		if got := n.Plural(tt.in); got != tt.plural {
			t.Errorf("Plural(%q) = %q, want %q", tt.in, got, tt.plural)
		}
	}
	// The plural's own spelling is used by the casings.
	if got := n.Pascal("big_octopodes"); got != "BigOctoPodes" {
		t.Errorf("Pascal(big_octopodes) = %q, want BigOctoPodes", got)
	}
	if got := n.Plural("BigOctopus"); got != "big_octopodes" {
		t.Errorf("Plural(BigOctopus) = %q, want big_octopodes", got)
	}
	if got := n.Singular("BigOctoPodes"); got != "big_octopus" {
		t.Errorf("Singular(BigOctoPodes) = %q, want big_octopus", got)
	}
}

func TestSingularAndPluralTablesAgree(t *testing.T) {
	n := New(nil)
	for _, p := range irregularPlurals {
		if got := n.Plural(p[0]); got != p[1] {
			t.Errorf("Plural(%q) = %q, want %q", p[0], got, p[1])
		}
		if got := n.Singular(p[1]); got != p[0] {
			t.Errorf("Singular(%q) = %q, want %q", p[1], got, p[0])
		}
	}
	for _, p := range extraSingulars {
		if got := n.Singular(p[1]); got != p[0] {
			t.Errorf("Singular(%q) = %q, want %q", p[1], got, p[0])
		}
	}
	for w := range uncountable {
		if n.Singular(w) != w || n.Plural(w) != w {
			t.Errorf("uncountable %q changes: %q, %q", w, n.Singular(w), n.Plural(w))
		}
	}
}
