// Package release works out an SDK repository's next release (SERVICE-BEHAVIOUR.md §6): which commits on the
// working branch are unreleased, the next version, the CHANGELOG.md entry, and the version files edited for it.
// It only reads the repository (app/sdkrepo) and computes; opening the release pull request, tagging and
// publishing happen around it.
//
// Which commits count. The walk starts at the working branch's head and stops at the commits the last release
// contains: the highest `v<semver>` tag (semver precedence; other tags are ignored) whose commit is reachable from
// the branch. Every parent is followed, not only first parents, because people's pull requests may be merged with
// merge commits. On the way:
//   - A commit with one parent counts with its own message.
//   - A merge commit whose message is a conventional commit stands for everything it merged: it counts once and
//     the commits it brought in are not visited. That is the merge app/sdkrepo makes of `generated`, carrying the
//     API pull request's message, and a pull request merged on GitHub, whose pull request title is in the body
//     of the default "Merge pull request #N from ..." message (custom code gets its own entry, §6.4).
//   - A merge without a conventional message (git's "Merge branch ...", a conflict resolution) does not count
//     itself; the commits it brought in count one by one.
//   - Generation commits (app/sdkrepo's pristine output, recognised by its Sdkgen-Spec-SHA256 trailer rather than
//     by the `generated` branch, whose history a conflict resolved in GitHub's editor can mix with the working
//     branch's) never count by their message. Generated code that arrives with no conventional message — through
//     such a merge, or as the first commit of a new repository — gives one "chore(internal): codegen related
//     update" line (§6.4's example) for the merge (or commit) that brought it, so a resolved conflict or a first
//     generation is still released. sdkgen's neutral merge message ("codegen: merge ...") reads the same way. But
//     a generation that carries the message it was made for (its Sdkgen-Message trailer, which app/sdkrepo writes
//     from the API pull request's message) is released under that message, on the line of the merge that
//     brought it: a generation that conflicted reaches the branch through a person's resolution merge, and its
//     release line still reads "feat(api): ..." rather than "codegen related update". Only the newest
//     generation a merge brings in is read: older ones conflicted before and were stacked under it. The first
//     generation of a new repository keeps the codegen line, so that the SDK's first release is 0.0.1.
//   - sdkgen's release commits ("release: 1.2.0", also as the body of a merge) are never a change, so merging a
//     release pull request whose tag is not on the merge commit proposes nothing new.
//
// Reading messages. `type(scope)!: subject` with a §4.3 type (case-insensitive, lowercased); `!` or a
// "BREAKING CHANGE:" / "BREAKING-CHANGE:" footer (in any message) marks a breaking change. Any other message is
// TypeOther: it bumps the patch version and is listed under "Other Changes" with its first line.
//
// Versions. Nothing released yet is "0.0.0". Breaking bumps major, minor before 1.0; feat bumps minor, also
// before 1.0; everything else, hidden types included, bumps patch. A pre-release tag graduates to its release
// when the bump allows (1.0.0-beta.2 plus a fix or a feature is 1.0.0; 1.2.0-rc.1 plus a breaking change is
// 2.0.0), as npm's `semver inc` does. No version is ever proposed as a pre-release: publish.release.prerelease
// marks the GitHub release, not the version (§6.3).
//
// The changelog entry. `## <version> (<YYYY-MM-DD>)`, "Full Changelog: [vA...vB](<repo>/compare/vA...vB)" when
// there was a release before, then "### ⚠ BREAKING CHANGES" (release-please's first section: each breaking change
// with its footer's text, or its subject) and §6.4's sections in order, test and ci hidden, "Other Changes" last.
// Bullets are `* **scope:** subject ([sha](<repo>/commit/<sha>))`, newest first. Subjects are written as given:
// they are markdown people wrote. CHANGELOG.md gets the entry above the newest one, in place of an entry for the
// same version, or starts as "# Changelog".
//
// Version files. TargetFor lists each target's files (what targets/typescript, python and go generate), and the
// repository's release-please-config.json adds its extra-files, so a file a target declares is never missed. The
// edits replace the version's characters and nothing else: a top-level JSON key (found with the JSON decoder),
// `version = "..."` in pyproject.toml's [project] table, the first assignment of a quoted string to a name
// (`__version__`, `VERSION`, `PackageVersion`), or release-please's x-release-please-version markers. A required
// file that is missing or lacks its version line is an error naming it; optional files (jsr.json, the MCP
// server's package.json, README.md, whose markers people may remove) are left alone then. Proposal.Files holds
// only the files whose content changes, and CHANGELOG.md.
package release
