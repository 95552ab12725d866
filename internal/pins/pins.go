//go:build pins

// Package pins keeps the dependency versions DESIGN.md fixes for the GitHub App and the SDK repository sync in
// go.mod before the packages that use them exist, and lets CI prove they build together:
//
//	go build -tags pins ./internal/pins
//
// go-githubapp v0.30.0 is the release built on go-github v66 and ghinstallation v2.12.0; later releases use newer
// majors and do not mix. The module proxy here refuses version lists for some of these modules, so versions are
// always named exactly. Every River module is at v0.34.0 (the newest whose SQLite driver the proxy serves; mixed
// River versions do not compile), with modernc.org/sqlite v1.61.1.
package pins

import (
	_ "github.com/bradleyfalzon/ghinstallation/v2"
	_ "github.com/go-git/go-git/v5"
	_ "github.com/google/go-github/v66/github"
	_ "github.com/palantir/go-githubapp/githubapp"
	_ "github.com/riverqueue/river"
	_ "github.com/riverqueue/river/riverdriver/riverpgxv5"
	_ "github.com/riverqueue/river/riverdriver/riversqlite"
	_ "modernc.org/sqlite"
	_ "sigs.k8s.io/yaml"
)
