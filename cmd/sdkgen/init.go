package main

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/sdkgen/sdkgen/generator/initconfig"
	"github.com/sdkgen/sdkgen/internal/apiclient"
	"github.com/sdkgen/sdkgen/internal/apiclient/sdkgenapi"
)

func newInitCmd(s streams) *cobra.Command {
	var opts initconfig.RunOptions
	var project string
	cmd := &cobra.Command{
		Use:   "init --spec PATH [--out PATH] [--yes] [--create-project NAME]",
		Short: "Guess a complete sdkgen.yml from a spec (prompts on a terminal; --yes takes the defaults)",
		Long: "init writes sdkgen.yml. When you are logged in to the sdkgen service (sdkgen auth login, or\n" +
			"SDKGEN_API_KEY), it then offers to create the project there with the spec and the new sdkgen.yml;\n" +
			"--create-project NAME does it without asking.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.SpecPath == "" {
				return usageErrorf("--spec is required")
			}
			opts.IsTerminal = isTerminal(s.in)
			opts.Written = func(path, org string) error {
				return offerProject(cmd, s, opts, path, cmp.Or(project, org), project != "")
			}
			if err := initconfig.Run(cmd.Context(), s.in, s.out, opts); err != nil {
				return &exitError{code: exitProblems, err: err}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&opts.SpecPath, "spec", "", "OpenAPI 3.0/3.1 description to guess from")
	cmd.Flags().StringVar(&opts.OutPath, "out", "", "where to write the configuration (default "+initconfig.DefaultOutPath+"); an existing file is never overwritten")
	cmd.Flags().BoolVar(&opts.Yes, "yes", false, "take every guessed default without asking")
	cmd.Flags().StringVar(&project, "create-project", "", "create this project on the sdkgen service with the spec and the new sdkgen.yml, without asking")
	return cmd
}

// offerProject creates the project on the service: without asking when asked for by flag, else on a terminal
// when the user is logged in and says yes. Not logged in (and not asked for), it says nothing: the local path
// stays as it was.
func offerProject(cmd *cobra.Command, s streams, opts initconfig.RunOptions, configPath, name string, asked bool) error {
	c, err := remoteClient()
	if err != nil {
		if asked {
			return err
		}
		return nil
	}
	if !asked {
		if !opts.IsTerminal || opts.Yes {
			return nil
		}
		fmt.Fprintf(s.out, "Create the project %q on %s and upload the spec? [y/N] ", name, c.BaseURL)
		if !yes(s.in) {
			return nil
		}
	}
	spec, err := os.ReadFile(opts.SpecPath)
	if err != nil {
		return err
	}
	config, err := os.ReadFile(configPath)
	if err != nil {
		return err
	}
	p, err := c.Projects.New(cmd.Context(), sdkgenapi.ProjectNewParams{Name: sdkgenapi.F(name), Config: sdkgenapi.F(string(config)),
		Spec: sdkgenapi.F(uploaded(spec))})
	if err != nil {
		return fmt.Errorf("create the project on the service: %w", apiclient.Explain(err))
	}
	fmt.Fprintf(s.out, "Created the project %s (%s) on %s: sdkgen builds create --project %s --wait\n", p.Name, p.ID, c.BaseURL, p.Name)
	return nil
}

// yes reads one answer line: y or yes (any case) is yes.
func yes(in io.Reader) bool {
	line, _ := bufio.NewReader(in).ReadString('\n')
	a := strings.ToLower(strings.TrimSpace(line))
	return a == "y" || a == "yes"
}

// isTerminal reports whether r is an interactive terminal, so init knows whether anyone can answer its
// questions. (A character-device check is not enough: /dev/null is one.)
func isTerminal(r any) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
