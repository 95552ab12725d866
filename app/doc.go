// Package app is the sdkgen service: server configuration, HTTP routes (webhook, health, metrics), GitHub
// clients, the durable job queue and store, the preview and merge build pipelines, pull request comments, and
// release automation. app/sdkrepo keeps generated SDK repositories in sync with people's edits.
//
// The service arrives with the GitHub App issues; until then the package only reserves its place in the layout.
package app
