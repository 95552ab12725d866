// Package webhooks holds one handler per GitHub event the sdkgen App acts on (pull_request, installation,
// installation_repositories), on go-githubapp's dispatcher: each decodes its payload, decides what the contract's
// trigger table says to do, and enqueues a durable job or updates the store. Nothing slow happens here, and no
// GitHub API is called: a delivery is acknowledged in milliseconds.
package webhooks
