// Package sdkrepo keeps a generated SDK repository in step with its spec without losing people's edits.
//
// A repository has two kinds of branch. `generated` holds the pristine generator output, one commit per
// generation. The working branch (main, or the branch named in production_repo) is where people commit their
// edits. A new generation is committed onto `generated` and merged into the working branch as a real two-parent
// merge commit whose merge base is the previous generation, so git itself (and people) can always tell what the
// generator wrote and what people changed.
//
// The merge is done here, not by go-git (which only fast-forwards): per path (merge.go), then per line with
// internal/textdiff, which reproduces `git merge-file`. A conflict never reaches the working branch: the new
// generation goes to `generated--merge-conflict`, a snapshot of the working branch to `next--merge-conflict`,
// and the result lists what conflicts so a person can resolve it in a pull request (conflict.go).
//
// The flow in one call is Repo.Apply; Repo.Plan computes the same outcome, including the custom-code report,
// without writing anything.
package sdkrepo
