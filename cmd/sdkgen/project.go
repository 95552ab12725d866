package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store"
)

// newProjectCmd manages a repository's project settings in the server's database: which files are its spec and
// sdkgen.yml, and the fail_on of its check runs.
func newProjectCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "project",
		Short: "Show or set a repository's project settings: its spec and sdkgen.yml, and fail_on",
	}
	for _, c := range []*cobra.Command{newProjectSetCmd(), newProjectShowCmd(s), newProjectUnsetCmd()} {
		config.RegisterFlags(c.Flags())
		cmd.AddCommand(c)
	}
	cmd.AddCommand(newProjectUpgradesCmd(s))
	return cmd
}

// projectFlags are what `project set` changes; a setting without its flag keeps the repository's value.
type projectFlags struct{ spec, config, failOn string }

func newProjectSetCmd() *cobra.Command {
	var f projectFlags
	cmd := &cobra.Command{
		Use:   "set OWNER/REPO [--spec PATH] [--sdkgen-config PATH] [--fail-on LEVEL]",
		Short: "Set a repository's spec and sdkgen.yml paths, the fail_on of its check runs, or both",
		Long: "set changes the settings its flags name and keeps the others. --spec (with --sdkgen-config, default\n" +
			store.DefaultConfigPath + ") overrides the discovered files; --fail-on alone keeps them discovered.\n" +
			"A target's check run fails at the fail_on level or worse: " + strings.Join(store.FailOnLevels(), ", ") +
			" (default " + preview.DefaultFailOn + ").",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := f.check(cmd.Flags()); err != nil {
				return err
			}
			return withStore(cmd, func(st *store.Store, repo gh.Repo) error {
				old, _, err := st.ProjectOverride(cmd.Context(), repo)
				if err != nil {
					return err
				}
				return st.SetProject(cmd.Context(), f.apply(old, repo))
			}, args[0])
		},
	}
	cmd.Flags().StringVar(&f.spec, "spec", "", "the spec's path in the repository (required without --fail-on)")
	cmd.Flags().StringVar(&f.config, "sdkgen-config", "",
		"the sdkgen.yml's path in the repository, with --spec (default "+store.DefaultConfigPath+")")
	cmd.Flags().StringVar(&f.failOn, "fail-on", "",
		"the level at which a target's check run fails: "+strings.Join(store.FailOnLevels(), ", "))
	return cmd
}

// check refuses flags that set nothing or something invalid, as usage errors.
func (f *projectFlags) check(flags *pflag.FlagSet) error {
	if flags.Changed("fail-on") {
		if err := store.ValidateFailOn(f.failOn); err != nil {
			return usageErrorf("--fail-on %q: want one of %s", f.failOn, strings.Join(store.FailOnLevels(), ", "))
		}
	}
	switch {
	case f.spec == "" && f.config != "":
		return usageErrorf("--sdkgen-config needs --spec (discovery finds both files or neither)")
	case f.spec == "" && f.failOn == "":
		return usageErrorf("give --spec, --fail-on or both")
	case f.spec == "":
		return nil
	}
	if f.config == "" {
		f.config = store.DefaultConfigPath
	}
	for _, fp := range [][2]string{{"spec", f.spec}, {"sdkgen-config", f.config}} {
		if err := store.ValidatePath(fp[1]); err != nil {
			return usageErrorf("--%s: %v", fp[0], err)
		}
	}
	return nil
}

// apply changes the repository's settings old (zero when it has none) by the flags given.
func (f *projectFlags) apply(old store.Project, repo gh.Repo) store.Project {
	p := old
	p.Repo = repo
	if f.spec != "" {
		p.SpecPath, p.ConfigPath = f.spec, f.config
	}
	if f.failOn != "" {
		p.FailOn = f.failOn
	}
	return p
}

func newProjectShowCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use: "show OWNER/REPO", Short: "Print a repository's project files and fail_on", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withStore(cmd, func(st *store.Store, repo gh.Repo) error {
				p, _, err := st.ProjectOverride(cmd.Context(), repo)
				if err != nil {
					return err
				}
				fmt.Fprintf(s.out, "%s: %s, %s\n", repo, describeFiles(p), describeFailOn(p))
				return nil
			}, args[0])
		},
	}
}

func describeFiles(p store.Project) string {
	if p.SpecPath == "" {
		return fmt.Sprintf("files discovered (%s and the first of %s at the root)", preview.DefaultConfigPath,
			strings.Join(preview.DefaultSpecPaths(), ", "))
	}
	return fmt.Sprintf("spec %s, sdkgen.yml %s", p.SpecPath, p.ConfigPath)
}

func describeFailOn(p store.Project) string {
	if p.FailOn == "" {
		return "fail_on " + preview.DefaultFailOn + " (the default)"
	}
	return "fail_on " + p.FailOn
}

func newProjectUnsetCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "unset OWNER/REPO",
		Short: "Remove a repository's settings: its files are discovered again and fail_on is " + preview.DefaultFailOn,
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withStore(cmd, func(st *store.Store, repo gh.Repo) error {
				return st.DeleteProject(cmd.Context(), repo)
			}, args[0])
		},
	}
}
