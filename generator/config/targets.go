package config

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/document"
)

// TargetNames lists the configurable target keys in a fixed order, used wherever targets are iterated.
var TargetNames = []string{"typescript", "node", "python", "go", "java", "kotlin", "ruby", "php", "csharp", "cli", "terraform", "openapi", "sql"}

// BuiltTargets are the targets this sdkgen generates; targets/builtin registers them, and a test there keeps
// the two lists equal. A problem in the section of any other configured target is a warning, not an error:
// nothing is generated from that section yet, so it must not stop the targets that are.
var BuiltTargets = []string{"typescript", "node", "python", "go", "java", "kotlin", "ruby", "php", "cli", "terraform", "openapi", "sql"}

// TargetBuilt reports whether sdkgen generates the target.
func TargetBuilt(name string) bool { return slices.Contains(BuiltTargets, name) }

// Languages are the SupportedLanguage values used by skip, only and diagnostic filters.
var Languages = []string{"node", "typescript", "python", "go", "java", "kotlin", "ruby", "terraform", "cli", "php", "csharp", "http"}

// Targets holds the settings of each configured target; nil means the target is not configured.
type Targets struct {
	Ptr        document.Pointer  `yaml:"-"`
	TypeScript *TypeScriptTarget `yaml:"typescript"`
	Node       *TypeScriptTarget `yaml:"node" deprecated:"the node target is replaced by typescript (see options.node_migration)"`
	Python     *PythonTarget     `yaml:"python"`
	Go         *GoTarget         `yaml:"go"`
	Java       *JavaTarget       `yaml:"java"`
	Kotlin     *JavaTarget       `yaml:"kotlin"`
	Ruby       *RubyTarget       `yaml:"ruby"`
	PHP        *PHPTarget        `yaml:"php"`
	CSharp     *CSharpTarget     `yaml:"csharp"`
	CLI        *CLITarget        `yaml:"cli"`
	Terraform  *TerraformTarget  `yaml:"terraform"`
	OpenAPI    *OpenAPITarget    `yaml:"openapi"`
	SQL        *SQLTarget        `yaml:"sql"`
}

// Common returns the keys every target shares, for the named target, or nil when it is not configured.
func (t *Targets) Common(name string) *TargetCommon {
	switch name {
	case "typescript":
		if t.TypeScript != nil {
			return &t.TypeScript.TargetCommon
		}
	case "node":
		if t.Node != nil {
			return &t.Node.TargetCommon
		}
	case "python":
		if t.Python != nil {
			return &t.Python.TargetCommon
		}
	case "go":
		if t.Go != nil {
			return &t.Go.TargetCommon
		}
	case "java":
		if t.Java != nil {
			return &t.Java.TargetCommon
		}
	case "kotlin":
		if t.Kotlin != nil {
			return &t.Kotlin.TargetCommon
		}
	case "ruby":
		if t.Ruby != nil {
			return &t.Ruby.TargetCommon
		}
	case "php":
		if t.PHP != nil {
			return &t.PHP.TargetCommon
		}
	case "csharp":
		if t.CSharp != nil {
			return &t.CSharp.TargetCommon
		}
	case "cli":
		if t.CLI != nil {
			return &t.CLI.TargetCommon
		}
	case "terraform":
		if t.Terraform != nil {
			return &t.Terraform.TargetCommon
		}
	case "openapi":
		if t.OpenAPI != nil {
			return &t.OpenAPI.TargetCommon
		}
	case "sql":
		if t.SQL != nil {
			return &t.SQL.TargetCommon
		}
	}
	return nil
}

// Configured returns the names of the configured targets, in TargetNames order.
func (t *Targets) Configured() []string {
	var names []string
	for _, n := range TargetNames {
		if t.Common(n) != nil {
			names = append(names, n)
		}
	}
	return names
}

// TargetCommon holds the keys every target accepts.
type TargetCommon struct {
	Ptr            document.Pointer `yaml:"-"`
	ReadmeTitle    string           `yaml:"readme_title" doc:"README title, shown as '<Title> API Library'."`
	ProductionRepo *string          `yaml:"production_repo" format:"repo-branch" doc:"<owner>/<repo> with an optional #<branch> (default branch main)."`
	StagingRepo    string           `yaml:"staging_repo" format:"repo" doc:"Pre-release repository that receives every build of the target."`
	Screencast     string           `yaml:"screencast" format:"screencast" doc:"URL of an .mp4, .webm or .mov screencast under 10 MB, shown in the README."`
	Skip           bool             `yaml:"skip" doc:"Do not generate this target."`
	KeepFiles      []string         `yaml:"keep_files" format:"repo-path" doc:"Repository paths that generation never deletes."`
	Edition        string           `yaml:"edition" kind:"open" doc:"Target edition, <target>.<date>. Omitted: the oldest edition of the target."`
}

// PublishCommon holds the publish keys every target accepts.
type PublishCommon struct {
	VCS     *VCSPublish     `yaml:"vcs" doc:"Extra files attached to the release on the source-hosting platform."`
	Release *ReleasePublish `yaml:"release" doc:"Release pull request branch and pre-release flag."`
}

// VCSPublish lists release assets.
type VCSPublish struct {
	Ptr           document.Pointer `yaml:"-"`
	ReleaseAssets []*ReleaseAsset  `yaml:"release_assets" required:"true"`
}

// ReleaseAsset is a repository-relative path, optionally with a display name.
type ReleaseAsset struct {
	Ptr  document.Pointer `yaml:"-"`
	Name string           `yaml:"name"`
	Path string           `yaml:"path" required:"true" format:"repo-path"`
}

func (a *ReleaseAsset) fromString(s string) { a.Path = s }

// ReleasePublish configures releases.
type ReleasePublish struct {
	Branch     string `yaml:"branch" doc:"Branch release pull requests and changelogs target (default: the production branch)."`
	Prerelease bool   `yaml:"prerelease" doc:"Mark releases as pre-releases."`
}

// TypeScriptTarget configures the typescript target and the deprecated node target.
type TypeScriptTarget struct {
	TargetCommon `yaml:",inline"`
	PackageName  string         `yaml:"package_name" required:"true" format:"npm-package" doc:"npm name and import specifier."`
	Publish      TSPublish      `yaml:"publish" doc:"Registries to publish to. Omitted: none (the repository is still written)."`
	Options      TSOptions      `yaml:"options"`
	Custom       *document.Node `yaml:"custom" doc:"Reserved."`
}

// TSPublish configures npm and JSR publishing.
type TSPublish struct {
	Ptr           document.Pointer `yaml:"-"`
	PublishCommon `yaml:",inline"`
	NPM           *NPMPublish `yaml:"npm" doc:"true, or {auth_method, release_environment}. Omitted: not published to npm."`
	JSR           *JSRPublish `yaml:"jsr"`
}

// NPMPublish is true/false or an object.
type NPMPublish struct {
	Ptr                document.Pointer `yaml:"-"`
	Enabled            bool             `yaml:"-"`
	AuthMethod         string           `yaml:"auth_method" enum:"access-token|oidc" default:"access-token"`
	ReleaseEnvironment string           `yaml:"release_environment"`
	// Object records that the object form was used.
	Object bool `yaml:"-"`
}

func (p *NPMPublish) fromBool(b bool) { p.Enabled = b }

// JSRPublish is true/false or an object.
type JSRPublish struct {
	Ptr                document.Pointer `yaml:"-"`
	Enabled            bool             `yaml:"-"`
	PackageName        string           `yaml:"package_name" required:"true"`
	ReleaseEnvironment string           `yaml:"release_environment"`
	UseAccessToken     bool             `yaml:"use_access_token"`
}

func (p *JSRPublish) fromBool(b bool) { p.Enabled = b }

// TSOptions are the typescript target's options.
type TSOptions struct {
	Ptr               document.Pointer `yaml:"-"`
	MCPServer         *MCPServer       `yaml:"mcp_server" doc:"Generate an MCP server in packages/mcp-server: true, or options."`
	Browser           *BrowserOptions  `yaml:"browser"`
	NodeMigration     *NodeMigration   `yaml:"node_migration" doc:"typescript only."`
	EnableTreeshaking *bool            `yaml:"enable_treeshaking" doc:"typescript only."`
	PackageManager    string           `yaml:"package_manager" enum:"pnpm|yarn" default:"pnpm" doc:"typescript only."`
}

// MCPServer configures the generated MCP server.
type MCPServer struct {
	Ptr                   document.Pointer       `yaml:"-"`
	Enabled               bool                   `yaml:"-"`
	PackageName           string                 `yaml:"package_name" format:"npm-package" doc:"Default: the TypeScript package name with -mcp."`
	EnableAllResources    *bool                  `yaml:"enable_all_resources" default:"true"`
	RecommendDynamicTools *bool                  `yaml:"recommend_dynamic_tools" doc:"true: the server starts with the dynamic tools (search the methods, call one by name) and its README recommends them; false: one tool per method, recommended; unset: one tool per method, the dynamic tools recommended above 20 methods. The server's --tools=all|dynamic flag chooses at run time."`
	EnableCodeTool        bool                   `yaml:"enable_code_tool"`
	EnableDocsTool        bool                   `yaml:"enable_docs_tool"`
	GenerateEdgeWorker    bool                   `yaml:"generate_edge_worker"`
	Instructions          string                 `yaml:"instructions"`
	OAuthResourceMetadata *OAuthResourceMetadata `yaml:"oauth_resource_metadata"`
	Publish               MCPPublish             `yaml:"publish"`
	Host                  *MCPHost               `yaml:"host"`
}

func (m *MCPServer) fromBool(b bool) { m.Enabled = b }

// OAuthResourceMetadata is exposed with the streamable HTTP transport.
type OAuthResourceMetadata struct {
	AuthorizationServers []string `yaml:"authorization_servers" required:"true" format:"url"`
	ScopesSupported      []string `yaml:"scopes_supported"`
}

// MCPPublish configures MCP server publishing.
type MCPPublish struct {
	PublishCommon `yaml:",inline"`
	Docker        *DockerPublish `yaml:"docker" doc:"false, an image name, or {image_name, registry, release_environment}."`
	NPM           *NPMPublish    `yaml:"npm" doc:"Publish the MCP server package to npm: true, or {auth_method, release_environment}. Accepted and kept, not acted on yet: the release workflow publishes the SDK package only."`
}

// DockerPublish is false, an image name, or an object.
type DockerPublish struct {
	Ptr                document.Pointer `yaml:"-"`
	Enabled            bool             `yaml:"-"`
	ImageName          string           `yaml:"image_name" required:"true"`
	Registry           string           `yaml:"registry"`
	ReleaseEnvironment string           `yaml:"release_environment"`
}

func (d *DockerPublish) fromBool(b bool)     { d.Enabled = b }
func (d *DockerPublish) fromString(s string) { d.Enabled, d.ImageName = true, s }

// MCPHost configures sdkgen-hosted MCP servers.
type MCPHost struct {
	Sdkgen bool `yaml:"sdkgen"`
}

// BrowserOptions configure browser use of the TypeScript SDK.
type BrowserOptions struct {
	Ptr     document.Pointer `yaml:"-"`
	State   string           `yaml:"state" enum:"allow|disallow|dangerous_allow" default:"disallow"`
	Message string           `yaml:"message" doc:"The error thrown when used in a browser without permission."`
	Headers Map[string]      `yaml:"headers" doc:"Headers sent only from browsers."`
}

// NodeMigration gives the versions used in the node-to-typescript migration guide.
type NodeMigration struct {
	PreviousVersion string `yaml:"previous_version" required:"true"`
	MigratedVersion string `yaml:"migrated_version" required:"true"`
}

// PythonTarget configures the python target.
type PythonTarget struct {
	TargetCommon `yaml:",inline"`
	PackageName  string        `yaml:"package_name" required:"true" format:"python-package" doc:"Import name; one with dashes (acme-sdk) is imported as acme_sdk."`
	ProjectName  string        `yaml:"project_name" doc:"pip install name (default: package_name with _ turned into -)."`
	Publish      PythonPublish `yaml:"publish" doc:"Registries to publish to. Omitted: none."`
	Options      PythonOptions `yaml:"options"`
}

// PythonPublish configures PyPI publishing.
type PythonPublish struct {
	Ptr           document.Pointer `yaml:"-"`
	PublishCommon `yaml:",inline"`
	PyPI          *PyPIPublish `yaml:"pypi" doc:"Omitted: not published to PyPI."`
}

// PyPIPublish is true/false or an object.
type PyPIPublish struct {
	Ptr                document.Pointer `yaml:"-"`
	Enabled            bool             `yaml:"-"`
	PackageName        string           `yaml:"package_name"`
	AuthMethod         string           `yaml:"auth_method" enum:"api-token|oidc" default:"api-token"`
	ReleaseEnvironment string           `yaml:"release_environment"`
}

func (p *PyPIPublish) fromBool(b bool) { p.Enabled = b }

// PythonOptions are the python target's options.
type PythonOptions struct {
	Ptr                                document.Pointer `yaml:"-"`
	UseUV                              *bool            `yaml:"use_uv" doc:"Use uv whatever the edition (the default from python.2025-11-20)."`
	PythonVersionRange                 string           `yaml:"python_version_range" default:">=3.9" doc:"Supported Python versions (a PEP 440 specifier)."`
	WebsocketsExtraName                string           `yaml:"websockets_extra_name" default:"websockets" doc:"Name of the optional-dependency extra for websockets."`
	StandardwebhooksExtraName          string           `yaml:"standardwebhooks_extra_name" default:"webhooks" doc:"Name of the optional-dependency extra for Standard Webhooks verification."`
	DisablePydanticNamespaceProtection bool             `yaml:"disable_pydantic_namespace_protection"`
}

// GoTarget configures the go target.
type GoTarget struct {
	TargetCommon `yaml:",inline"`
	PackageName  string      `yaml:"package_name" required:"true" format:"go-package" doc:"Root package name; one that is no Go identifier (ogx-client) gives the package ogxclient and keeps its spelling in the module path."`
	Publish      PublishOnly `yaml:"publish"`
	Options      GoOptions   `yaml:"options"`
}

// PublishOnly is a publish section with only the common keys.
type PublishOnly struct {
	PublishCommon `yaml:",inline"`
}

// GoOptions are the go target's options.
type GoOptions struct {
	Ptr                        document.Pointer `yaml:"-"`
	GoModulePathOverride       string           `yaml:"go_module_path_override" doc:"Replaces the module path; a major-version suffix is still appended."`
	OptionPackageName          string           `yaml:"option_package_name" format:"go-package" default:"option"`
	ClientName                 string           `yaml:"client_name" format:"pascal-identifier" default:"Client"`
	GoLanguageVersion          string           `yaml:"go_language_version" default:"1.22" doc:"The go directive of go.mod."`
	CodeStyle                  *NullableString  `yaml:"code_style" enum:"v1|v2|v2_migration"`
	EnableV2                   *BoolOrWord      `yaml:"enable_v2" enum:"migration" doc:"true, false or \"migration\"."`
	UnionPropertyGetters       *bool            `yaml:"union_property_getters"`
	SubtleUnionNaming          *bool            `yaml:"subtle_union_naming"`
	RemoveParamsSuffix         *bool            `yaml:"remove_params_suffix"`
	PathParamEncoding          *bool            `yaml:"path_param_encoding" alias:"experimental_path_param_encoding" default:"true"`
	EscapeHTMLInJSON           *bool            `yaml:"escape_html_in_json" default:"true"`
	NullableMapItems           *bool            `yaml:"nullable_map_items" doc:"Default true from edition go.2026-04-15, false before."`
	BackCompatOptionsFieldName *bool            `yaml:"back_compat_options_field_name"`
	BackCompatUseSharedPackage *bool            `yaml:"back_compat_use_shared_package" default:"true"`
}

// BoolOrWord is a boolean or one word (enable_v2: true | false | "migration").
type BoolOrWord struct {
	Ptr  document.Pointer
	Bool bool
	Word string
}

// JavaTarget configures the java and kotlin targets.
type JavaTarget struct {
	TargetCommon  `yaml:",inline"`
	ReverseDomain string      `yaml:"reverse_domain" required:"true" format:"reverse-domain" doc:"Package prefix, e.g. com.acme.api; dashes and upper case are derived away (com.acme_corp.api)."`
	PackageName   string      `yaml:"package_name" format:"java-package" doc:"Package of the SDK under reverse_domain (default: from organization.name)."`
	Publish       JavaPublish `yaml:"publish" doc:"Omitted: not published."`
	Options       JavaOptions `yaml:"options"`
}

// JavaPublish configures Maven publishing.
type JavaPublish struct {
	Ptr               document.Pointer `yaml:"-"`
	PublishCommon     `yaml:",inline"`
	Maven             *MavenPublish `yaml:"maven" doc:"Omitted: not published to Maven Central."`
	Docs              bool          `yaml:"docs"`
	Proguard          bool          `yaml:"proguard"`
	GraalVMMetadata   bool          `yaml:"graalvm_metadata"`
	SpringBootStarter bool          `yaml:"spring_boot_starter"`
}

// MavenPublish is true/false or an object.
type MavenPublish struct {
	Ptr           document.Pointer `yaml:"-"`
	Enabled       bool             `yaml:"-"`
	GroupID       string           `yaml:"group_id"`
	ArtifactID    string           `yaml:"artifact_id"`
	MavenPlatform string           `yaml:"maven_platform" enum:"portal|ossrh"`
	MavenHost     string           `yaml:"maven_host"`
}

func (p *MavenPublish) fromBool(b bool) { p.Enabled = b }

// JavaOptions are the java and kotlin options.
type JavaOptions struct {
	GradleProperties GradleProperties `yaml:"gradle_properties"`
}

// GradleProperties set JVM memory for builds.
type GradleProperties struct {
	JVMMinMemory string `yaml:"jvm_min_memory" format:"jvm-memory" default:"2g"`
	JVMMaxMemory string `yaml:"jvm_max_memory" format:"jvm-memory" default:"8g"`
}

// RubyTarget configures the ruby target.
type RubyTarget struct {
	TargetCommon `yaml:",inline"`
	GemName      string      `yaml:"gem_name" required:"true"`
	PackageName  *string     `yaml:"package_name" doc:"Root module (default: PascalCase of the gem name)."`
	Publish      RubyPublish `yaml:"publish" doc:"Omitted: not published."`
	Options      RubyOptions `yaml:"options"`
}

// RubyPublish configures RubyGems publishing.
type RubyPublish struct {
	PublishCommon `yaml:",inline"`
	RubyGems      *bool `yaml:"rubygems" doc:"Omitted: not published to RubyGems."`
}

// RubyOptions are the ruby target's options.
type RubyOptions struct {
	ClientName string `yaml:"client_name" format:"pascal-identifier" default:"Client"`
}

// PHPTarget configures the php target.
type PHPTarget struct {
	TargetCommon        `yaml:",inline"`
	PackageName         string        `yaml:"package_name" required:"true"`
	ComposerPackageName string        `yaml:"composer_package_name" format:"composer-package" doc:"Packagist name <vendor>/<package> (default: <organization.name>/<package_name in lower case>)."`
	Publish             *PHPPublish   `yaml:"publish"`
	Options             *EmptyOptions `yaml:"options"`
}

// PHPPublish configures Packagist publishing.
type PHPPublish struct {
	PublishCommon `yaml:",inline"`
	Packagist     *bool `yaml:"packagist" doc:"Omitted: not published to Packagist."`
}

// EmptyOptions is an options object that has no keys.
type EmptyOptions struct{}

// CSharpTarget configures the csharp target.
type CSharpTarget struct {
	TargetCommon `yaml:",inline"`
	PackageName  string        `yaml:"package_name" required:"true"`
	Publish      CSharpPublish `yaml:"publish" doc:"Omitted: not published."`
	StrongName   *StrongName   `yaml:"strong_name"`
	Options      CSharpOptions `yaml:"options"`
}

// CSharpPublish configures NuGet publishing.
type CSharpPublish struct {
	PublishCommon `yaml:",inline"`
	NuGet         *bool `yaml:"nuget" doc:"Omitted: not published to NuGet."`
}

// StrongName configures strong-name signing.
type StrongName struct {
	OriginatorKey string `yaml:"originator_key" required:"true" doc:"Key file, base64."`
	PublicKey     string `yaml:"public_key" required:"true"`
}

// CSharpOptions are the csharp target's options.
type CSharpOptions struct {
	LanguageVersion     *Word `yaml:"language_version" enum:"10|12" default:"12" doc:"C# language version (not the runtime version)."`
	DotnetStandardTests bool  `yaml:"dotnetStandardTests"`
}

// Word is a short value that users may write as a string or a number (language_version: 12).
type Word struct {
	Ptr   document.Pointer
	Value string
}

// CLITarget configures the cli target.
type CLITarget struct {
	TargetCommon         `yaml:",inline"`
	BinaryName           string     `yaml:"binary_name" doc:"Default: the repository name."`
	Options              GoSDKPin   `yaml:"options"`
	DefaultFormat        string     `yaml:"default_format" enum:"auto|explore|json|jsonl|pretty|raw|yaml" default:"auto"`
	DefaultJSONGetFormat string     `yaml:"default_json_get_format" enum:"auto|explore|json|jsonl|pretty|raw|yaml" doc:"Output of GET endpoints that return JSON (default: default_format)."`
	DefaultErrorFormat   string     `yaml:"default_error_format" enum:"auto|explore|json|jsonl|pretty|raw|yaml" doc:"Output of error responses (default: default_format)."`
	Publish              CLIPublish `yaml:"publish"`
}

// GoSDKPin selects the Go module and the Go SDK a Go-based target builds on.
type GoSDKPin struct {
	GoModulePathOverride string `yaml:"go_module_path_override"`
	GoSDKPackage         string `yaml:"go_sdk_package"`
	GoSDKVersion         string `yaml:"go_sdk_version"`
	GoLanguageVersion    string `yaml:"go_language_version" default:"1.22"`
}

// CLIPublish configures CLI releases.
type CLIPublish struct {
	PublishCommon      `yaml:",inline"`
	ReleaseEnvironment string           `yaml:"release_environment"`
	MacOS              *document.Node   `yaml:"macos" doc:"true, or an object of signing and notarisation settings."`
	Homebrew           *HomebrewPublish `yaml:"homebrew"`
}

// HomebrewPublish configures a Homebrew tap.
type HomebrewPublish struct {
	TapRepo     string `yaml:"tap_repo" required:"true" format:"repo"`
	Homepage    string `yaml:"homepage" format:"url"`
	Description string `yaml:"description"`
}

// TerraformTarget configures the terraform target.
type TerraformTarget struct {
	TargetCommon `yaml:",inline"`
	ProviderName string           `yaml:"provider_name" required:"true"`
	Publish      TerraformPublish `yaml:"publish" doc:"Omitted: not published."`
	Options      TerraformOptions `yaml:"options"`
}

// TerraformPublish configures registry releases.
type TerraformPublish struct {
	PublishCommon `yaml:",inline"`
	TFRegistry    *bool `yaml:"tf_registry" doc:"Omitted: not released to the Terraform registry."`
}

// TerraformOptions are the terraform target's options.
type TerraformOptions struct {
	GoSDKPin         `yaml:",inline"`
	InferAllServices bool                `yaml:"infer_all_services"`
	GenerateDocs     *bool               `yaml:"generate_docs" default:"true"`
	Timeouts         *TerraformTimeouts  `yaml:"timeouts"`
	DataSource       TerraformDataSource `yaml:"data_source"`
}

// TerraformDataSource configures data sources.
type TerraformDataSource struct {
	Filtering struct {
		FindOneByPropertyName string `yaml:"find_one_by_property_name"`
	} `yaml:"filtering"`
	ResponseItems struct {
		CollectionPropertyName string   `yaml:"collection_property_name" default:"items"`
		DefaultMaxRows         *float64 `yaml:"default_max_rows" doc:"Row cap of list data sources (default: none)."`
		MaxRowsPropertyName    string   `yaml:"max_rows_property_name" default:"max_items"`
	} `yaml:"response_items"`
}

// OpenAPITarget configures the documented-spec output; it has only the common keys.
type OpenAPITarget struct {
	TargetCommon `yaml:",inline"`
}

// SQLTarget configures the sql target.
type SQLTarget struct {
	TargetCommon  `yaml:",inline"`
	ExtensionName string        `yaml:"extension_name" required:"true"`
	Publish       SQLPublish    `yaml:"publish" doc:"Omitted: not published."`
	Options       *EmptyOptions `yaml:"options"`
}

// SQLPublish configures PGXN publishing.
type SQLPublish struct {
	PublishCommon `yaml:",inline"`
	PGXN          *bool `yaml:"pgxn" doc:"Omitted: not published to PGXN."`
}
