package naming

import (
	"testing"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// spelt is a name in every casing.
type spelt struct {
	snake, screaming, kebab, pascal, camel, capital string
}

func spell(n *Namer, s string) spelt {
	return spelt{
		snake:     n.Snake(s),
		screaming: n.ScreamingSnake(s),
		kebab:     n.Kebab(s),
		pascal:    n.Pascal(s),
		camel:     n.Camel(s),
		capital:   n.Capital(s),
	}
}

func checkCasings(t *testing.T, n *Namer, tests []struct {
	in   string
	want spelt
}) {
	t.Helper()
	for _, tt := range tests {
		if got := spell(n, tt.in); got != tt.want {
			t.Errorf("casings of %q:\n got %+v\nwant %+v", tt.in, got, tt.want)
		}
	}
}

func TestCasings(t *testing.T) {
	checkCasings(t, New(nil), []struct {
		in   string
		want spelt
	}{
		{"", spelt{}},
		{"account_create_params", spelt{"account_create_params", "ACCOUNT_CREATE_PARAMS", "account-create-params", "AccountCreateParams", "accountCreateParams", "Account Create Params"}},
		{"api_key", spelt{"api_key", "API_KEY", "api-key", "APIKey", "apiKey", "API Key"}},
		{"id", spelt{"id", "ID", "id", "ID", "id", "ID"}},
		{"user_id", spelt{"user_id", "USER_ID", "user-id", "UserID", "userID", "User ID"}},
		{"https_url", spelt{"https_url", "HTTPS_URL", "https-url", "HTTPSURL", "httpsURL", "HTTPS URL"}},
		{"url_path", spelt{"url_path", "URL_PATH", "url-path", "URLPath", "urlPath", "URL Path"}},
		{"HTTPBearer", spelt{"http_bearer", "HTTP_BEARER", "http-bearer", "HTTPBearer", "httpBearer", "HTTP Bearer"}},
		{"ApiKeyAuth", spelt{"api_key_auth", "API_KEY_AUTH", "api-key-auth", "APIKeyAuth", "apiKeyAuth", "API Key Auth"}},
		{"APIResponse", spelt{"api_response", "API_RESPONSE", "api-response", "APIResponse", "apiResponse", "API Response"}},
		{"BearerAuth", spelt{"bearer_auth", "BEARER_AUTH", "bearer-auth", "BearerAuth", "bearerAuth", "Bearer Auth"}},
		{"Page_Metamessage_", spelt{"page_metamessage", "PAGE_METAMESSAGE", "page-metamessage", "PageMetamessage", "pageMetamessage", "Page Metamessage"}},
		{"agencies_with_coverage", spelt{"agencies_with_coverage", "AGENCIES_WITH_COVERAGE", "agencies-with-coverage", "AgenciesWithCoverage", "agenciesWithCoverage", "Agencies With Coverage"}},
		{"agencies-with-coverage", spelt{"agencies_with_coverage", "AGENCIES_WITH_COVERAGE", "agencies-with-coverage", "AgenciesWithCoverage", "agenciesWithCoverage", "Agencies With Coverage"}},
		{"trip-details", spelt{"trip_details", "TRIP_DETAILS", "trip-details", "TripDetails", "tripDetails", "Trip Details"}},
		{"get_or_create", spelt{"get_or_create", "GET_OR_CREATE", "get-or-create", "GetOrCreate", "getOrCreate", "Get Or Create"}},
		{"onebusaway-sdk", spelt{"onebusaway_sdk", "ONEBUSAWAY_SDK", "onebusaway-sdk", "OnebusawaySDK", "onebusawaySDK", "Onebusaway SDK"}},
		{"getV1Apps", spelt{"get_v1_apps", "GET_V1_APPS", "get-v1-apps", "GetV1Apps", "getV1Apps", "Get V1 Apps"}},
		{"OAuth2Token", spelt{"oauth2_token", "OAUTH2_TOKEN", "oauth2-token", "Oauth2Token", "oauth2Token", "Oauth2 Token"}},
		{"iOSVersion", spelt{"ios_version", "IOS_VERSION", "ios-version", "IosVersion", "iosVersion", "Ios Version"}},
		{"x-request-id", spelt{"x_request_id", "X_REQUEST_ID", "x-request-id", "XRequestID", "xRequestID", "X Request ID"}},
		{"3ds_secure", spelt{"3ds_secure", "3DS_SECURE", "3ds-secure", "3DSSecure", "3dsSecure", "3DS Secure"}},
		{"e2e", spelt{"e2e", "E2E", "e2e", "E2E", "e2e", "E2E"}},
		{"mp3_url", spelt{"mp3_url", "MP3_URL", "mp3-url", "MP3URL", "mp3URL", "MP3 URL"}},
		{"v1", spelt{"v1", "V1", "v1", "V1", "v1", "V1"}},
		{"RouteIDsForAgencyResponse", spelt{"route_ids_for_agency_response", "ROUTE_IDS_FOR_AGENCY_RESPONSE", "route-ids-for-agency-response", "RouteIDsForAgencyResponse", "routeIDsForAgencyResponse", "Route IDs For Agency Response"}},
		{"sdk_urls", spelt{"sdk_urls", "SDK_URLS", "sdk-urls", "SDKURLs", "sdkURLs", "SDK URLs"}},
		{"HTTPValidationError", spelt{"http_validation_error", "HTTP_VALIDATION_ERROR", "http-validation-error", "HTTPValidationError", "httpValidationError", "HTTP Validation Error"}},
		{"get_app_by_name_v1_apps_name__name__get", spelt{"get_app_by_name_v1_apps_name_name_get", "GET_APP_BY_NAME_V1_APPS_NAME_NAME_GET", "get-app-by-name-v1-apps-name-name-get", "GetAppByNameV1AppsNameNameGet", "getAppByNameV1AppsNameNameGet", "Get App By Name V1 Apps Name Name Get"}},
		{"createGeneration", spelt{"create_generation", "CREATE_GENERATION", "create-generation", "CreateGeneration", "createGeneration", "Create Generation"}},
		{"reportProblemWithStop", spelt{"report_problem_with_stop", "REPORT_PROBLEM_WITH_STOP", "report-problem-with-stop", "ReportProblemWithStop", "reportProblemWithStop", "Report Problem With Stop"}},
		{"FetchAvailablePhoneNumberCountry", spelt{"fetch_available_phone_number_country", "FETCH_AVAILABLE_PHONE_NUMBER_COUNTRY", "fetch-available-phone-number-country", "FetchAvailablePhoneNumberCountry", "fetchAvailablePhoneNumberCountry", "Fetch Available Phone Number Country"}},
		{"accountSid_authToken", spelt{"account_sid_auth_token", "ACCOUNT_SID_AUTH_TOKEN", "account-sid-auth-token", "AccountSidAuthToken", "accountSidAuthToken", "Account Sid Auth Token"}},
		{"api.v2010.account.address", spelt{"api_v2010_account_address", "API_V2010_ACCOUNT_ADDRESS", "api-v2010-account-address", "APIV2010AccountAddress", "apiV2010AccountAddress", "API V2010 Account Address"}},
		{"São Paulo", spelt{"sao_paulo", "SAO_PAULO", "sao-paulo", "SaoPaulo", "saoPaulo", "Sao Paulo"}},
		{"404", spelt{"404", "404", "404", "404", "404", "404"}},
	})
}

func TestNilNamerUsesDefaults(t *testing.T) {
	var n *Namer
	if got := n.Pascal("user_id"); got != "UserID" {
		t.Errorf("nil Namer Pascal = %q, want UserID", got)
	}
	if got := n.Plural("company"); got != "companies" {
		t.Errorf("nil Namer Plural = %q, want companies", got)
	}
	if got := n.Safe("python", "class"); got != "class_" {
		t.Errorf("nil Namer Safe = %q, want class_", got)
	}
	if got := New([]ir.Casing{}).Camel("api_key"); got != "apiKey" {
		t.Errorf("empty casings Camel = %q, want apiKey", got)
	}
}

// lumaCasings is custom_casings from testdata/pairs/lumaai/sdkgen.yml.
func lumaCasings() []ir.Casing {
	return []ir.Casing{{Term: "lumaai", Pascal: "LumaAI", Camel: "lumaai", Snake: "lumaai", Capital: "LumaAI"}}
}

func TestCustomCasingLumaAI(t *testing.T) {
	checkCasings(t, New(lumaCasings()), []struct {
		in   string
		want spelt
	}{
		{"lumaai", spelt{"lumaai", "LUMAAI", "lumaai", "LumaAI", "lumaai", "LumaAI"}},
		{"lumaai_client", spelt{"lumaai_client", "LUMAAI_CLIENT", "lumaai-client", "LumaAIClient", "lumaaiClient", "LumaAI Client"}},
		{"LumaAIClient", spelt{"lumaai_client", "LUMAAI_CLIENT", "lumaai-client", "LumaAIClient", "lumaaiClient", "LumaAI Client"}},
		{"new_lumaai_client", spelt{"new_lumaai_client", "NEW_LUMAAI_CLIENT", "new-lumaai-client", "NewLumaAIClient", "newLumaAIClient", "New LumaAI Client"}},
		{"lumaaix", spelt{"lumaaix", "LUMAAIX", "lumaaix", "Lumaaix", "lumaaix", "Lumaaix"}},
		{"luma_ai", spelt{"luma_ai", "LUMA_AI", "luma-ai", "LumaAI", "lumaAI", "Luma AI"}},
	})
}

func TestCustomCasingPhrase(t *testing.T) {
	n := New([]ir.Casing{
		{Term: "payment_method", Pascal: "PaymentMethod"},
		{Term: "payment", Pascal: "Pay"},
	})
	checkCasings(t, n, []struct {
		in   string
		want spelt
	}{
		{"payment_method", spelt{"payment_method", "PAYMENT_METHOD", "payment-method", "PaymentMethod", "paymentMethod", "Payment Method"}},
		{"PaymentMethodID", spelt{"payment_method_id", "PAYMENT_METHOD_ID", "payment-method-id", "PaymentMethodID", "paymentMethodID", "Payment Method ID"}},
		{"default_payment_method", spelt{"default_payment_method", "DEFAULT_PAYMENT_METHOD", "default-payment-method", "DefaultPaymentMethod", "defaultPaymentMethod", "Default Payment Method"}},
		// the longest term wins; the one-word term applies elsewhere
		{"payment_intent", spelt{"payment_intent", "PAYMENT_INTENT", "payment-intent", "PayIntent", "payIntent", "Pay Intent"}},
	})
}

func TestCustomCasingDerivesMissingSpellings(t *testing.T) {
	tests := []struct {
		name   string
		casing ir.Casing
		in     string
		want   spelt
	}{
		{"pascal only", ir.Casing{Term: "graphql", Pascal: "GraphQL"}, "graphql_api",
			spelt{"graphql_api", "GRAPHQL_API", "graphql-api", "GraphQLAPI", "graphqlAPI", "GraphQL API"}},
		{"capital only", ir.Casing{Term: "github", Capital: "Git Hub"}, "github_app",
			spelt{"github_app", "GITHUB_APP", "github-app", "GitHubApp", "githubApp", "Git Hub App"}},
		{"camel only", ir.Casing{Term: "ebay", Camel: "eBay"}, "ebay_order",
			spelt{"ebay_order", "EBAY_ORDER", "ebay-order", "EBayOrder", "eBayOrder", "EBay Order"}},
		{"snake only", ir.Casing{Term: "lumaai", Snake: "luma_ai"}, "lumaai",
			spelt{"luma_ai", "LUMA_AI", "luma-ai", "LumaAI", "lumaai", "LumaAI"}},
		{"term from a spelling", ir.Casing{Pascal: "YouTube"}, "you_tube_video",
			spelt{"you_tube_video", "YOU_TUBE_VIDEO", "you-tube-video", "YouTubeVideo", "youTubeVideo", "You Tube Video"}},
		{"spelling cleaned", ir.Casing{Term: "acme", Pascal: "Ac-me!", Capital: "  Ac  Me "}, "acme",
			spelt{"acme", "ACME", "acme", "Acme", "acme", "Ac Me"}},
		{"multi-word initialism", ir.Casing{Term: "a_b", Initialism: ptr(true)}, "a_b_test",
			spelt{"a_b_test", "A_B_TEST", "a-b-test", "ABTest", "abTest", "AB Test"}},
		{"no words", ir.Casing{Term: "!!", Pascal: "?"}, "x",
			spelt{"x", "X", "x", "X", "x", "X"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := spell(New([]ir.Casing{tt.casing}), tt.in); got != tt.want {
				t.Errorf("casings of %q:\n got %+v\nwant %+v", tt.in, got, tt.want)
			}
		})
	}
}

func TestCustomCasingLaterWins(t *testing.T) {
	n := New([]ir.Casing{{Term: "acme", Pascal: "ACME"}, {Term: "Acme", Pascal: "AcMe"}})
	if got := n.Pascal("acme_client"); got != "AcMeClient" {
		t.Errorf("Pascal = %q, want AcMeClient", got)
	}
}

func TestInitialismOverrides(t *testing.T) {
	n := New([]ir.Casing{
		{Term: "id", Initialism: ptr(false)},
		{Term: "oauth", Initialism: ptr(true)},
		{Term: "JWT", Initialism: ptr(true)},
		{Term: "unknown", Initialism: ptr(false)},
	})
	tests := []struct{ in, pascal, camel string }{
		{"user_id", "UserId", "userId"},
		{"oauth_token", "OAUTHToken", "oauthToken"},
		{"jwt_claims", "JWTClaims", "jwtClaims"},
		{"signed_jwts", "SignedJWTs", "signedJWTs"},
		{"api_key", "APIKey", "apiKey"},
	}
	for _, tt := range tests {
		if got := n.Pascal(tt.in); got != tt.pascal {
			t.Errorf("Pascal(%q) = %q, want %q", tt.in, got, tt.pascal)
		}
		if got := n.Camel(tt.in); got != tt.camel {
			t.Errorf("Camel(%q) = %q, want %q", tt.in, got, tt.camel)
		}
	}
	// The default Namer is untouched.
	if got := New(nil).Pascal("user_id"); got != "UserID" {
		t.Errorf("default Pascal(user_id) = %q, want UserID", got)
	}
}

func TestDefaultInitialisms(t *testing.T) {
	n := New(nil)
	for _, w := range defaultInitialisms {
		if got, want := n.Pascal(w), upper(w); got != want {
			t.Errorf("Pascal(%q) = %q, want %q", w, got, want)
		}
	}
	for _, w := range []string{"oauth", "json", "uuid", "os"} {
		if got := n.Pascal(w); got == upper(w) {
			t.Errorf("Pascal(%q) = %q: not a default initialism", w, got)
		}
	}
}

func TestNewIsDeterministic(t *testing.T) {
	casings := []ir.Casing{
		{Term: "lumaai", Pascal: "LumaAI"}, {Term: "graphql", Pascal: "GraphQL"}, {Term: "github", Pascal: "GitHub"},
		{Term: "ab", Pascal: "AB"}, {Term: "a_b", Pascal: "AB"},
	}
	want := New(casings).tokens
	for range 20 {
		got := New(casings).tokens
		if len(got) != len(want) {
			t.Fatalf("token count changed: %d, then %d", len(want), len(got))
		}
		for i := range got {
			if got[i].text != want[i].text {
				t.Fatalf("token order changed at %d: %q, then %q", i, want[i].text, got[i].text)
			}
		}
	}
}

func ptr[T any](v T) *T { return &v }

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if isLower(c) {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
