package kotlin

import (
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
)

// WriteBuild writes the Maven build of a Kotlin SDK with the runtime and no API code into dir: the poms and
// scripts/ every SDK shares. scripts/install-test-deps runs its scripts/bootstrap and a build, so the local Maven
// repository the toolchain tests build from has every plugin and library (targets/kotlin/toolchain/warmbuild).
func WriteBuild(dir string) error {
	api := &ir.API{Organization: ir.Organization{Name: "warm"}, Client: ir.Client{Name: "warm", EnvPrefix: "WARM"}}
	// The starter module is on, so its Spring Boot libraries are warmed too.
	g := newGen(api, &config.JavaTarget{ReverseDomain: "dev.sdkgen.warm", Publish: config.JavaPublish{SpringBootStarter: true}})
	if err := g.runtime(); err != nil {
		return err
	}
	for path, data := range g.poms() {
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
