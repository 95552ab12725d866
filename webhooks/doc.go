// Package webhooks holds one handler per GitHub event the sdkgen App receives (pull_request, installation,
// installation_repositories, push): each decodes its payload, decides what the contract's trigger table says to
// do, and enqueues a durable job. Nothing slow happens here.
//
// The handlers arrive with the GitHub App issue; until then the package only reserves its place in the layout.
package webhooks
