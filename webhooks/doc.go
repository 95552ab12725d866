// Package webhooks holds one handler per GitHub event the sdkgen App acts on (pull_request, push, installation,
// installation_repositories), on go-githubapp's dispatcher: each decodes its payload, decides what the contract's
// trigger table says to do, and acts through the small interfaces of Actions (schedule a preview or a merge build,
// release or refresh a release, record an installation) with plain request types. It imports nothing of app/:
// internal/appwire implements Actions on app/jobs' queue and app/store. Nothing slow happens here, and no GitHub
// API is called: a delivery is acknowledged in milliseconds.
package webhooks
