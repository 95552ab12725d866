// Package builtin lists the targets built into this version of sdkgen.
package builtin

import (
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/cli"
	"github.com/sdkgen/sdkgen/targets/golang"
	"github.com/sdkgen/sdkgen/targets/java"
	"github.com/sdkgen/sdkgen/targets/kotlin"
	"github.com/sdkgen/sdkgen/targets/openapi"
	"github.com/sdkgen/sdkgen/targets/php"
	"github.com/sdkgen/sdkgen/targets/python"
	"github.com/sdkgen/sdkgen/targets/ruby"
	"github.com/sdkgen/sdkgen/targets/sql"
	"github.com/sdkgen/sdkgen/targets/terraform"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

// Registry returns a registry of every built target. Each target issue adds its package here.
func Registry() *targets.Registry {
	return targets.NewRegistry(openapi.Target{}, typescript.Target{}, typescript.Target{Legacy: true}, python.Target{}, golang.Target{}, java.Target{}, kotlin.Target{}, ruby.Target{}, php.Target{}, cli.Target{}, terraform.Target{}, sql.Target{})
}
