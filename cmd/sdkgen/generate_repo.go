package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// generateIntoRepo renders one target and merges it into a local git repository.
func generateIntoRepo(cmd *cobra.Command, s streams, in inputFlags, res *generator.Result, target, dir, branch string) error {
	repo, err := sdkrepo.Open(dir)
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	outs, err := codegen.Render(cmd.Context(), res, builtin.Registry(), []string{target})
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	o := outs[0]
	if branch == "" {
		branch = o.Repository.Branch
	}
	result, err := repo.Apply(cmd.Context(), sdkrepo.Generation{
		Files: o.Tree, Target: target, Trigger: "sdkgen generate",
		SpecHash: sha256Hex(res.Sources[in.spec]), ConfigHash: sha256Hex(res.Sources[in.config]),
	}, sdkrepo.Options{Branch: branch, KeepFiles: o.Repository.KeepFiles, CustomPaths: o.Repository.CustomPaths})
	if err != nil {
		return &exitError{code: exitProblems, err: fmt.Errorf("%s: %w", target, err)}
	}
	printRepoResult(s.out, target, result)
	if result.Status == sdkrepo.StatusConflict {
		return &exitError{code: exitConflict}
	}
	return nil
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// printRepoResult says what happened to the repository, what people's custom code became, and on conflict how to
// resolve it.
func printRepoResult(w io.Writer, target string, r *sdkrepo.Result) {
	if res := r.Resolution; res != nil {
		fmt.Fprintf(w, "%s: brought the conflict resolution from %s onto %s\n", target, res.From, r.Branch)
	}
	g := r.Generator
	switch r.Status {
	case sdkrepo.StatusCreated:
		fmt.Fprintf(w, "%s: created %s and %s at the first generation %s (%d files)\n", target, sdkrepo.GeneratedBranch, r.Branch, shortHash(r.Generated), g.Added)
	case sdkrepo.StatusUpToDate:
		fmt.Fprintf(w, "%s: %s is up to date with this generation\n", target, r.Branch)
	case sdkrepo.StatusMerged:
		fmt.Fprintf(w, "%s: merged generation %s into %s as %s (generator: %d added, %d changed, %d removed)\n",
			target, shortHash(r.Generated), r.Branch, shortHash(r.Head), g.Added, g.Modified, g.Removed)
	case sdkrepo.StatusConflict:
		fmt.Fprintf(w, "%s: CONFLICT: the generation conflicts with custom code on %s, which was left unchanged\n", target, r.Branch)
	}
	printCustomCode(w, r.Custom)
	if r.Status == sdkrepo.StatusConflict {
		printConflicts(w, r)
	}
	for _, n := range r.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
}

func printCustomCode(w io.Writer, custom []sdkrepo.CustomFile) {
	if len(custom) == 0 {
		return
	}
	fmt.Fprintf(w, "custom code (%d files differ from the generator's output):\n", len(custom))
	for _, f := range custom {
		path := f.Path
		if f.MovedTo != "" {
			path += " -> " + f.MovedTo + " (moved by the generator)"
		}
		fmt.Fprintf(w, "  %-8s %-9s %s%s\n", f.Outcome, f.Change, path, hunkSummary(f))
	}
}

func hunkSummary(f sdkrepo.CustomFile) string {
	switch {
	case f.Binary:
		return " (binary)"
	case len(f.Hunks) == 0:
		return ""
	}
	conflicts := 0
	for _, h := range f.Hunks {
		if h.Outcome == sdkrepo.OutcomeConflict {
			conflicts++
		}
	}
	if conflicts > 0 {
		return fmt.Sprintf(" (%d of %d hunks conflict)", conflicts, len(f.Hunks))
	}
	return fmt.Sprintf(" (%d hunks)", len(f.Hunks))
}

func printConflicts(w io.Writer, r *sdkrepo.Result) {
	fmt.Fprintln(w, "conflicts:")
	for _, c := range r.Conflicts {
		if c.OldPath != "" {
			fmt.Fprintf(w, "  %s (moved from %s): %s\n", c.Path, c.OldPath, c.Kind)
		} else {
			fmt.Fprintf(w, "  %s: %s\n", c.Path, c.Kind)
		}
		for _, h := range c.Hunks {
			fmt.Fprintf(w, "    %s lines %d-%d, generated lines %d-%d\n", r.Branch, h.Ours.Start, h.Ours.Start+max(h.Ours.Count-1, 0), h.Theirs.Start, h.Theirs.Start+max(h.Theirs.Count-1, 0))
		}
	}
	fmt.Fprintf(w, `the new generation is on %[1]s and a snapshot of %[3]s on %[2]s. To resolve:
  git checkout %[2]s
  git merge %[1]s
  # edit the conflicted files
  git add -A && git commit
then run sdkgen generate again: it brings the resolution onto %[3]s.
`, sdkrepo.GeneratedConflictBranch, sdkrepo.NextConflictBranch, r.Branch)
}

func shortHash(h fmt.Stringer) string {
	s := h.String()
	return s[:min(10, len(s))]
}
