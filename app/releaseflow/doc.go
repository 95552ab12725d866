// Package releaseflow runs the release flow of SDK repositories (SERVICE-BEHAVIOUR.md §6) on GitHub: Refresh
// keeps one release pull request per working branch up to date with what app/release plans, and Publish tags and
// releases it once it is merged. Both are durable jobs (app/jobs) and safe to run again.
//
// Refresh clones the SDK repository (bare, with the installation's token, and its v* tags), asks app/release for
// the next release of the working branch and, when there is one, commits the proposal's files (version files and
// CHANGELOG.md) onto the release branch release--<working branch>, on top of the working branch's head. sdkgen
// owns that branch but never loses a commit someone pushed there:
//   - While its pull request is open the branch only moves forward: the new release commit has the working
//     branch's head and the old release commit as parents, with the working branch's tree plus the proposal's
//     files, so the pull request's diff is exactly the release and no force push is needed. (Deleting the branch
//     would close the pull request on GitHub.)
//   - Without an open pull request the branch is deleted and pushed again from the working branch.
//   - A commit on the branch that is not on the working branch and that sdkgen did not make (its release commits
//     carry the Sdkgen-Release trailer) holds the branch: it is left as it is and the open pull request gets a
//     note. A branch whose head a merged pull request took holds nothing: it was released.
//
// The pull request is titled "release: <version>", goes into publish.release.branch (default: the working
// branch), and its description is the header "Automated Release PR", the changelog entry, and the release check:
// the Actions secrets the repository's publish workflows (.github/workflows/publish-*.yml, read at the release
// commit: `secrets.X`, with `secrets.ACME_X || secrets.X` read as alternatives) need and the repository lacks,
// also recorded as the check run "sdkgen / release check" on the release commit (failed while one is missing).
// Nothing to release leaves an open release pull request alone. While the newest merged release pull request has
// no release yet, Refresh waits (Publish refreshes when it is done): the working branch then holds a version that
// is not tagged yet.
//
// Publish reads the version from the merged pull request's title, creates the release v<version> at the merge
// commit (GitHub creates the tag with it, in one call, so there is never a tag without its release), with the
// CHANGELOG.md entry of the merge commit as its body and prerelease from publish.release.prerelease, and uploads
// publish.vcs.release_assets read at the merge commit. A release that exists already is not created again (a
// re-run after a crash); only the assets it lacks are uploaded. A missing asset file is reported, not fatal.
package releaseflow
