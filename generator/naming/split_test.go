package naming

import (
	"slices"
	"strings"
	"testing"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		in   string
		want string // words joined by spaces
	}{
		{"", ""},
		{"___", ""},
		{"日本", ""},
		{"account_create_params", "account create params"},
		{"HTTPBearer", "http bearer"},
		{"BearerAuth", "bearer auth"},
		{"ApiKeyAuth", "api key auth"},
		{"APIResponse", "api response"},
		{"OAuth2Token", "oauth2 token"},
		{"OAuth2", "oauth2"},
		{"OAuthorize", "o authorize"},
		{"ApplicationOAuth2InstallParams", "application oauth2 install params"},
		{"get_my_oauth2_application", "get my oauth2 application"},
		{"getV1Apps", "get v1 apps"},
		{"get_app_v1_apps_get", "get app v1 apps get"},
		{"iOSVersion", "ios version"},
		{"macOSBuild", "macos build"},
		{"iPhones", "iphones"},
		{"IPv4Address", "ipv4 address"},
		{"Page_Metamessage_", "page metamessage"},
		{"agencies-with-coverage", "agencies with coverage"},
		{"agencies_with_coverage", "agencies with coverage"},
		{"trip-details", "trip details"},
		{"TripDetails", "trip details"},
		{"x-request-id", "x request id"},
		{"X-Request-ID", "x request id"},
		{"3ds_secure", "3ds secure"},
		{"3DS", "3ds"},
		{"3DSecure", "3d secure"},
		{"3dsSecure", "3ds secure"},
		{"2FAToken", "2fa token"},
		{"404NotFound", "404 not found"},
		{"e2e", "e2e"},
		{"E2E", "e2e"},
		{"E2ETest", "e2e test"},
		{"mp3_url", "mp3 url"},
		{"mp3Url", "mp3 url"},
		{"MP3URL", "mp3url"},
		{"v1", "v1"},
		{"V1", "v1"},
		{"v2beta", "v2beta"},
		{"S3Bucket", "s3 bucket"},
		{"Base64Encoded", "base64 encoded"},
		{"RouteIDsForAgencyResponse", "route ids for agency response"},
		{"StopIDsForAgencyResponse", "stop ids for agency response"},
		{"userIDs", "user ids"},
		{"URLs", "urls"},
		{"APIsV2", "apis v2"},
		{"HTTPStatus", "http status"},
		{"HTTPSProxy", "https proxy"},
		{"HTTPValidationError", "http validation error"},
		{"XMLHttpRequest", "xml http request"},
		{"accountSid_authToken", "account sid auth token"},
		{"api.v2010.account.call.call_notification-instance", "api v2010 account call call notification instance"},
		{"onebusaway-sdk", "onebusaway sdk"},
		{"getArrivalsAndDeparturesForLocation", "get arrivals and departures for location"},
		{"addAudioToGeneration", "add audio to generation"},
		{"UpscaleVideoGenerationRequest", "upscale video generation request"},
		{"get_or_create", "get or create"},
		{"GetOrCreate", "get or create"},
		{"LumaAI", "luma ai"},
		{"ALLCAPS", "allcaps"},
		{"A", "a"},
		{"aB", "a b"},
		{"  spaced   out  ", "spaced out"},
		{"café au lait", "cafe au lait"},
		{"São Paulo", "sao paulo"},
		{"Straße", "strasse"},
		{"a×b", "a b"},
		{"emoji🎉name", "emoji name"},
		{"\xff\xfebad", "bad"},
	}
	for _, tt := range tests {
		got := strings.Join(Split(tt.in), " ")
		if got != tt.want {
			t.Errorf("Split(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSplitEmptyIsNil(t *testing.T) {
	if got := Split("--"); got != nil {
		t.Errorf("Split(%q) = %#v, want nil", "--", got)
	}
}

func TestNamerSplitKeepsCustomSpellings(t *testing.T) {
	n := New(lumaCasings())
	tests := []struct {
		in   string
		want []string
	}{
		{"LumaAI", []string{"lumaai"}},
		{"LumaAIClient", []string{"lumaai", "client"}},
		{"getLumaAI", []string{"get", "lumaai"}},
		{"LumaAIs", []string{"lumaais"}},
		{"LumaAIx", []string{"luma", "a", "ix"}}, // the spelling must end a word
	}
	for _, tt := range tests {
		if got := n.Split(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("Split(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestFoldTable(t *testing.T) {
	if len(latinFold) != foldBeyond-foldFirst {
		t.Fatalf("latinFold has %d entries, want %d", len(latinFold), foldBeyond-foldFirst)
	}
	for i := 0; i < len(latinFold); i++ {
		r := rune(foldFirst + i)
		if c := latinFold[i]; c == '?' && foldPairs[r] == "" {
			t.Errorf("%q is marked as two letters but has no foldPairs entry", r)
		}
	}
	for r := range foldPairs {
		if latinFold[r-foldFirst] != '?' {
			t.Errorf("foldPairs has %q, which latinFold does not mark '?'", r)
		}
	}
	tests := map[string]string{
		"ÀÉÎÕÜ": "AEIOU", "àéîõü": "aeiou", "Çç": "Cc", "Ññ": "Nn", "Łódź": "Lodz", "Œuvre": "OEuvre",
		"Ærø": "AEro", "þorn": "thorn", "Ĳssel": "IJssel", "plain": "plain",
	}
	for in, want := range tests {
		if got := foldLatin(in); got != want {
			t.Errorf("foldLatin(%q) = %q, want %q", in, got, want)
		}
	}
}
