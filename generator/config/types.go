// Package config reads sdkgen.yml.
//
// The Go types in this package are the single source of truth for the file's shape. Struct tags say what the
// validator, the decoder and the published JSON Schema need:
//
//	yaml:"key"          the key name ("-" for fields that are not keys)
//	required:"true"     the key must be present
//	enum:"a|b|c"        the allowed values of a string (or, with kind:"open", the known ones: others warn)
//	format:"name"       a named value check (see formats.go): endpoint, schema-ref, repo, url, email, ...
//	doc:"..."           the description shown in the JSON Schema and in editors
//	default:"..."       the default, for documentation (the package using the value applies it; edition-dependent
//	                    defaults have accessors in editions.go)
//	alias:"other_key"   an accepted older spelling of the key
//	deprecated:"..."    the key still works but warns with this advice
//
// A struct may also accept a scalar shorthand by implementing fromBool or fromString (publish.npm: true stands
// for {} with npm enabled; a method may be written as its endpoint string). A field named Ptr of type
// document.Pointer receives the JSON pointer of the value it was decoded from, for located diagnostics.
package config

import (
	"github.com/sdkgen/sdkgen/generator/document"
)

// boolShorthand is implemented by structs that a YAML boolean may stand for.
type boolShorthand interface{ fromBool(b bool) }

// stringShorthand is implemented by structs that a YAML string may stand for.
type stringShorthand interface{ fromString(s string) }

// enumShorthand is implemented by string shorthands that accept only some words.
type enumShorthand interface{ shorthandValues() []string }

// customValue is implemented by the few types whose YAML forms struct tags cannot express (a number or a
// string; a scalar or a list; true or a list). decodeNode reads the node (already known to have an accepted
// form) and jsonSchema describes the accepted forms.
//
// Implemented in custom.go by Duration, Pagination, IgnoreEntry, NullableString, Paginated, Unwrap,
// PerLanguageText, TargetFilter, BoolOrWord and Word, and in pagination.go and streaming.go by SchemaType and
// EventTypes.

// Config is a whole sdkgen.yml.
type Config struct {
	Ptr document.Pointer `yaml:"-"`

	Edition              string               `yaml:"edition" enum:"2025-10-08|2025-10-10|2026-01-30|2026-02-23" kind:"open" doc:"Edition of sdkgen's configuration behaviour (YYYY-MM-DD). Omitted: the oldest edition."`
	Organization         Organization         `yaml:"organization" doc:"Organization metadata."`
	Targets              Targets              `yaml:"targets" doc:"Per-target settings; a target that is not listed is not generated."`
	Environments         Map[string]          `yaml:"environments" format:"url-template" doc:"Environment name to base URL (absolute, or a path such as /api/v1 resolved against the spec's first absolute servers URL). The first entry is the default environment. Omitted: the spec's servers."`
	Resources            Map[*Resource]       `yaml:"resources" required:"true" doc:"The SDK's namespace tree, plus $client (methods on the client) and $shared (shared models)."`
	Readme               Readme               `yaml:"readme" doc:"README snippets. Omitted: the examples call the first method of resources that returns a body."`
	Settings             Settings             `yaml:"settings" doc:"General settings (every key has a default)."`
	QuerySettings        QuerySettings        `yaml:"query_settings" doc:"How object and array query parameters are serialised (default: brackets and comma)."`
	MultipartSettings    MultipartSettings    `yaml:"multipart_settings" doc:"How multipart array fields are serialised."`
	Security             []Map[[]string]      `yaml:"security" doc:"Replaces the spec's top-level security: alternatives, each scheme name to scopes. {} means no auth is acceptable."`
	SecuritySchemes      Map[*SecurityScheme] `yaml:"security_schemes" doc:"Replaces the spec's components.securitySchemes."`
	ClientSettings       ClientSettings       `yaml:"client_settings" doc:"Client behaviour: options, retries, timeouts, idempotency."`
	Pagination           Pagination           `yaml:"pagination" doc:"Pagination schemes: one scheme object or a list of named schemes."`
	UnspecifiedEndpoints []string             `yaml:"unspecified_endpoints" format:"endpoint" doc:"Endpoints deliberately left out of the SDKs, each \"<method> <path>\"."`
	Codeflow             Codeflow             `yaml:"codeflow" doc:"Release automation."`
	CustomCasings        Map[*Casing]         `yaml:"custom_casings" doc:"How a term is written in each casing, or whether it is an initialism."`
	OpenAPI              OpenAPIConfig        `yaml:"openapi" doc:"Spec transforms and the documented-spec output."`
	Streaming            Streaming            `yaml:"streaming" doc:"Server-sent event rules for every streaming method."`
	Constants            *Constants           `yaml:"constants" doc:"Constants exported from the SDK root package (TypeScript and Python only)."`
	Diagnostics          Diagnostics          `yaml:"diagnostics" doc:"Diagnostics to ignore."`
	Errors               Errors               `yaml:"errors" doc:"How API errors are read."`
	Package              *LegacyPackages      `yaml:"package" deprecated:"this is the 2024 layout; write each entry under targets (sdkgen migrate rewrites the file)" doc:"The 2024 layout of targets: package.<target>.{name, repo, skip}. Read as targets (Load moves the entries to Targets and leaves this nil)."`
}

// Map is a YAML mapping that keeps its key order, since order means something in sdkgen.yml (the first
// environment is the default; resources and methods appear in the SDK in the order written).
type Map[V any] struct {
	Ptr     document.Pointer
	Entries []MapEntry[V]
}

// MapEntry is one key and value of a Map.
type MapEntry[V any] struct {
	Key   string
	Value V
}

// Len returns the number of entries.
func (m Map[V]) Len() int { return len(m.Entries) }

// Keys returns the keys in order.
func (m Map[V]) Keys() []string {
	keys := make([]string, len(m.Entries))
	for i, e := range m.Entries {
		keys[i] = e.Key
	}
	return keys
}

// Get returns the value for key.
func (m Map[V]) Get(key string) (V, bool) {
	for _, e := range m.Entries {
		if e.Key == key {
			return e.Value, true
		}
	}
	var zero V
	return zero, false
}

// Has reports whether key is present.
func (m Map[V]) Has(key string) bool {
	_, ok := m.Get(key)
	return ok
}

// EntryPtr returns the pointer of the entry for key.
func (m Map[V]) EntryPtr(key string) document.Pointer { return m.Ptr.Append(key) }

// Set replaces or appends an entry (used by sdkgen init and by tests that build configs).
func (m *Map[V]) Set(key string, v V) {
	for i := range m.Entries {
		if m.Entries[i].Key == key {
			m.Entries[i].Value = v
			return
		}
	}
	m.Entries = append(m.Entries, MapEntry[V]{Key: key, Value: v})
}

// Organization describes who publishes the SDKs.
type Organization struct {
	Ptr                 document.Pointer `yaml:"-"`
	Name                string           `yaml:"name" format:"org-name" doc:"Omitted: the scope of the npm package name (@acme/sdk gives acme), else from the spec's info.title. Organization name: an identifier in lower case (acme), or a display name (Acme Corp, ImageKit) from which the identifier is derived (acme-corp, imagekit) and whose spelling the client name keeps. The client name, env-var prefix and default artifact names derive from it."`
	Docs                string           `yaml:"docs" format:"url" doc:"Link to the API documentation."`
	Contact             string           `yaml:"contact" format:"email" doc:"Support e-mail address."`
	SecurityContact     string           `yaml:"security_contact" format:"email" doc:"Address for vulnerability reports (default: contact)."`
	SecurityPolicyURL   string           `yaml:"security_policy_url" format:"url" doc:"Security policy page linked from SECURITY.md."`
	SecurityPolicyTerms string           `yaml:"security_policy_terms" doc:"Extra terms appended to SECURITY.md."`
	VCSOrg              string           `yaml:"vcs_org" doc:"Organization on the source-hosting platform that holds the production SDK repositories."`
	UploadSpec          *bool            `yaml:"upload_spec" default:"true" doc:"Publish the input spec so mock-server tests run in CI."`
}

// Readme holds the README snippet settings.
type Readme struct {
	Ptr                      document.Pointer     `yaml:"-"`
	ExampleRequests          Map[*ExampleRequest] `yaml:"example_requests" doc:"Snippets: default and headline (each omitted: a call of the first method of resources that returns a body), errors, retries, pagination, streaming, file_uploads and others; any other name is an example request of the method it calls."`
	ExampleTypes             Map[*ExampleTypeRef] `yaml:"example_types" doc:"Types used to show building and reading values: object, nullable, union, intersection, enum."`
	IncludeSdkgenAttribution bool                 `yaml:"include_sdkgen_attribution" doc:"Add a 'generated with sdkgen' line to READMEs."`
}

// ExampleRequest is one README snippet: a call of an endpoint with parameters.
type ExampleRequest struct {
	Ptr               document.Pointer `yaml:"-"`
	Type              string           `yaml:"type" required:"true" enum:"request" doc:"Always request."`
	Endpoint          string           `yaml:"endpoint" required:"true" format:"endpoint" doc:"The endpoint the snippet calls."`
	Params            *document.Node   `yaml:"params" doc:"Path, query and body values of the call."`
	ResponseProperty  string           `yaml:"response_property" doc:"Property of the response the snippet prints."`
	AssignTo          string           `yaml:"assign_to" doc:"Variable name the snippet assigns the result to."`
	ExampleProperties *document.Node   `yaml:"example_properties" doc:"Error properties shown in the errors snippet."`
	FileParam         string           `yaml:"file_param" doc:"file_uploads only: the parameter that takes the file."`
	FilePath          string           `yaml:"file_path" doc:"file_uploads only: the path of the example file."`
}

// ExampleTypeRef names a model (and a property or enum option of it) used in README type examples.
type ExampleTypeRef struct {
	Ptr      document.Pointer `yaml:"-"`
	Type     string           `yaml:"type" required:"true" enum:"model"`
	Model    string           `yaml:"model" required:"true" doc:"Dotted model path, e.g. cards.transactions.transaction."`
	Property string           `yaml:"property"`
	Option   string           `yaml:"option"`
}

// Settings are general settings.
type Settings struct {
	Ptr                  document.Pointer `yaml:"-"`
	License              *License         `yaml:"license" default:"Apache-2.0" doc:"LICENSE of every SDK: Apache-2.0, MIT, or {name, contents, extension}."`
	SortSchemaProperties *bool            `yaml:"sort_schema_properties" default:"true" doc:"Sort schema properties before emitting."`
	Python               PythonSettings   `yaml:"python"`
	DisableMockTests     bool             `yaml:"disable_mock_tests" doc:"Mark every test that needs the mock server as skipped."`
	UnwrapResponseFields []string         `yaml:"unwrap_response_fields" doc:"Response envelopes unwrapped everywhere, e.g. [data]."`
	PositionalParams     *bool            `yaml:"positional_params" doc:"false turns positional parameters off SDK-wide."`
	Edition              string           `yaml:"edition" deprecated:"use the top-level edition key" doc:"Deprecated alias of the top-level edition."`
	FileHeader           string           `yaml:"file_header" doc:"Licence text put first in every generated source file."`
	MockServer           string           `yaml:"mock_server" enum:"prism|steady" kind:"open" doc:"Mock server of the generated tests. Accepted and ignored: the generated scripts always use Prism."`
	PerEndpointSecurity  *bool            `yaml:"per_endpoint_security" doc:"Apply each operation's own security requirements. Accepted; sdkgen always does."`
}

// PythonSettings are Python-only general settings.
type PythonSettings struct {
	LicenseClassifier string `yaml:"license_classifier" doc:"Trove classifier of the licence."`
}

// License is an SPDX identifier (Apache-2.0 or MIT) or a custom licence text.
type License struct {
	Ptr       document.Pointer `yaml:"-"`
	Name      string           `yaml:"name" required:"true" doc:"SPDX identifier."`
	Contents  string           `yaml:"contents" required:"true" doc:"The licence text."`
	Extension string           `yaml:"extension" doc:"Suffix of the LICENSE file name."`
	// SPDX is set when the licence was written as a bare identifier.
	SPDX string `yaml:"-"`
}

func (l *License) fromString(s string)       { l.SPDX, l.Name = s, s }
func (l *License) shorthandValues() []string { return []string{"Apache-2.0", "MIT"} }

// QuerySettings control query string serialisation.
type QuerySettings struct {
	Ptr          document.Pointer `yaml:"-"`
	NestedFormat string           `yaml:"nested_format" enum:"brackets|dots" default:"brackets" doc:"{a:{b:c}} renders as a[b]=c (brackets) or a.b=c (dots)."`
	ArrayFormat  string           `yaml:"array_format" enum:"comma|repeat|indices|brackets" default:"comma" doc:"{in:[x,y]} renders as in=x,y (comma), in=x&in=y (repeat), in[0]=x&in[1]=y (indices) or in[]=x&in[]=y (brackets)."`
}

// MultipartSettings control multipart serialisation.
type MultipartSettings struct {
	Ptr         document.Pointer `yaml:"-"`
	ArrayFormat string           `yaml:"array_format" enum:"comma|repeat|indices|brackets" doc:"Array fields of multipart bodies; unset keeps each SDK's default."`
}

// SecurityScheme is an entry of security_schemes, with the shape of an OpenAPI security scheme.
type SecurityScheme struct {
	Ptr          document.Pointer `yaml:"-"`
	Type         string           `yaml:"type" required:"true" enum:"http|apiKey|oauth2|openIdConnect|mutualTLS"`
	Scheme       string           `yaml:"scheme" enum:"basic|bearer|digest" doc:"For type http."`
	BearerFormat string           `yaml:"bearerFormat"`
	Description  string           `yaml:"description"`
	Name         string           `yaml:"name" doc:"For type apiKey: the header or query parameter name."`
	In           string           `yaml:"in" enum:"header|query|cookie" doc:"For type apiKey."`
	Flows        *document.Node   `yaml:"flows" doc:"For type oauth2: implicit, password, clientCredentials, authorizationCode."`
	OpenIDURL    string           `yaml:"openIdConnectUrl"`
	Auth         *SchemeAuth      `yaml:"x-sdkgen-auth" doc:"sdkgen extras: scheme_keyword, disable_base64, custom."`
}

// SchemeAuth is the x-sdkgen-auth extension of a security scheme.
type SchemeAuth struct {
	SchemeKeyword string `yaml:"scheme_keyword" doc:"Replaces Bearer or Basic in the Authorization header."`
	DisableBase64 bool   `yaml:"disable_base64" doc:"Basic auth: send user:pass without base64."`
	Custom        *bool  `yaml:"custom" doc:"apiKey: the credential is applied by custom code."`
}

// ClientSettings control client behaviour.
type ClientSettings struct {
	Ptr              document.Pointer `yaml:"-"`
	Opts             Map[*ClientOpt]  `yaml:"opts" doc:"Extra client constructor arguments, credentials among them."`
	Idempotency      Idempotency      `yaml:"idempotency"`
	DefaultHeaders   Map[string]      `yaml:"default_headers" doc:"Headers sent with every request."`
	DefaultTimeout   *Duration        `yaml:"default_timeout" default:"60000" doc:"Per-attempt timeout in milliseconds or as an ISO 8601 duration."`
	DefaultRetries   DefaultRetries   `yaml:"default_retries"`
	DefaultEnvPrefix string           `yaml:"default_env_prefix" format:"upper-snake" doc:"Prefix of <PREFIX>_BASE_URL, _LOG and _CUSTOM_HEADERS (default: organization.name in upper snake case)."`
	// DefaultClientName and DefaultClientExampleName are read through Config.ClientName and ClientExampleName.
	DefaultClientName        string `yaml:"default_client_name" format:"client-name" doc:"Name of the client class, spelt as written (MyPOSConnect). Default: from organization.name."`
	DefaultClientExampleName string `yaml:"default_client_example_name" format:"variable-name" doc:"Variable that holds the client in README and snippet examples, in each language's casing. Default: client."`
	// SendOpenAPIInfoVersionAsHeader is applied by ApplySpec, which adds the header to DefaultHeaders.
	SendOpenAPIInfoVersionAsHeader string              `yaml:"send_openapi_info_version_as_header" format:"header-name" doc:"Header sent on every request with the spec's info.version (API version pinning)."`
	BearerTokenRefresh             *BearerTokenRefresh `yaml:"bearer_token_refresh" doc:"Refresh the bearer token by calling an endpoint on 401. Accepted and kept, not acted on yet."`
	OmitSdkgenHeaders              bool                `yaml:"omit_sdkgen_headers" doc:"Do not send the generator's platform headers (language, OS, runtime, package version). Accepted and kept, not acted on yet."`
	OptInNewSecurityBehaviour      *bool               `yaml:"opt_in_new_security_behaviour" deprecated:"it has no effect: sdkgen maps security alternatives to client options one way only" doc:"A 2024 switch of how security alternatives map to client options; no effect."`
}

// BearerTokenRefresh describes the endpoint a client calls to refresh its bearer token.
type BearerTokenRefresh struct {
	Method                      string   `yaml:"method" doc:"HTTP method of the refresh call."`
	Path                        string   `yaml:"path" doc:"Path of the refresh endpoint."`
	Credentials                 string   `yaml:"credentials" doc:"fetch credentials mode of the refresh call (include sends cookies)."`
	RetrySignalHeader           string   `yaml:"retry_signal_header" format:"header-name" doc:"Response header that asks for a refresh and a retry."`
	SkipRequestPaths            []string `yaml:"skip_request_paths" doc:"Paths whose 401s do not trigger a refresh."`
	ExposeOnAuthFailureCallback bool     `yaml:"expose_on_auth_failure_callback" doc:"Let users register a callback for a failed refresh."`
}

// Idempotency configures the idempotency key header.
type Idempotency struct {
	Header string `yaml:"header" format:"header-name" doc:"Header carrying the idempotency key the SDK generates, e.g. Idempotency-Key."`
}

// DefaultRetries configures the retry schedule.
type DefaultRetries struct {
	Ptr                 document.Pointer `yaml:"-"`
	MaxRetries          *int             `yaml:"max_retries" default:"2" doc:"Retries after the first attempt; 0 turns retries off."`
	InitialDelaySeconds *float64         `yaml:"initial_delay_seconds" default:"0.5"`
	MaxDelaySeconds     *float64         `yaml:"max_delay_seconds" default:"8"`
}

// ClientOpt is one client constructor argument.
type ClientOpt struct {
	Ptr              document.Pointer `yaml:"-"`
	Type             string           `yaml:"type" required:"true" enum:"string|number|integer|boolean|null"`
	Nullable         bool             `yaml:"nullable" doc:"false: the value is mandatory (from the argument or the environment)."`
	ReadEnv          string           `yaml:"read_env" format:"env-var" doc:"Environment variable the client reads the value from."`
	Default          *document.Node   `yaml:"default"`
	Description      string           `yaml:"description"`
	Example          *document.Node   `yaml:"example" doc:"Value used in tests and snippets."`
	Auth             *OptAuth         `yaml:"auth" doc:"Links the option to a security scheme."`
	ServerVariable   string           `yaml:"server_variable" doc:"Fills {variable} in the environment URLs."`
	SendInHeader     string           `yaml:"send_in_header" format:"header-name" doc:"Header sent on every request with the value."`
	SendAsQueryParam string           `yaml:"send_as_query_param" doc:"Query parameter sent on every request with the value."`
	SendInCookie     string           `yaml:"send_in_cookie" doc:"Cookie sent on every request with the value. Accepted and kept, not acted on yet."`
	SendAsBodyParam  string           `yaml:"send_as_body_param" doc:"Body property the value fills on every method that has it. Accepted and kept, not acted on yet."`
	SendAsPathParam  string           `yaml:"send_as_path_param" doc:"Path parameter the value fills on every method that has it. Accepted and kept, not acted on yet."`
	RequiredInTests  bool             `yaml:"required_in_tests"`
}

// OptAuth links a client option to a security scheme.
type OptAuth struct {
	Ptr            document.Pointer `yaml:"-"`
	SecurityScheme string           `yaml:"security_scheme" required:"true"`
	Role           string           `yaml:"role" enum:"value|username|password|client_id|client_secret" doc:"Which credential of the scheme; omitted for one-credential schemes."`
}

// Duration is a timeout: milliseconds, an ISO 8601 duration (PT30S), or null for none.
type Duration struct {
	Ptr          document.Pointer `yaml:"-"`
	Milliseconds int64
	Null         bool
	Text         string // as written, when a string
}

// Pagination is one scheme or a list of named schemes.
type Pagination struct {
	Ptr     document.Pointer
	Schemes []*PaginationScheme
	// Single records that the file gave one scheme object rather than a list.
	Single bool
}

// PaginationScheme describes how one family of list endpoints pages.
type PaginationScheme struct {
	Ptr                  document.Pointer      `yaml:"-"`
	Name                 string                `yaml:"name" doc:"Required in the list form; names page classes and paginated: <name>."`
	Description          string                `yaml:"description"`
	Type                 string                `yaml:"type" required:"true" enum:"cursor|cursor_id|cursor_url|offset|page_number|fake_page"`
	Request              Map[*PaginationField] `yaml:"request" required:"true" doc:"Request parameters the type needs."`
	Response             Map[*PaginationField] `yaml:"response" required:"true" doc:"Response fields the type needs; nested fields get roles through properties."`
	ParamLocation        string                `yaml:"param_location" enum:"query|body" default:"query"`
	ContinueOnEmptyItems bool                  `yaml:"continue_on_empty_items" doc:"Keep paging after an empty page."`
}

// PaginationField is a JSON-Schema-like description of a pagination parameter or response field. Real configs copy
// JSON Schema into it, so the keywords pagination has no use for are accepted and ignored.
type PaginationField struct {
	Ptr             document.Pointer      `yaml:"-"`
	Type            SchemaType            `yaml:"type" doc:"A JSON Schema type or a list of them (string, integer, number, boolean, array, object, null; unknown or any for no constraint)."`
	Nullable        bool                  `yaml:"nullable"`
	Description     string                `yaml:"description"`
	Title           string                `yaml:"title"`
	Format          string                `yaml:"format"`
	Enum            *document.Node        `yaml:"enum"`
	Default         *document.Node        `yaml:"default"`
	Required        []string              `yaml:"required"`
	Items           *PaginationField      `yaml:"items"`
	Properties      Map[*PaginationField] `yaml:"properties"`
	Role            *PaginationRole       `yaml:"x-sdkgen-pagination-property" doc:"The role of the field: {purpose: ...}; the older bare-string form (a purpose) still reads, with a warning."`
	IgnoredKeywords `yaml:",inline"`
}

// IgnoredKeywords are the JSON Schema and OpenAPI keywords real configs copy into pagination fields. Pagination
// reads the method's own schema, so they are accepted and have no effect.
type IgnoredKeywords struct {
	Ref                  *document.Node `yaml:"$ref" doc:"Ignored."`
	Const                *document.Node `yaml:"const" doc:"Ignored."`
	Example              *document.Node `yaml:"example" doc:"Ignored."`
	Examples             *document.Node `yaml:"examples" doc:"Ignored."`
	Minimum              *document.Node `yaml:"minimum" doc:"Ignored."`
	Maximum              *document.Node `yaml:"maximum" doc:"Ignored."`
	ExclusiveMinimum     *document.Node `yaml:"exclusiveMinimum" doc:"Ignored."`
	ExclusiveMaximum     *document.Node `yaml:"exclusiveMaximum" doc:"Ignored."`
	MultipleOf           *document.Node `yaml:"multipleOf" doc:"Ignored."`
	MinLength            *document.Node `yaml:"minLength" doc:"Ignored."`
	MaxLength            *document.Node `yaml:"maxLength" doc:"Ignored."`
	Pattern              *document.Node `yaml:"pattern" doc:"Ignored."`
	MinItems             *document.Node `yaml:"minItems" doc:"Ignored."`
	MaxItems             *document.Node `yaml:"maxItems" doc:"Ignored."`
	UniqueItems          *document.Node `yaml:"uniqueItems" doc:"Ignored."`
	AdditionalProperties *document.Node `yaml:"additionalProperties" doc:"Ignored."`
	PropertyNames        *document.Node `yaml:"propertyNames" doc:"Ignored."`
	OneOf                *document.Node `yaml:"oneOf" doc:"Ignored."`
	AnyOf                *document.Node `yaml:"anyOf" doc:"Ignored."`
	AllOf                *document.Node `yaml:"allOf" doc:"Ignored."`
	Deprecated           *document.Node `yaml:"deprecated" doc:"Ignored."`
	ReadOnly             *document.Node `yaml:"readOnly" doc:"Ignored."`
	WriteOnly            *document.Node `yaml:"writeOnly" doc:"Ignored."`
}

// PaginationRole is x-sdkgen-pagination-property: the role a field plays. The older form, a bare purpose string,
// stands for {purpose: <string>} (the checks see it in the parsed tree and warn).
type PaginationRole struct {
	Ptr             document.Pointer `yaml:"-"`
	Purpose         string           `yaml:"purpose" enum:"items|has_next_page|next_cursor_param|previous_cursor_param|next_cursor_field|previous_cursor_field|next_cursor_id_param|previous_cursor_id_param|cursor_item_id|cursor_url_field|offset_count_param|offset_total_count_field|offset_count_start_field|page_number_param|current_page_number_field|total_page_count_field"`
	IsTopLevelArray bool             `yaml:"is_top_level_array" doc:"The items are the bare response array."`
	FromHeader      string           `yaml:"from_header" format:"header-name" doc:"Read the value from this response header (e.g. Link)."`
	Required        *bool            `yaml:"required"`
}

// Codeflow configures release automation.
type Codeflow struct {
	Ptr                   document.Pointer `yaml:"-"`
	ReleaseEnvironment    string           `yaml:"release_environment" default:"production"`
	PublishPackages       *bool            `yaml:"publish_packages" default:"true"`
	Reviewers             []string         `yaml:"reviewers"`
	CodeOwners            Map[[]string]    `yaml:"code_owners" doc:"Written as CODEOWNERS in each SDK repository."`
	DetectBreakingChanges *bool            `yaml:"detect_breaking_changes" default:"false"`
}

// Casing says how one term is written. Exactly one of the three forms is used: Initialism; the four spellings;
// or Singular and Plural.
type Casing struct {
	Ptr        document.Pointer `yaml:"-"`
	Initialism *bool            `yaml:"initialism" doc:"true: an abbreviation (API); false: remove it from the default set."`
	Snake      string           `yaml:"snake"`
	Pascal     string           `yaml:"pascal"`
	Capital    string           `yaml:"capital"`
	Camel      string           `yaml:"camel"`
	Singular   *Spelling        `yaml:"singular"`
	Plural     *Spelling        `yaml:"plural"`
}

// Spelling is a term in each casing.
type Spelling struct {
	Snake   string `yaml:"snake"`
	Pascal  string `yaml:"pascal"`
	Capital string `yaml:"capital"`
	Camel   string `yaml:"camel"`
}

// OpenAPIConfig holds spec transforms and the documented-spec output settings.
type OpenAPIConfig struct {
	Ptr                 document.Pointer `yaml:"-"`
	CodeSamples         *CodeSamples     `yaml:"code_samples" doc:"Where code samples go in openapi.documented.yml."`
	CodeSampleLanguages Map[bool]        `yaml:"code_sample_languages"`
	Transforms          []*Transform     `yaml:"transforms" alias:"transformations" doc:"Ordered edits of the input spec, applied before anything reads it."`
}

// CodeSamples is one output name or an object of booleans.
type CodeSamples struct {
	Ptr       document.Pointer `yaml:"-"`
	Readme    bool             `yaml:"readme"`
	Redocly   bool             `yaml:"redocly"`
	Mintlify  bool             `yaml:"mintlify"`
	BumpSh    bool             `yaml:"bump.sh"`
	Gitbook   bool             `yaml:"gitbook"`
	XCode     bool             `yaml:"x-codeSamples"`
	Sdkgen    bool             `yaml:"sdkgen"`
	Shorthand string           `yaml:"-"`
}

func (c *CodeSamples) shorthandValues() []string {
	return []string{"readme", "redocly", "mintlify", "bump.sh", "gitbook", "x-codeSamples", "sdkgen"}
}

func (c *CodeSamples) fromString(s string) {
	c.Shorthand = s
	switch s {
	case "readme":
		c.Readme = true
	case "redocly":
		c.Redocly = true
	case "mintlify":
		c.Mintlify = true
	case "bump.sh":
		c.BumpSh = true
	case "gitbook":
		c.Gitbook = true
	case "x-codeSamples":
		c.XCode = true
	case "sdkgen":
		c.Sdkgen = true
	}
}

// Transform is one entry of openapi.transforms. Args are checked per command by the transform package.
type Transform struct {
	Ptr     document.Pointer `yaml:"-"`
	Command string           `yaml:"command" required:"true" enum:"update|append|merge|remove|copy|move|extractToRefs|mergeObject|replaceProperties|oneOfToAnyOf|guessDiscriminantUnions"`
	Reason  string           `yaml:"reason" doc:"Why the edit is needed; shown when it stops applying."`
	Args    *document.Node   `yaml:"args"`
}

// Streaming holds the SSE event rules.
type Streaming struct {
	Ptr     document.Pointer `yaml:"-"`
	OnEvent []*EventRule     `yaml:"on_event" doc:"Rules tried in order for each event; the first match decides."`
}

// EventRule is one streaming.on_event rule.
type EventRule struct {
	Ptr            document.Pointer `yaml:"-"`
	EventType      *EventTypes      `yaml:"event_type" doc:"The event: field equals this (or one of these, given a list); null matches events without one."`
	DataStartsWith string           `yaml:"data_starts_with" doc:"The raw data text starts with this, e.g. [DONE]."`
	Kind           string           `yaml:"kind" enum:"fallthrough" doc:"Matches anything; only as the last rule."`
	Handle         string           `yaml:"handle" required:"true" enum:"yield|done|error"`
	ErrorProperty  string           `yaml:"error_property" doc:"On yield: raise an API error when the parsed object has this property set."`
}

// NullableString tells an explicit null from a string.
type NullableString struct {
	Null  bool
	Value string
}

// Constants are exported from the SDK's root package.
type Constants struct {
	Ptr     document.Pointer    `yaml:"-"`
	Package Map[*document.Node] `yaml:"package" required:"true"`
}

// Diagnostics configures diagnostic handling.
type Diagnostics struct {
	Ptr     document.Pointer  `yaml:"-"`
	Ignored Map[*IgnoreEntry] `yaml:"ignored" doc:"Code to true (ignore everywhere) or a list of locations and {target, reason} entries."`
}

// IgnoreEntry is true, or a list of places where a code is ignored.
type IgnoreEntry struct {
	Ptr    document.Pointer
	All    bool
	Places []*IgnorePlace
}

// IgnorePlace is one place of an ignore list: a location (a bare string is one), or a target language.
type IgnorePlace struct {
	Ptr      document.Pointer `yaml:"-"`
	Location string           `yaml:"location"`
	Target   string           `yaml:"target" enum:"node|typescript|python|go|java|kotlin|ruby|terraform|cli|php|csharp|http"`
	Reason   string           `yaml:"reason"`
}

func (p *IgnorePlace) fromString(s string) { p.Location = s }

// Errors configures how API errors are read.
type Errors struct {
	Ptr             document.Pointer `yaml:"-"`
	MessageProperty string           `yaml:"message_property" doc:"Response property used as the error message."`
	Union           *ErrorUnion      `yaml:"union" doc:"Typed error classes from a union of error schemas."`
}

// ErrorUnion maps a union of error schemas to typed error classes.
type ErrorUnion struct {
	Ptr            document.Pointer   `yaml:"-"`
	Source         string             `yaml:"source" required:"true" format:"schema-ref"`
	Discriminator  string             `yaml:"discriminator" required:"true"`
	StatusProperty string             `yaml:"status_property" required:"true"`
	Variants       Map[*ErrorVariant] `yaml:"variants"`
}

// ErrorVariant overrides one error class.
type ErrorVariant struct {
	StatusCode *int   `yaml:"status_code"`
	Name       string `yaml:"name"`
}
