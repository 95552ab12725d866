package config

import (
	"github.com/sdkgen/sdkgen/generator/document"
)

// Resource is one namespace of the SDK.
type Resource struct {
	Ptr           document.Pointer   `yaml:"-"`
	Models        Map[*Model]        `yaml:"models" doc:"Named types: model name to a schema name, a #/components/schemas/... pointer, or an object."`
	Methods       Map[*Method]       `yaml:"methods" doc:"Method name to an endpoint string or an object."`
	Subresources  Map[*Resource]     `yaml:"subresources" doc:"Nested namespaces."`
	Description   string             `yaml:"description" doc:"Docstring of the resource class."`
	Custom        bool               `yaml:"custom" doc:"The resource is hand-written, not generated."`
	Deprecated    *PerLanguageText   `yaml:"deprecated" doc:"Deprecation message for all languages, or per language."`
	Skip          *TargetFilter      `yaml:"skip" doc:"true, or the languages to skip."`
	Only          []string           `yaml:"only" enum:"node|typescript|python|go|java|kotlin|ruby|terraform|cli|php|csharp|http" doc:"Generate only for these languages."`
	MCP           *MCPInclusion      `yaml:"mcp" doc:"MCP tool inclusion: a boolean or {tags}."`
	Terraform     *TerraformResource `yaml:"terraform" doc:"Terraform resource and data source generation."`
	StandaloneAPI bool               `yaml:"standalone_api" doc:"The resource is documented as an API of its own: its reference page (api.md) sits in its own directory instead of in the SDK's api.md."`
}

// Method maps an endpoint to an SDK method. Written as a string, it is the endpoint of an http method.
type Method struct {
	Ptr                   document.Pointer `yaml:"-"`
	Type                  string           `yaml:"type" enum:"http|webhook_unwrap|alias" default:"http"`
	Endpoint              string           `yaml:"endpoint" format:"endpoint" doc:"\"<method> <path>\"; required for http methods."`
	Paginated             *Paginated       `yaml:"paginated" doc:"true: match a pagination scheme; a name: force that scheme; false: never paginate."`
	UnwrapResponse        *Unwrap          `yaml:"unwrap_response" doc:"Response property returned to the caller; false overrides settings.unwrap_response_fields."`
	PositionalParams      []string         `yaml:"positional_params" doc:"Parameters that become positional, in order (default: the last path parameter)."`
	BodyParamName         string           `yaml:"body_param_name" doc:"Name of the body argument when the body is not an object (default: body)."`
	RequestBody           *document.Node   `yaml:"request_body" doc:"The request body, when the spec lacks it or describes it wrongly: a JSON Schema plus content_type (default application/json); required: true on a property makes it required."`
	Response              *document.Node   `yaml:"response" doc:"The success response body, when the spec lacks it or describes it wrongly: a JSON Schema plus content_type (default application/json)."`
	DefaultRequestOptions *RequestOptions  `yaml:"default_request_options"`
	Docs                  *MethodDocs      `yaml:"docs"`
	SkipTestReason        *PerLanguageText `yaml:"skip_test_reason" doc:"Skip the generated test, for all or some languages, with a reason."`
	Deprecated            *PerLanguageText `yaml:"deprecated"`
	Skip                  *TargetFilter    `yaml:"skip" doc:"true, or the languages for which the method is not generated."`
	Only                  []string         `yaml:"only" enum:"node|typescript|python|go|java|kotlin|ruby|terraform|cli|php|csharp|http"`
	Streaming             *MethodStreaming `yaml:"streaming" doc:"Server-sent events."`
	MCP                   *MCPInclusion    `yaml:"mcp"`
	Terraform             *TerraformMethod `yaml:"terraform"`
	CLI                   *CLIMethod       `yaml:"cli"`
	To                    string           `yaml:"to" doc:"alias: the method of the same resource this name stands for."`
	Discriminator         string           `yaml:"discriminator" doc:"webhook_unwrap: the property that tells webhook payloads apart."`
	WebhookKeyOpt         string           `yaml:"webhook_key_opt" doc:"webhook_unwrap: the client option holding the signing secret."`
	// Shorthand is set when the method was written as a bare endpoint string.
	Shorthand bool `yaml:"-"`
}

func (m *Method) fromString(s string) { m.Endpoint, m.Shorthand = s, true }

// Kind returns the method type, http when omitted.
func (m *Method) Kind() string {
	if m.Type == "" {
		return "http"
	}
	return m.Type
}

// Paginated is true, false or a scheme name.
type Paginated struct {
	Ptr    document.Pointer
	Bool   bool   // the value when written as a boolean
	Scheme string // the scheme name when written as a string
}

// Unwrap is a response property name, or false.
type Unwrap struct {
	Ptr      document.Pointer
	Disabled bool
	Property string
}

// RequestOptions are a method's default request options.
type RequestOptions struct {
	Timeout    *Duration `yaml:"timeout"`
	MaxRetries *int      `yaml:"max_retries"`
}

// MethodDocs configures a method's snippets.
type MethodDocs struct {
	ResponseProperty *Unwrap `yaml:"response_property" doc:"Property snippets print; false prints the whole response."`
}

// MethodStreaming makes a method stream server-sent events.
type MethodStreaming struct {
	Ptr                document.Pointer `yaml:"-"`
	Type               string           `yaml:"type" enum:"sse" doc:"The streaming protocol: server-sent events, the only one."`
	ParamDiscriminator *NullableString  `yaml:"param_discriminator" doc:"The request parameter that selects SSE or JSON; null: the endpoint always streams."`
	StreamEventModel   string           `yaml:"stream_event_model" doc:"Dotted model path of one event (default: the response schema)."`
	ParamsTypeName     string           `yaml:"params_type_name" doc:"Base name of the <Name>Streaming and <Name>NonStreaming param types."`
}

// PerLanguageText is a text for every language, or per language.
type PerLanguageText struct {
	Ptr    document.Pointer
	All    string
	ByLang Map[string]
}

// TargetFilter is true (everything), false (nothing), or a list of languages.
type TargetFilter struct {
	Ptr   document.Pointer
	All   bool
	Langs []string
}

// Covers reports whether the filter selects the language.
func (f *TargetFilter) Covers(lang string) bool {
	if f == nil {
		return false
	}
	if f.All {
		return true
	}
	for _, l := range f.Langs {
		if l == lang || (l == "node" && lang == "typescript") || (l == "typescript" && lang == "node") {
			return true
		}
	}
	return false
}

// MCPInclusion is a boolean or an object of MCP tool settings.
type MCPInclusion struct {
	Ptr         document.Pointer `yaml:"-"`
	Enabled     bool             `yaml:"-"`
	Tags        []string         `yaml:"tags"`
	ToolName    string           `yaml:"tool_name" doc:"Methods only: the tool's name."`
	Description string           `yaml:"description" doc:"Methods only: the tool's description."`
}

func (m *MCPInclusion) fromBool(b bool) { m.Enabled = b }

// TerraformResource configures a resource of the Terraform provider.
type TerraformResource struct {
	Ptr                       document.Pointer   `yaml:"-"`
	Enabled                   bool               `yaml:"-"`
	Name                      string             `yaml:"name"`
	Timeouts                  *TerraformTimeouts `yaml:"timeouts"`
	Resource                  *bool              `yaml:"resource"`
	DataSource                *bool              `yaml:"data_source"`
	UnsupportedDeleteBehavior string             `yaml:"unsupported_delete_behavior" enum:"warning|no_warning"`
	SkipTestsReason           string             `yaml:"skip_tests_reason"`
}

func (t *TerraformResource) fromBool(b bool) { t.Enabled = b }

// TerraformTimeouts is a boolean or {name, default}.
type TerraformTimeouts struct {
	Ptr     document.Pointer `yaml:"-"`
	Enabled bool             `yaml:"-"`
	Name    string           `yaml:"name"`
	Default *Duration        `yaml:"default" doc:"Milliseconds or an ISO 8601 duration."`
}

func (t *TerraformTimeouts) fromBool(b bool) { t.Enabled = b }

// TerraformMethod gives a method its CRUD role in the provider.
type TerraformMethod struct {
	Method         string `yaml:"method" enum:"create|read|list|update|upsert|delete|skip"`
	IDPathParam    string `yaml:"id_path_param"`
	IDProperty     string `yaml:"id_property"`
	UpdateBehavior string `yaml:"update_behavior" enum:"put|json_merge_patch"`
}

// CLIMethod configures a method's CLI output.
type CLIMethod struct {
	Format      string `yaml:"format" enum:"auto|explore|json|jsonl|pretty|raw|yaml"`
	ErrorFormat string `yaml:"error_format" enum:"auto|explore|json|jsonl|pretty|raw|yaml"`
}

// Model names a schema as an SDK type. Written as a string, it is the schema reference.
type Model struct {
	Ptr             document.Pointer `yaml:"-"`
	Type            string           `yaml:"type" enum:"model|alias" default:"model"`
	OpenAPIURI      string           `yaml:"openapi_uri" format:"schema-ref" doc:"#/components/schemas/Name, the bare Name, a deeper pointer, or a query matching exactly one schema."`
	NoParamsSuffix  bool             `yaml:"no_params_suffix"`
	ParamModel      string           `yaml:"param_model" doc:"<resource>.<model> of the param-side twin."`
	Skip            *TargetFilter    `yaml:"skip"`
	Only            []string         `yaml:"only" enum:"node|typescript|python|go|java|kotlin|ruby|terraform|cli|php|csharp|http"`
	To              string           `yaml:"to" doc:"alias: the model of the same resource this name stands for."`
	Deprecated      *PerLanguageText `yaml:"deprecated"`
	ForceGeneration bool             `yaml:"force_generation" doc:"Generate the model as a response model even when no method uses it."`
	// Shorthand is set when the model was written as a bare reference string.
	Shorthand bool `yaml:"-"`
}

func (m *Model) fromString(s string) { m.OpenAPIURI, m.Shorthand = s, true }

// Kind returns the model type, model when omitted.
func (m *Model) Kind() string {
	if m.Type == "" {
		return "model"
	}
	return m.Type
}
