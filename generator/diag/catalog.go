package diag

// The catalog lists every code sdkgen emits, its default level and what triggers it. The codes and levels named
// in the contract (SERVICE-BEHAVIOUR.md §7, CONFIG-REFERENCE.md §17) are kept as written there; the rest are
// sdkgen's own and documented in docs/diagnostics.md, which a test keeps in step with this table.

const (
	// Inputs that cannot be read at all.
	ConfigSyntax Code = "Config/SyntaxError"
	SpecSyntax   Code = "Spec/SyntaxError"

	// sdkgen.yml structure.
	ConfigUnknownKey      Code = "Config/UnknownKey"
	ConfigDuplicateKey    Code = "Config/DuplicateKey"
	ConfigWrongType       Code = "Config/WrongType"
	ConfigMissingKey      Code = "Config/MissingKey"
	ConfigInvalidValue    Code = "Config/InvalidValue"
	ConfigUnknownEdition  Code = "Config/UnknownEdition"
	ConfigDeprecated      Code = "Config/Deprecated"
	ConfigConflict        Code = "Config/Conflict"
	ConfigRefInvalid      Code = "Config/OpenAPIReferenceInvalid"
	ConfigNotApplicable   Code = "Config/NotApplicable"
	ConfigTooManyProblems Code = "Config/TooManyProblems"
	ConfigIgnoredKey      Code = "Config/IgnoredKey"
	ConfigDerivedName     Code = "Config/DerivedName"
	ConfigDefaulted       Code = "Config/Defaulted"
	TargetNotBuilt        Code = "Target/NotBuilt"

	// Endpoints (contract codes).
	EndpointNotFound        Code = "Endpoint/NotFound"
	EndpointNotHTTP         Code = "Endpoint/NotHttp"
	EndpointBothSpecified   Code = "Endpoint/BothSpecifiedAndUnspecified"
	EndpointNotSpecified    Code = "Endpoint/NotSpecified"
	EndpointNotConfigured   Code = "Endpoint/NotConfigured"
	EndpointIsIgnored       Code = "Endpoint/IsIgnored"
	EndpointMappedTwice     Code = "Endpoint/MappedTwice"
	EndpointSkippedBySpec   Code = "Endpoint/SkippedBySpec"
	ResourceSharedHasMethod Code = "Resource/SharedHasMethods"
	ResourceNameCollision   Code = "Resource/NameCollision"

	// Methods.
	MethodBodyParamDefaulted    Code = "Method/BodyParamNameDefaulted"
	MethodPositionalNotFound    Code = "Method/PositionalParamNotFound"
	MethodAliasTarget           Code = "Method/AliasTargetNotFound"
	MethodStreamingParam        Code = "Method/StreamingParamNotFound"
	MethodUnwrapNotFound        Code = "Method/UnwrapPropertyNotFound"
	MethodWebhooksMissing       Code = "Method/WebhooksNotInSpec"
	MethodWebhookKeyOpt         Code = "Method/WebhookKeyOptNotFound"
	MethodUnsupportedBody       Code = "Method/UnsupportedContentType"
	MethodParamNameCollision    Code = "Method/ParamNameCollision"
	MethodMissingPathParam      Code = "Method/MissingPathParam"
	MethodCookieParamIgnored    Code = "Method/CookieParamIgnored"
	MethodNoSuccessResponse     Code = "Method/NoSuccessResponse"
	MethodSchemaOverridden      Code = "Method/SchemaOverridden"
	MethodBodyIgnored           Code = "Method/BodyIgnored"
	MethodServerIgnored         Code = "Method/ServerOverrideIgnored"
	ReadmeExampleNoResponse     Code = "Readme/DefaultHasNoResponseBody"
	ReadmeExampleParamUnknown   Code = "Readme/UnknownParam"
	ReadmeEndpointNotConfigured Code = "Readme/EndpointNotConfigured"

	// Pagination.
	PaginationSchemeNotFound Code = "Pagination/SchemeNotFound"
	PaginationMismatch       Code = "Pagination/SchemeMismatch"
	PaginationNoMatch        Code = "Pagination/NoSchemeMatched"
	PaginationInvalidScheme  Code = "Pagination/InvalidScheme"
	PaginationAmbiguous      Code = "Pagination/AmbiguousMatch"

	// Client options, auth and environments.
	ClientOptUnnecessarilyRequired Code = "ClientOpt/UnnecessarilyRequired"
	ClientOptUnknownScheme         Code = "ClientOpt/UnknownSecurityScheme"
	ClientOptInvalidRole           Code = "ClientOpt/InvalidRole"
	ClientOptUnknownServerVar      Code = "ClientOpt/UnknownServerVariable"
	ClientOptBuiltIn               Code = "ClientOpt/BuiltIn"
	AuthSchemeNotFound             Code = "Auth/SchemeNotFound"
	AuthSchemeWithoutOpt           Code = "Auth/SchemeHasNoClientOpt"
	AuthUnsupportedScheme          Code = "Auth/UnsupportedScheme"
	EnvironmentUnfilledVariable    Code = "Environment/UnfilledVariable"
	EnvironmentNoBaseURL           Code = "Environment/NoBaseURL"
	ConstantsUnsupportedTarget     Code = "Constants/UnsupportedTarget"

	// The spec.
	SpecUnsupportedVersion Code = "Spec/UnsupportedVersion"
	SpecExternalRef        Code = "Spec/ExternalRef"
	SpecRefNotFound        Code = "Spec/RefNotFound"
	SpecCircularRef        Code = "Spec/CircularRef"
	SpecInvalid            Code = "Spec/Invalid"
	SpecUnsupported        Code = "Spec/Unsupported"
	SpecDuplicateOpID      Code = "Spec/DuplicateOperationId"

	// Schemas (contract codes first).
	SchemaIsAmbiguous             Code = "Schema/IsAmbiguous"
	SchemaObjectHasNoProperties   Code = "Schema/ObjectHasNoProperties"
	SchemaEnumHasOneMember        Code = "Schema/EnumHasOneMember"
	SchemaEnumDuplicateValue      Code = "Schema/EnumDuplicateValue"
	SchemaCannotInferVariantName  Code = "Schema/CannotInferUnionVariantName"
	SchemaRequiredPropertyMissing Code = "Schema/RequiredPropertyNotDefined"
	SchemaIntersectionInline      Code = "Schema/IntersectionInlineEntriesIgnored"
	SchemaPatternNotValid         Code = "Schema/PatternNotValid"
	SchemaDiscriminatorInvalid    Code = "Schema/DiscriminatorInvalid"
	SchemaUnsatisfiable           Code = "Schema/Unsatisfiable"
	NameCollision                 Code = "Name/Collision"

	// The run itself.
	TooManyProblems Code = "Diagnostics/TooManyProblems"

	// The command-line tool (cli target).
	CLIMethodLeftOut Code = "CLI/MethodLeftOut"
	// The java target's coverage.
	JavaMethodLeftOut Code = "Java/MethodLeftOut"
	// The terraform target's coverage.
	TerraformResourceLeftOut Code = "Terraform/ResourceLeftOut"
	TerraformDataSourceOnly  Code = "Terraform/DataSourceOnly"
	TerraformMethodLeftOut   Code = "Terraform/MethodLeftOut"
	TerraformPropertyLeftOut Code = "Terraform/PropertyLeftOut"
	// The service's /v1 API: its errors are diagnostics in the shape the CLI prints.
	APIBadRequest       Code = "API/BadRequest"
	APIUnauthorized     Code = "API/Unauthorized"
	APINotFound         Code = "API/NotFound"
	APIMethodNotAllowed Code = "API/MethodNotAllowed"
	APIRateLimited      Code = "API/RateLimited"
	APIConflict         Code = "API/Conflict"
	APIInternal         Code = "API/Internal"
	SQLMethodLeftOut    Code = "SQL/MethodLeftOut"
	// The kotlin target's coverage.
	KotlinMethodLeftOut Code = "Kotlin/MethodLeftOut"
	// Spec transforms (openapi.transforms).
	TransformNoMatch  Code = "Transform/NoMatch"
	TransformConflict Code = "Transform/Conflict"
	TransformInvalid  Code = "Transform/Invalid"
)

// Entry describes a code.
type Entry struct {
	Level   Level
	Trigger string
}

// Catalog maps each code to its default level and trigger.
var Catalog = map[Code]Entry{
	ConfigSyntax:          {Fatal, "sdkgen.yml is not valid YAML or JSON, or exceeds the size, depth or alias limits."},
	SpecSyntax:            {Fatal, "The spec is not valid YAML or JSON, or exceeds the size, depth or alias limits."},
	ConfigUnknownKey:      {Error, "A key sdkgen.yml does not define that is a near miss of one it does (a typo, another case or separator); the message names it."},
	ConfigDuplicateKey:    {Error, "The same key appears twice in one mapping."},
	ConfigWrongType:       {Error, "A value has the wrong type, e.g. a list where a mapping is expected."},
	ConfigMissingKey:      {Error, "A required key is missing."},
	ConfigInvalidValue:    {Error, "A value is not one of the allowed values or does not have the required form."},
	ConfigUnknownEdition:  {Warning, "An edition sdkgen does not know: a date acts as the newest known edition on or before it, anything else as the oldest."},
	ConfigDeprecated:      {Warning, "A deprecated key, alias or target is used."},
	ConfigConflict:        {Error, "Two settings contradict each other."},
	ConfigRefInvalid:      {Error, "A schema reference in sdkgen.yml does not resolve in the spec."},
	ConfigNotApplicable:   {Note, "A setting has no effect where it is used."},
	ConfigTooManyProblems: {Error, "sdkgen.yml has so many problems that only the first ones are reported."},
	ConfigIgnoredKey:      {Warning, "A key sdkgen does not know and that is no near miss of a known key: it is ignored, so that a configuration written for a newer sdkgen still builds."},
	ConfigDerivedName:     {Note, "A name sdkgen cannot use as written (a display name, a package name with dashes) was turned into a valid identifier; the message says which."},
	ConfigDefaulted:       {Note, "A key real configurations often leave out was filled in from the spec or the rest of sdkgen.yml; the message says with what."},
	TargetNotBuilt:        {Note, "A target is configured but this sdkgen does not build it yet: its settings are checked and kept, and problems in them are warnings."},

	EndpointNotFound:        {Error, "A configured endpoint is missing from the spec."},
	EndpointNotHTTP:         {Error, "An endpoint string is not `<verb> <path>` with get, post, put, patch or delete."},
	EndpointBothSpecified:   {Error, "The endpoint is in both unspecified_endpoints and resources; it is still generated."},
	EndpointNotSpecified:    {Error, "An endpoint listed in unspecified_endpoints is not in the spec."},
	EndpointNotConfigured:   {Warning, "A spec endpoint is in neither resources nor unspecified_endpoints, and is not generated."},
	EndpointIsIgnored:       {Note, "The endpoint is in unspecified_endpoints."},
	EndpointMappedTwice:     {Note, "Two methods map the same endpoint."},
	EndpointSkippedBySpec:   {Note, "A configured endpoint carries x-sdkgen-skip: true in the spec and is not generated."},
	ResourceSharedHasMethod: {Error, "$shared declares methods or subresources; it may only hold models."},
	ResourceNameCollision:   {Error, "Two resources, methods or a method and a subresource get the same name in one namespace."},

	MethodBodyParamDefaulted:    {Note, "A method whose body is not an object (an array, a map, a union, a scalar) has no body_param_name: its argument is named body (or after its type when a parameter is already called body)."},
	MethodPositionalNotFound:    {Error, "positional_params names a parameter the endpoint does not have."},
	MethodAliasTarget:           {Error, "A method or model alias points to a name the resource does not define."},
	MethodStreamingParam:        {Error, "streaming.param_discriminator names a parameter the endpoint does not have."},
	MethodUnwrapNotFound:        {Error, "unwrap_response names a property the response does not have."},
	MethodWebhooksMissing:       {Error, "A webhook_unwrap method is configured but the spec has no webhooks."},
	MethodWebhookKeyOpt:         {Error, "webhook_key_opt names a client option that does not exist."},
	MethodUnsupportedBody:       {Warning, "A request body has no content type sdkgen can send (JSON, form, multipart, binary, text)."},
	MethodParamNameCollision:    {Warning, "Two parameters of a method have the same name in different locations; one was renamed."},
	MethodMissingPathParam:      {Error, "A {placeholder} in the path has no path parameter, or a path parameter is not in the path."},
	MethodCookieParamIgnored:    {Warning, "A cookie parameter is not supported by the SDKs and is left out."},
	MethodNoSuccessResponse:     {Note, "An operation declares no 2xx response; the method returns nothing."},
	MethodBodyIgnored:           {Note, "A GET, HEAD, DELETE, OPTIONS or TRACE operation declares a request body without a schema; the SDKs leave it out."},
	MethodServerIgnored:         {Warning, "An operation or path has servers of its own that no environment has; SDKs send every method to the client's base URL."},
	MethodSchemaOverridden:      {Warning, "A method's request_body or response in sdkgen.yml differs from the spec's and replaces it for that method."},
	ReadmeExampleNoResponse:     {Error, "readme.example_requests.default must use an endpoint with a response body."},
	ReadmeExampleParamUnknown:   {Warning, "A README example passes a parameter the endpoint does not have."},
	ReadmeEndpointNotConfigured: {Error, "A README example uses an endpoint that no method in resources configures."},

	PaginationSchemeNotFound: {Error, "paginated names a scheme that pagination does not define."},
	PaginationMismatch:       {Error, "paginated names a scheme and the endpoint does not match it."},
	PaginationNoMatch:        {Warning, "A list method, or paginated: true, matches no configured scheme and is left unpaginated."},
	PaginationInvalidScheme:  {Error, "A pagination scheme lacks a role its type needs, or names a role twice."},
	PaginationAmbiguous:      {Note, "Several schemes match an endpoint; the best match was chosen (name one with paginated: <name>)."},

	ClientOptUnnecessarilyRequired: {Warning, "A non-nullable client option is not used by every security alternative."},
	ClientOptUnknownScheme:         {Error, "auth.security_scheme names a scheme that neither the spec nor security_schemes defines."},
	ClientOptInvalidRole:           {Error, "auth.role does not fit the scheme (username/password for basic, none for one-credential schemes)."},
	ClientOptUnknownServerVar:      {Error, "server_variable names a variable that no environment URL has."},
	ClientOptBuiltIn:               {Note, "A client option has the name of one every client has (base_url, timeout, ...) and is left out; an error when it also carries auth, a server variable, a header or a query parameter."},
	AuthSchemeNotFound:             {Error, "A security requirement names a scheme that is not defined."},
	AuthSchemeWithoutOpt:           {Warning, "A security scheme in use has no client option carrying its credential."},
	AuthUnsupportedScheme:          {Warning, "A security scheme type that generated SDKs cannot apply (openIdConnect, mutualTLS, digest)."},
	EnvironmentUnfilledVariable:    {Error, "An environment URL has a {variable} that no client option fills (server_variable)."},
	EnvironmentNoBaseURL:           {Warning, "The SDKs get no absolute default base URL (no environments and no absolute servers URL): callers must pass one."},
	TerraformResourceLeftOut:       {Warning, "The terraform target considers a resource (its terraform key, or options.infer_all_services) that gets no Terraform resource or data source for one object: it has no read method, its read method requires a query or header param, returns no object, or the object has no id property."},
	TerraformDataSourceOnly:        {Warning, "A resource gets Terraform data sources but no resource: it has no create method, or its create method sends a body that is not JSON, requires a query or header param, or returns no object."},
	TerraformMethodLeftOut:         {Warning, "A resource's update or delete method is not used by its Terraform resource (it requires a query or header param, or sends a body that is not JSON): changes replace the object, or destroying only forgets it."},
	TerraformPropertyLeftOut:       {Warning, "A property of a Terraform resource's object (or of an object nested in it) has no attribute: its type has no value but null, or the attribute name it makes (lower-case snake case) is another property's."},
	CLIMethodLeftOut:               {Warning, "The cli target is configured but a method has no command: the Go SDK the CLI calls leaves it out (skip or only without go), or it is a webhook_unwrap method, which makes no request."},
	SQLMethodLeftOut:               {Warning, "The sql target is configured but a method has no SQL function: the Python SDK its functions call leaves it out (skip or only without python), or it uploads or returns a file, which has no SQL value."},
	JavaMethodLeftOut:              {Warning, "The java target is configured but leaves a method out because it cannot send its request body: a form or multipart body passed whole (not an object whose properties are the method's params), or a text or binary body that is not a single value. JSON, form and multipart objects (files as `MultipartField`, `InputStream`, `byte[]` or `Path`), text and binary bodies are sent."},
	KotlinMethodLeftOut:            {Warning, "The kotlin target is configured but leaves a method out: it sends JSON, form and multipart bodies whose properties are the method's params, and text and binary bodies passed whole; a form or multipart body passed whole (body_param_name) has no Kotlin method yet."},
	ConstantsUnsupportedTarget:     {Note, "constants are configured but a configured target other than TypeScript and Python ignores them."},

	SpecUnsupportedVersion: {Fatal, "The spec is not OpenAPI 3.0 or 3.1."},
	SpecExternalRef:        {Error, "A $ref points outside the spec file (another file or a URL); sdkgen never fetches those."},
	SpecRefNotFound:        {Error, "A $ref points to a location the spec does not have."},
	SpecCircularRef:        {Error, "A $ref chain loops without reaching a value (schemas may recurse; other objects may not)."},
	SpecInvalid:            {Error, "A part of the spec has the wrong shape for OpenAPI (wrong type, missing required field)."},
	SpecUnsupported:        {Warning, "A construct generated SDKs do not support; it is left out or typed as unknown."},
	SpecDuplicateOpID:      {Warning, "Two operations share an operationId."},

	SchemaIsAmbiguous:             {Warning, "A schema has none of type, oneOf, anyOf, allOf, so it is typed as unknown."},
	SchemaObjectHasNoProperties:   {Note, "An object has neither properties nor additionalProperties, so it is typed as unknown."},
	SchemaEnumHasOneMember:        {Note, "An enum has one member: confirm it is meant (x-sdkgen-const marks it intended)."},
	SchemaEnumDuplicateValue:      {Warning, "An enum lists a value more than once; SDKs keep each value once."},
	SchemaCannotInferVariantName:  {Warning, "A union variant got a placeholder name (add a title, a model or x-sdkgen-variantName)."},
	SchemaRequiredPropertyMissing: {Warning, "A name in required is absent from properties."},
	SchemaIntersectionInline:      {Note, "An allOf mixes $ref and inline members whose properties conflict; the later ones were dropped."},
	SchemaPatternNotValid:         {Warning, "A pattern Go's RE2 cannot compile: Go does not check it."},
	SchemaDiscriminatorInvalid:    {Warning, "A discriminator's property or mapping does not fit the union's variants."},
	SchemaUnsatisfiable:           {Warning, "No value satisfies an object schema: its allOf members contradict each other."},
	NameCollision:                 {Warning, "Two generated names collide in one namespace; one was renamed."},

	TooManyProblems: {Note, "More diagnostics than one run reports; the rest were dropped."},

	APIBadRequest:       {Error, "A /v1 API request is malformed: not JSON, or not what the API's OpenAPI description allows (the diagnostic locates it in the request body), or it names something it may not (a target sdkgen.yml does not configure)."},
	APIUnauthorized:     {Error, "A /v1 API request has no API token, or an unknown or revoked one."},
	APINotFound:         {Error, "A /v1 API request names a route, project, build, target or token the token's organization does not have (another organization's look the same)."},
	APIMethodNotAllowed: {Error, "A /v1 API route does not take the request's method."},
	APIRateLimited:      {Error, "A /v1 API token sent more requests than its rate limit allows; Retry-After says when to retry."},
	APIConflict:         {Error, "A /v1 API request conflicts with the service's state: a project name taken, an idempotency key used with another request."},
	APIInternal:         {Fatal, "The service failed to answer a /v1 API request; its log has the details."},

	TransformNoMatch:  {Error, "An openapi.transforms entry's target matches nothing in the spec."},
	TransformConflict: {Error, "An openapi.transforms entry cannot apply (a key already exists, a value has the wrong type)."},
	TransformInvalid:  {Error, "An openapi.transforms entry is malformed (bad JSONPath, missing args)."},
}

// Aliases maps older code names that users may still list in diagnostics.ignored to their current name.
var Aliases = map[Code]Code{
	"ClientOpt/ShouldBeNullable": ClientOptUnnecessarilyRequired,
}

// DefaultLevel returns the catalog level of a code, or Error for a code the catalog lacks.
func DefaultLevel(c Code) Level {
	if e, ok := Catalog[c]; ok {
		return e.Level
	}
	return Error
}
