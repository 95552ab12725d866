package releaseflow

import (
	"fmt"
	"strings"
)

// bodyHeader opens every release pull request (SERVICE-BEHAVIOUR.md §6.2).
const bodyHeader = "Automated Release PR"

// heldMarker starts the note sdkgen appends to an open release pull request whose branch holds people's commits.
const heldMarker = "<!-- sdkgen:release-branch-held -->"

// prBody is the release pull request's description: the header, the changelog entry, the release check and what
// merging does.
func prBody(version, changelog string, check SecretsCheck) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n---\n\n%s\n\n", bodyHeader, strings.TrimSpace(changelog))
	writeCheck(&b, check)
	fmt.Fprintf(&b, "\n---\n\nMerging this pull request tags `%s` at the merge commit and publishes the release. "+
		"sdkgen keeps this pull request up to date with the working branch; a commit pushed to its branch is kept, "+
		"and sdkgen then stops updating the branch.\n", Tag(version))
	return b.String()
}

// writeCheck writes the release check: the secrets the publish workflows need that the repository lacks.
func writeCheck(b *strings.Builder, c SecretsCheck) {
	b.WriteString("### Release check\n\n")
	switch {
	case len(c.Needed) == 0:
		b.WriteString("No publish workflow of this repository needs a secret.\n")
		return
	case c.Unknown != "":
		fmt.Fprintf(b, "The publish workflows need %s; sdkgen could not check which are set: %s.\n",
			labels(c.Needed), c.Unknown)
		return
	case len(c.Missing) == 0:
		fmt.Fprintf(b, "All secrets present: the publish workflows need %s, and the repository has them.\n", labels(c.Needed))
		return
	}
	b.WriteString("The publish workflows need these Actions secrets, which this repository lacks:\n\n")
	for _, s := range c.Missing {
		fmt.Fprintf(b, "- %s, read by %s\n", s.Label(), strings.Join(s.Workflows, ", "))
	}
	b.WriteString("\nAdd them under Settings → Secrets and variables → Actions before merging, or publishing will fail.")
	if len(c.Environments) > 0 {
		fmt.Fprintf(b, " The workflows run in the environments `%s`: secrets kept there are not visible to this "+
			"check, so if they are there, all is well.", strings.Join(c.Environments, "`, `"))
	}
	b.WriteString("\n")
}

// checkSummary is the release check alone, for its check run.
func checkSummary(c SecretsCheck) string {
	var b strings.Builder
	writeCheck(&b, c)
	return strings.TrimPrefix(b.String(), "### Release check\n\n")
}

func labels(secrets []Secret) string {
	out := make([]string, len(secrets))
	for i, s := range secrets {
		out[i] = s.Label()
	}
	return strings.Join(out, ", ")
}

// heldNote is appended to an open release pull request whose branch has commits sdkgen did not make.
func heldNote(branch string, commits []string) string {
	return fmt.Sprintf("\n\n%s\n> [!NOTE]\n> `%s` has commits sdkgen did not make (%s), so sdkgen no longer updates "+
		"it and this description may be behind the working branch. Merge it as it is, or delete the branch to let "+
		"sdkgen open the release pull request again.\n", heldMarker, branch, strings.Join(commits, ", "))
}

// withHeldNote returns body with the held note replaced (or added).
func withHeldNote(body, branch string, commits []string) string {
	if i := strings.Index(body, "\n\n"+heldMarker); i >= 0 {
		body = body[:i]
	} else if i := strings.Index(body, heldMarker); i >= 0 {
		body = body[:i]
	}
	return strings.TrimRight(body, "\n") + heldNote(branch, commits)
}
