package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

func newGenerateCmd(s streams) *cobra.Command {
	var in inputFlags
	var out, repo, branch string
	var names []string
	cmd := &cobra.Command{
		Use:   "generate --spec PATH --config PATH (--out DIR [--target NAME]... | --repo DIR --target NAME [--branch NAME])",
		Short: "Validate, then write each target to DIR/<target>/, or merge one target into its git repository",
		Long: `With --out, generate writes DIR/<target>/ for each requested target (default: every configured one
that this sdkgen builds; the configured targets it does not build yet are named on stderr).

With --repo, generate brings one target into a local git repository the way the sdkgen GitHub App does: the
output is committed onto the "generated" branch and merged into the working branch (--branch, else the branch
of production_repo, else main) as a real merge commit, keeping every edit people committed there. Conflicting
edits leave the working branch as it was and put both sides on generated--merge-conflict and
next--merge-conflict for a person to resolve. Exit status: 0 merged or up to date, 4 conflicts, 1 errors.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if (out == "") == (repo == "") {
				return usageErrorf("give exactly one of --out DIR and --repo DIR")
			}
			if repo == "" && branch != "" {
				return usageErrorf("--branch needs --repo")
			}
			res, err := in.load(cmd.Context())
			if err != nil {
				return err
			}
			if !res.OK() {
				_ = res.Diagnostics.WriteText(s.err, res.Sources)
				return &exitError{code: exitProblems, err: fmt.Errorf("not generating: fix the errors above first")}
			}
			reg := builtin.Registry()
			selected, err := codegen.Select(res, reg, names)
			if err != nil {
				return &exitError{code: exitProblems, err: err}
			}
			if len(names) == 0 {
				if skipped := codegen.NotBuilt(res, reg); len(skipped) > 0 {
					fmt.Fprintf(s.err, "sdkgen: not generating %s: not built into this version of sdkgen yet\n", strings.Join(skipped, ", "))
				}
			}
			if repo != "" && len(selected) != 1 {
				return usageErrorf("--repo takes exactly one --target (configured: %v)", selected)
			}
			if res.Diagnostics.Worst() > 0 {
				_ = res.Diagnostics.WriteText(s.err, res.Sources)
			}
			if repo != "" {
				return generateIntoRepo(cmd, s, in, res, selected[0], repo, branch)
			}
			outputs, err := codegen.Generate(cmd.Context(), res, reg, selected, out)
			if err != nil {
				return &exitError{code: exitProblems, err: err}
			}
			for _, o := range outputs {
				fmt.Fprintf(s.out, "%s: wrote %d files to %s\n", o.Target, o.Tree.Len(), o.Dir)
			}
			return nil
		},
	}
	in.register(cmd)
	cmd.Flags().StringVar(&out, "out", "", "output directory; each target is written to DIR/<target>/")
	cmd.Flags().StringArrayVar(&names, "target", nil, "target to generate (repeatable with --out); default: every configured, non-skipped target that is built")
	cmd.Flags().StringVar(&repo, "repo", "", "git repository to merge one target into (created branches on first use)")
	cmd.Flags().StringVar(&branch, "branch", "", "working branch of --repo (default: production_repo's #branch, else main)")
	return cmd
}
