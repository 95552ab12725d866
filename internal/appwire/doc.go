// Package appwire assembles the GitHub App from parts that do not know each other: it gives app/server the
// webhook handlers of webhooks/, acting on app/jobs' queue and app/store's store, and the runner of the builds
// (app/preview, app/mergebuild) and of the release flow (app/releaseflow). webhooks/ imports nothing under app/
// and nothing under app/ imports webhooks/: this package, imported by cmd/sdkgen, is the one place both meet.
package appwire
