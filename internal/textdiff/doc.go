// Package textdiff is the line-level engine that merges regenerated SDK
// files with the edits people made to them.
//
// It reproduces git's xdiff so that its answers agree byte for byte with
// git's own: Diff and Hunks give the edit script of
// `git diff --diff-algorithm=myers --no-indent-heuristic`, and Merge gives
// the output and conflict count of `git merge-file -p`. Where several
// equally short diffs exist, xdiff picks one by a chain of heuristics
// (record cleanup, the Myers split's tie-breaking and cost cut-offs,
// change compaction); each of them is reimplemented here because each one
// can change which lines a merge sees as conflicting.
//
// The knobs are fixed to what `git merge-file` uses by default: the Myers
// algorithm without the indent heuristic and without whitespace options,
// merge level "zealous alnum" (conflicts are refined by diffing the two
// sides, and conflicts separated by at most three lines, or by lines without
// any letter or digit, are joined), the plain conflict style without the
// base section, no favouring of either side, and 7-character markers.
package textdiff
