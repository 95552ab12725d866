package java

import (
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// WriteBuild writes the Maven build of an SDK, without its code, into dir: the root and module poms, .mvn/ and
// scripts/. Every SDK's build resolves the same plugins and libraries, so scripts/install-test-deps runs this
// build's scripts/bootstrap to warm the local Maven repository the toolchain tests build from
// (targets/java/toolchain/warmbuild).
func WriteBuild(dir string) error {
	api := &ir.API{Organization: ir.Organization{Name: "warm"}, Client: ir.Client{Name: "warm", EnvPrefix: "WARM"}}
	// The starter module is on, so its Spring Boot libraries are warmed too.
	cfg := &config.JavaTarget{ReverseDomain: "dev.sdkgen.warm", Publish: config.JavaPublish{SpringBootStarter: true}}
	names := naming.New(nil)
	g := &gen{api: api, cfg: cfg, names: names, layout: newLayout(api, cfg, names), out: tree.New()}
	for path, data := range g.buildFiles() {
		if err := g.out.Add(path, []byte(data)); err != nil {
			return err
		}
	}
	for path, data := range g.scripts() {
		if err := g.out.AddExecutable(path, []byte(data)); err != nil {
			return err
		}
	}
	return g.out.WriteDir(dir)
}
