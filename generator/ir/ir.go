// Package ir is the intermediate representation every target generates from: the SDK's surface resolved from the
// spec and sdkgen.yml, with nothing left to look up in either.
//
// Names in the IR are canonical snake_case words ("account_create_params"); targets render them in their own
// casing through generator/naming with the API's Casings. Types refer to each other by name (TypeRef), so the IR
// has no pointer cycles, serialises to JSON for golden tests, and is identical on every run.
package ir

// API is the whole SDK surface.
type API struct {
	Organization  Organization        `json:"organization"`
	Client        Client              `json:"client"`
	Edition       string              `json:"edition"`
	Targets       []string            `json:"targets"`
	Environments  []Environment       `json:"environments"`
	Auth          Auth                `json:"auth"`
	ClientOptions []*ClientOption     `json:"client_options"`
	Retries       Retries             `json:"retries"`
	Timeout       Timeout             `json:"timeout"`
	Idempotency   *Idempotency        `json:"idempotency,omitempty"`
	Headers       []Header            `json:"default_headers,omitempty"`
	Query         QuerySettings       `json:"query"`
	Multipart     MultipartSettings   `json:"multipart"`
	Constants     []Constant          `json:"constants,omitempty"`
	Root          *Resource           `json:"root"`
	Types         []*Type             `json:"types"`
	Pagination    []*PaginationScheme `json:"pagination,omitempty"`
	Streaming     StreamingRules      `json:"streaming"`
	Errors        ErrorSettings       `json:"errors"`
	Webhooks      *Webhooks           `json:"webhooks,omitempty"`
	Readme        Readme              `json:"readme"`
	Settings      Settings            `json:"settings"`
	Casings       []Casing            `json:"casings,omitempty"`
	Stats         Stats               `json:"stats"`
	CodeSamples   CodeSamples         `json:"code_samples"`
	// Operations are every operation of the spec as "<method> <path>", configured or not, in the order the spec
	// writes them: a mock server sees them all, and Prism breaks a tie between two routes by this order.
	Operations []string `json:"operations,omitempty"`
}

// CodeSamples say which code samples the documented spec (the openapi target) carries, and where.
type CodeSamples struct {
	// Formats are the extensions samples go into: x-codeSamples (Redocly, Mintlify, bump.sh, GitBook),
	// x-readme, x-sdkgen-snippets. Empty: none.
	Formats []string `json:"formats,omitempty"`
	// Languages are the sample languages, in order: the configured SDK targets unless code_sample_languages
	// turns them off, plus curl and powershell when turned on.
	Languages []string `json:"languages,omitempty"`
}

// Organization is the publisher.
type Organization struct {
	Name                string `json:"name"`
	Docs                string `json:"docs,omitempty"`
	Contact             string `json:"contact,omitempty"`
	SecurityContact     string `json:"security_contact,omitempty"`
	SecurityPolicyURL   string `json:"security_policy_url,omitempty"`
	SecurityPolicyTerms string `json:"security_policy_terms,omitempty"`
	VCSOrg              string `json:"vcs_org,omitempty"`
	UploadSpec          bool   `json:"upload_spec"`
}

// Client names the SDK client.
type Client struct {
	// Name is the client name in canonical words (from organization.name); targets case it with Casings.
	Name string `json:"name"`
	// EnvPrefix is <PREFIX> of <PREFIX>_BASE_URL, _LOG, _CUSTOM_HEADERS, in upper snake case.
	EnvPrefix string `json:"env_prefix"`
	// ExampleName is the variable holding the client in README and snippet examples, in canonical words
	// (client_settings.default_client_example_name, default client); targets case it.
	ExampleName string `json:"example_name,omitempty"`
}

// Environment is a named base URL.
type Environment struct {
	Name    string `json:"name"`
	URL     string `json:"url"`
	Default bool   `json:"default"`
	// Variables are the {name} placeholders of URL, each filled by a client option.
	Variables []EnvironmentVariable `json:"variables,omitempty"`
}

// EnvironmentVariable links a URL placeholder to the option that fills it.
type EnvironmentVariable struct {
	Name   string `json:"name"`
	Option string `json:"option"`
}

// Auth describes how clients authenticate.
type Auth struct {
	Schemes []*SecurityScheme `json:"schemes,omitempty"`
	// Alternatives are the top-level security alternatives in order; each lists scheme names that apply together.
	// An empty alternative means requests without credentials are acceptable.
	Alternatives [][]string `json:"alternatives,omitempty"`
}

// Optional reports whether an alternative needs no credentials.
func (a Auth) Optional() bool {
	for _, alt := range a.Alternatives {
		if len(alt) == 0 {
			return true
		}
	}
	return false
}

// SecurityScheme is one way to authenticate and the client options carrying its credentials.
type SecurityScheme struct {
	Name string `json:"name"`
	// Kind is http_basic, http_bearer, http_digest, api_key, oauth2, open_id_connect or mutual_tls.
	Kind          string       `json:"kind"`
	In            string       `json:"in,omitempty"`         // api_key: header, query or cookie
	ParamName     string       `json:"param_name,omitempty"` // api_key: header, query or cookie name
	SchemeKeyword string       `json:"scheme_keyword,omitempty"`
	DisableBase64 bool         `json:"disable_base64,omitempty"`
	Custom        bool         `json:"custom,omitempty"`
	Description   string       `json:"description,omitempty"`
	Credentials   []Credential `json:"credentials"`
	Flows         []OAuthFlow  `json:"flows,omitempty"`
}

// Credential binds a role of a scheme (value, username, password, client_id, client_secret) to a client option.
type Credential struct {
	Role   string `json:"role"`
	Option string `json:"option"`
}

// OAuthFlow is an oauth2 flow.
type OAuthFlow struct {
	Kind             string   `json:"kind"`
	AuthorizationURL string   `json:"authorization_url,omitempty"`
	TokenURL         string   `json:"token_url,omitempty"`
	RefreshURL       string   `json:"refresh_url,omitempty"`
	Scopes           []string `json:"scopes,omitempty"`
}

// ClientOption is a client constructor argument.
type ClientOption struct {
	Name             string `json:"name"`
	Type             string `json:"type"` // string, number, integer, boolean, null
	Nullable         bool   `json:"nullable"`
	ReadEnv          string `json:"read_env,omitempty"`
	Default          any    `json:"default,omitempty"`
	Description      string `json:"description,omitempty"`
	Example          any    `json:"example,omitempty"`
	AuthScheme       string `json:"auth_scheme,omitempty"`
	AuthRole         string `json:"auth_role,omitempty"`
	ServerVariable   string `json:"server_variable,omitempty"`
	SendInHeader     string `json:"send_in_header,omitempty"`
	SendAsQueryParam string `json:"send_as_query_param,omitempty"`
	RequiredInTests  bool   `json:"required_in_tests,omitempty"`
}

// Retries is the default retry policy.
type Retries struct {
	MaxRetries          int     `json:"max_retries"`
	InitialDelaySeconds float64 `json:"initial_delay_seconds"`
	MaxDelaySeconds     float64 `json:"max_delay_seconds"`
	// Schedule is the delay before each retry before jitter: min(initial * 2^(k-1), max) for k = 1..MaxRetries.
	Schedule []float64 `json:"schedule"`
}

// Timeout is the default per-attempt timeout.
type Timeout struct {
	Milliseconds int64 `json:"milliseconds"`
	None         bool  `json:"none,omitempty"` // explicitly no timeout
}

// Idempotency names the header carrying generated idempotency keys.
type Idempotency struct {
	Header string `json:"header"`
}

// Header is a name and value sent with every request.
type Header struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// QuerySettings say how object and array query values are written.
type QuerySettings struct {
	NestedFormat string `json:"nested_format"` // brackets, dots
	ArrayFormat  string `json:"array_format"`  // comma, repeat, indices, brackets
}

// MultipartSettings say how multipart array fields are written; an empty ArrayFormat keeps each SDK's default.
type MultipartSettings struct {
	ArrayFormat string `json:"array_format,omitempty"`
}

// Constant is exported from the SDK root package.
type Constant struct {
	Name  string `json:"name"`
	Value any    `json:"value"`
}

// Resource is a namespace of the SDK. The API's Root is the client itself: its methods come from $client and
// its subresources are the top-level resources.
type Resource struct {
	Name         string             `json:"name"`           // config key; "" for the root
	Path         []string           `json:"path,omitempty"` // names from the root, e.g. [accounts friends]
	Call         string             `json:"call"`           // e.g. client.accounts.friends
	Description  string             `json:"description,omitempty"`
	Deprecated   *Deprecation       `json:"deprecated,omitempty"`
	Custom       bool               `json:"custom,omitempty"`
	Skip         []string           `json:"skip,omitempty"` // languages the resource is not generated for
	Only         []string           `json:"only,omitempty"`
	Methods      []*Method          `json:"methods,omitempty"`
	Subresources []*Resource        `json:"subresources,omitempty"`
	Models       []string           `json:"models,omitempty"` // names of the types declared in this resource's models
	MCP          *MCP               `json:"mcp,omitempty"`
	Terraform    *TerraformResource `json:"terraform,omitempty"`
	// Standalone is set by standalone_api: the resource is documented as an API of its own, with its reference
	// page (api.md) in its own directory rather than a section of the SDK's api.md.
	Standalone bool `json:"standalone,omitempty"`
}

// TerraformResource configures a resource of the Terraform provider.
type TerraformResource struct {
	Enabled      bool   `json:"enabled"`
	Name         string `json:"name,omitempty"`
	Resource     *bool  `json:"resource,omitempty"`
	DataSource   *bool  `json:"data_source,omitempty"`
	Timeouts     bool   `json:"timeouts,omitempty"`
	TimeoutsName string `json:"timeouts_name,omitempty"`
	// TimeoutsDefaultMs is the resource's timeouts.default in milliseconds (0: the target option's).
	TimeoutsDefaultMs         int64  `json:"timeouts_default_ms,omitempty"`
	UnsupportedDeleteBehavior string `json:"unsupported_delete_behavior,omitempty"`
	SkipTestsReason           string `json:"skip_tests_reason,omitempty"`
}

// TerraformMethod gives a method its CRUD role in the provider.
type TerraformMethod struct {
	Method         string `json:"method,omitempty"` // create, read, list, update, upsert, delete, skip
	IDPathParam    string `json:"id_path_param,omitempty"`
	IDProperty     string `json:"id_property,omitempty"`
	UpdateBehavior string `json:"update_behavior,omitempty"` // put, json_merge_patch
}

// CLIMethod configures a method's CLI output formats.
type CLIMethod struct {
	Format      string `json:"format,omitempty"`
	ErrorFormat string `json:"error_format,omitempty"`
}

// Deprecation marks something deprecated, with a message for every language and per-language overrides. Both
// may be empty: deprecated, with nothing more to say.
type Deprecation struct {
	Message string            `json:"message,omitempty"`
	ByLang  map[string]string `json:"by_lang,omitempty"`
}

// MCP is a resource's or method's MCP tool setting.
type MCP struct {
	Enabled     bool     `json:"enabled"`
	Tags        []string `json:"tags,omitempty"`
	ToolName    string   `json:"tool_name,omitempty"`
	Description string   `json:"description,omitempty"`
}

// Method is one SDK method.
type Method struct {
	Name        string       `json:"name"`
	Call        string       `json:"call"` // client.accounts.friends.list
	Kind        string       `json:"kind"` // http, webhook_unwrap
	Endpoint    string       `json:"endpoint,omitempty"`
	HTTPMethod  string       `json:"http_method,omitempty"`
	Path        string       `json:"path,omitempty"`
	OperationID string       `json:"operation_id,omitempty"`
	Summary     string       `json:"summary,omitempty"`
	Description string       `json:"description,omitempty"`
	Deprecated  *Deprecation `json:"deprecated,omitempty"`
	// Params are every parameter the caller passes: path, query, header and the properties of an object body
	// (In: body). Positional ones are listed, in order, in Positional.
	Params     []*Param `json:"params,omitempty"`
	Positional []string `json:"positional,omitempty"`
	// PositionalConfigured is set when positional_params chose Positional; otherwise it is the default (the last
	// path param), which a target following another convention may replace.
	PositionalConfigured bool `json:"positional_configured,omitempty"`
	// ParamsType names the params type (e.g. account_create_params) when the method has named params.
	ParamsType string            `json:"params_type,omitempty"`
	Body       *Body             `json:"body,omitempty"`
	Response   *Response         `json:"response,omitempty"`
	Pagination *MethodPagination `json:"pagination,omitempty"`
	Streaming  *MethodStreaming  `json:"streaming,omitempty"`
	// Security is the method's own list of alternatives when it overrides the API's (nil: inherit). An empty list
	// means the method sends no credentials.
	Security   [][]string `json:"security"`
	Idempotent bool       `json:"idempotent,omitempty"`
	Aliases    []string   `json:"aliases,omitempty"`
	Skip       []string   `json:"skip,omitempty"`
	Only       []string   `json:"only,omitempty"`
	// DefaultTimeout and DefaultMaxRetries come from default_request_options.
	DefaultTimeout    *Timeout          `json:"default_timeout,omitempty"`
	DefaultMaxRetries *int              `json:"default_max_retries,omitempty"`
	SkipTestReason    map[string]string `json:"skip_test_reason,omitempty"` // language ("*" for all) -> reason
	Webhook           *WebhookUnwrap    `json:"webhook,omitempty"`
	MCP               *MCP              `json:"mcp,omitempty"`
	Terraform         *TerraformMethod  `json:"terraform,omitempty"`
	CLI               *CLIMethod        `json:"cli,omitempty"`
	SpecRef           string            `json:"spec_ref,omitempty"`
	// Docs configures the method's snippets (docs.response_property).
	Docs *MethodDocs `json:"docs,omitempty"`
	// StreamHelper names a streaming helper (x-sdkgen-stream-helper), sent as X-Sdkgen-Stream-Helper when used.
	StreamHelper string `json:"stream_helper,omitempty"`
	// Examples are the method's example requests from readme.example_requests (the entries whose name is not a
	// README snippet), in the order written: values a snippet or test of the method can use instead of made-up ones.
	Examples []MethodExample `json:"examples,omitempty"`
}

// MethodExample is one example request of a method.
type MethodExample struct {
	Name             string `json:"name"`             // the example_requests key, e.g. tasks__create
	Params           any    `json:"params,omitempty"` // path, query and body values by wire name
	ResponseProperty string `json:"response_property,omitempty"`
	AssignTo         string `json:"assign_to,omitempty"`
}

// MethodDocs says what a method's snippets print: one response property, or the whole response.
type MethodDocs struct {
	ResponseProperty string `json:"response_property,omitempty"`
	WholeResponse    bool   `json:"whole_response,omitempty"`
}

// LangNames are per-language names from x-sdkgen-naming: language -> name (typescript stands for node too).
type LangNames map[string]string

// IsSkipped reports whether the method is left out for a language.
func (m *Method) IsSkipped(lang string) bool {
	for _, s := range m.Skip {
		if s == lang {
			return true
		}
	}
	if len(m.Only) == 0 {
		return false
	}
	for _, o := range m.Only {
		if o == lang {
			return false
		}
	}
	return true
}

// Param is one parameter of a method.
type Param struct {
	Name        string       `json:"name"`      // SDK name, canonical words
	WireName    string       `json:"wire_name"` // name on the wire
	In          string       `json:"in"`        // path, query, header, body
	Type        TypeRef      `json:"type"`
	Required    bool         `json:"required"`
	Description string       `json:"description,omitempty"`
	Deprecated  *Deprecation `json:"deprecated,omitempty"`
	Default     any          `json:"default,omitempty"`
	Example     any          `json:"example,omitempty"`
	ReadOnly    bool         `json:"read_only,omitempty"`
	// Style and Explode are the query serialisation hints from the spec, when given.
	Skip    []string  `json:"skip,omitempty"`  // languages the param is left out of (x-sdkgen-skip)
	Names   LangNames `json:"names,omitempty"` // per-language names (x-sdkgen-naming)
	Style   string    `json:"style,omitempty"`
	Explode *bool     `json:"explode,omitempty"`
}

// Body is a request body.
type Body struct {
	// Encoding is json, form (application/x-www-form-urlencoded), multipart, binary or text.
	Encoding    string `json:"encoding"`
	ContentType string `json:"content_type"`
	// Type is the body's type: its named type when the body is a component, nil for an inline object body
	// (whose properties are in the method's Params).
	Type     *TypeRef `json:"type,omitempty"`
	Required bool     `json:"required"`
	// Flattened is true when the body is an object whose properties are listed in the method's Params.
	Flattened bool `json:"flattened"`
	// ParamName is the argument name of a body that is not flattened (body_param_name).
	ParamName string `json:"param_name,omitempty"`
	// FileFields lists the body properties that take files (format binary), for multipart.
	FileFields []string `json:"file_fields,omitempty"`
	// Constraints are the object-level validation keywords of a flattened body without a named type (those of a
	// named one are on its Type): property counts, closed parts, required alternatives.
	Constraints *Constraints `json:"constraints,omitempty"`
}

// Response is what a method returns.
type Response struct {
	Status      string `json:"status"`
	ContentType string `json:"content_type,omitempty"`
	// Type is nil when the response has no body.
	Type *TypeRef `json:"type,omitempty"`
	// Unwrap is the property path returned instead of the whole body (unwrap_response).
	Unwrap []string `json:"unwrap,omitempty"`
	// Binary is set for a response that is a file or a stream of bytes.
	Binary bool `json:"binary,omitempty"`
}

// MethodPagination says how a list method pages.
type MethodPagination struct {
	Scheme string  `json:"scheme"`
	Item   TypeRef `json:"item"`
	// ItemsPath is the property path of the items in the response; empty for a top-level array.
	ItemsPath []string `json:"items_path,omitempty"`
	// Matched tells how the scheme was chosen: auto (list method), requested (paginated: true), named.
	Matched string `json:"matched"`
}

// MethodStreaming says how a method streams server-sent events.
type MethodStreaming struct {
	// ParamDiscriminator is the request parameter that turns streaming on; empty when the endpoint always streams.
	ParamDiscriminator string  `json:"param_discriminator,omitempty"`
	Event              TypeRef `json:"event"`
	ParamsTypeName     string  `json:"params_type_name,omitempty"`
}

// WebhookUnwrap configures a webhook_unwrap method.
type WebhookUnwrap struct {
	Discriminator string `json:"discriminator,omitempty"`
	KeyOption     string `json:"key_option,omitempty"`
}

// StreamingRules are the SSE event rules applied to every streaming method, in order.
type StreamingRules struct {
	Rules []EventRule `json:"rules"`
	// Default is true when sdkgen.yml has no rules and the built-in ones apply.
	Default bool `json:"default"`
}

// EventRule is one SSE rule.
type EventRule struct {
	// EventType matches the event: field; EventTypeNull matches events without one.
	EventType      string `json:"event_type,omitempty"`
	EventTypeNull  bool   `json:"event_type_null,omitempty"`
	DataStartsWith string `json:"data_starts_with,omitempty"`
	Fallthrough    bool   `json:"fallthrough,omitempty"`
	Handle         string `json:"handle"` // yield, done, error
	ErrorProperty  string `json:"error_property,omitempty"`
}

// ErrorSettings say how API errors are read.
type ErrorSettings struct {
	MessageProperty string      `json:"message_property,omitempty"`
	Union           *ErrorUnion `json:"union,omitempty"`
}

// ErrorUnion maps a union of error schemas to error classes.
type ErrorUnion struct {
	Type           string         `json:"type"`
	Discriminator  string         `json:"discriminator"`
	StatusProperty string         `json:"status_property"`
	Variants       []ErrorVariant `json:"variants"`
}

// ErrorVariant is one typed error class.
type ErrorVariant struct {
	Value      string `json:"value"`
	Name       string `json:"name"`
	StatusCode int    `json:"status_code,omitempty"`
	Type       string `json:"type,omitempty"`
}

// Webhooks describe the payloads of the spec's webhooks.
type Webhooks struct {
	Union string   `json:"union"` // type name of the union of payloads
	Names []string `json:"names"`
}

// Readme holds the resolved README snippets.
type Readme struct {
	Examples     []ReadmeExample `json:"examples"`
	Attribution  bool            `json:"attribution"`
	ExampleTypes map[string]any  `json:"example_types,omitempty"`
}

// ReadmeExample is one snippet: a method call with parameters.
type ReadmeExample struct {
	Name             string `json:"name"` // default, headline, pagination, ...
	Call             string `json:"call"` // the method's call chain
	Endpoint         string `json:"endpoint"`
	Params           any    `json:"params,omitempty"`
	ResponseProperty string `json:"response_property,omitempty"`
	AssignTo         string `json:"assign_to,omitempty"`
	FileParam        string `json:"file_param,omitempty"`
	FilePath         string `json:"file_path,omitempty"`
}

// Settings are general settings targets need.
type Settings struct {
	License               License             `json:"license"`
	FileHeader            string              `json:"file_header,omitempty"`
	DisableMockTests      bool                `json:"disable_mock_tests,omitempty"`
	LicenseClassifier     string              `json:"python_license_classifier,omitempty"`
	CodeOwners            map[string][]string `json:"code_owners,omitempty"`
	Reviewers             []string            `json:"reviewers,omitempty"`
	ReleaseEnvironment    string              `json:"release_environment"`
	PublishPackages       bool                `json:"publish_packages"`
	DetectBreakingChanges bool                `json:"detect_breaking_changes"`
	// ReleasesByApp is set by the sdkgen GitHub App, which opens release pull requests and releases itself
	// (docs/github-app.md): the SDK repositories then get no release-please workflow competing with it.
	ReleasesByApp bool `json:"releases_by_app,omitempty"`
}

// License is the SDKs' licence.
type License struct {
	SPDX      string `json:"spdx"`
	Contents  string `json:"contents,omitempty"` // custom licences only; standard texts come from the targets
	Extension string `json:"extension,omitempty"`
}

// Casing is a custom_casings entry as the naming package takes it.
type Casing struct {
	Term       string  `json:"term"`
	Initialism *bool   `json:"initialism,omitempty"`
	Snake      string  `json:"snake,omitempty"`
	Pascal     string  `json:"pascal,omitempty"`
	Capital    string  `json:"capital,omitempty"`
	Camel      string  `json:"camel,omitempty"`
	Plural     *Casing `json:"plural,omitempty"`
}

// Stats tie generated output to its inputs (.stats.yml).
type Stats struct {
	ConfiguredEndpoints int    `json:"configured_endpoints"`
	SpecHash            string `json:"openapi_spec_hash"`
	ConfigHash          string `json:"config_hash"`
}
