package apibuild_test

import (
	"context"
	"errors"
	"testing"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/app/fakegithub"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/store"
)

// A repository project's files are read through the App's installation on the repository: at the project's ref
// (else the default branch), at the given path (else discovered); what cannot be read is the request's fault.
func TestRepoSourceReadsThroughTheInstallation(t *testing.T) {
	srv, url := fakegithub.StartTest(t, fakegithub.Options{AppID: 42})
	api, private := gh.Repo{Owner: "acme", Name: "api"}, gh.Repo{Owner: "acme", Name: "private"}
	for _, r := range []gh.Repo{api, private} {
		if err := srv.AddRepo(r, "main"); err != nil {
			t.Fatal(err)
		}
	}
	srv.AddInstallation(7, "acme", api)
	commit := func(repo gh.Repo, branch string, files map[string]string) {
		data := map[string][]byte{}
		for p, s := range files {
			data[p] = []byte(s)
		}
		if _, err := srv.Commit(repo, branch, "files", data); err != nil {
			t.Fatal(err)
		}
	}
	commit(api, "main", map[string]string{"openapi.yml": "main's root spec", "sdkgen.yml": "main's config",
		"specs/api.yaml": "main's spec", "sdk/sdkgen.yml": "main's sdk config"})
	commit(api, "next", map[string]string{"specs/api.yaml": "next's spec"})
	commit(private, "main", map[string]string{"openapi.yml": "private"})
	factory, err := gh.NewFactory(url, 42, srv.PrivateKeyPEM(), "sdkgen-test")
	if err != nil {
		t.Fatal(err)
	}
	source := apibuild.RepoSource{Factory: factory}
	for _, tc := range []struct {
		name                       string
		src                        store.SpecSource
		spec, config, from, broken string
	}{
		{name: "discovered at the default branch", src: store.SpecSource{Repo: "acme/api"},
			spec: "main's root spec", config: "main's config", from: "acme/api:openapi.yml@main"},
		{name: "paths given", src: store.SpecSource{Repo: "acme/api", Path: "specs/api.yaml", ConfigPath: "sdk/sdkgen.yml"},
			spec: "main's spec", config: "main's sdk config", from: "acme/api:specs/api.yaml@main"},
		{name: "at a ref", src: store.SpecSource{Repo: "acme/api", Path: "specs/api.yaml", Ref: "next"},
			spec: "next's spec", config: "main's config", from: "acme/api:specs/api.yaml@next"},
		{name: "missing spec", src: store.SpecSource{Repo: "acme/api", Path: "nope.yml"}, broken: "does not exist"},
		{name: "missing ref", src: store.SpecSource{Repo: "acme/api", Path: "specs/api.yaml", Ref: "gone"}, broken: "gone"},
		{name: "not installed", src: store.SpecSource{Repo: "acme/private"}, broken: "not installed"},
	} {
		in, err := source.ReadProjectFiles(context.Background(), tc.src)
		if tc.broken != "" {
			if !errors.Is(err, apibuild.ErrRepoUnreadable) {
				t.Errorf("%s: %v, want ErrRepoUnreadable", tc.name, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if string(in.Spec) != tc.spec || string(in.Config) != tc.config || in.Source != tc.from {
			t.Errorf("%s: read %q, %q from %s; want %q, %q from %s", tc.name, in.Spec, in.Config, in.Source, tc.spec, tc.config, tc.from)
		}
	}
}
