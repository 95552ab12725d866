package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/app/apibuild"
	"github.com/sdkgen/sdkgen/internal/apiclient"
	"github.com/sdkgen/sdkgen/internal/apiclient/sdkgenapi"
	"github.com/sdkgen/sdkgen/internal/apiclient/sdkgenapi/option"
)

// Environment of the remote commands.
const (
	apiKeyEnv = "SDKGEN_API_KEY"
	apiURLEnv = "SDKGEN_API_URL"
)

// remoteClient is the service's client: the token from SDKGEN_API_KEY, else the one `sdkgen auth login` saved;
// the service from SDKGEN_API_URL, else the one logged in to, else apiclient.DefaultURL.
func remoteClient() (*apiclient.Client, error) {
	creds, err := apiclient.LoadCredentials()
	if err != nil && !errors.Is(err, apiclient.ErrNotLoggedIn) {
		return nil, err
	}
	token := cmp.Or(os.Getenv(apiKeyEnv), creds.Token)
	if token == "" {
		return nil, usageErrorf("%v", apiclient.ErrNotLoggedIn)
	}
	return apiclient.New(serviceURL(creds), token), nil
}

// serviceURL is SDKGEN_API_URL, else the service logged in to, else the default.
func serviceURL(creds apiclient.Credentials) string {
	return cmp.Or(os.Getenv(apiURLEnv), creds.URL, apiclient.DefaultURL)
}

// withRemote runs fn with the service's client; what fn returns is the service's refusal or failure.
func withRemote(fn func(c *apiclient.Client) error) error {
	c, err := remoteClient()
	if err != nil {
		return err
	}
	if err := fn(c); err != nil {
		var exit *exitError
		if errors.As(err, &exit) {
			return err
		}
		return remoteFailed(err)
	}
	return nil
}

// remoteFailed is a command the service refused (with the API's diagnostics) or failed.
func remoteFailed(err error) error {
	return &exitError{code: exitProblems, err: apiclient.Explain(err)}
}

// printJSON prints an answer of the service as the service sent it, indented.
func printJSON(s streams, raw string) error {
	var b bytes.Buffer
	if err := json.Indent(&b, []byte(raw), "", "  "); err != nil {
		return err
	}
	fmt.Fprintln(s.out, b.String())
	return nil
}

// uploaded is an uploaded spec source.
func uploaded(spec []byte) sdkgenapi.SpecSourceParam {
	return sdkgenapi.SpecSourceParam{Kind: sdkgenapi.F(sdkgenapi.SpecSourceKindUpload), Content: sdkgenapi.F(string(spec))}
}

func newProjectsCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{Use: "projects", Short: "Create, list and show your organization's projects on the sdkgen service"}
	var f remoteProjectFlags
	create := &cobra.Command{
		Use: "create NAME (--spec FILE | --spec-url URL | --spec-repo OWNER/NAME [--spec-path P] [--ref R] [--config-path P]) " +
			"[--config FILE] [--fail-on LEVEL] [--sdk-repo TARGET=OWNER/NAME]...",
		Short: "Create a project: its spec uploaded, polled at a URL, or read from a GitHub repository; its sdkgen.yml",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := remoteClient()
			if err != nil {
				return err
			}
			p, err := f.params(args[0])
			if err != nil {
				return err
			}
			created, err := c.Projects.New(cmd.Context(), p)
			if err != nil {
				return remoteFailed(err)
			}
			fmt.Fprintf(s.out, "%s\t%s\n", created.Name, created.ID)
			return nil
		},
	}
	f.register(create)
	list := &cobra.Command{
		Use: "list", Short: "List the projects", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return withRemote(func(c *apiclient.Client) error {
				list, err := c.Projects.List(cmd.Context())
				if err != nil {
					return err
				}
				for _, p := range list.Data {
					fmt.Fprintf(s.out, "%s\t%s\t%s\tfail_on %s\tupgrades %s\n", p.Name, p.ID, p.Spec.Kind, p.FailOn, onOff(p.Upgrades))
				}
				return nil
			})
		},
	}
	get := &cobra.Command{
		Use: "get NAME", Short: "Show a project as JSON", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withRemote(func(c *apiclient.Client) error {
				p, err := c.Projects.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				return printJSON(s, p.RawJSON())
			})
		},
	}
	cmd.AddCommand(create, list, get, newProjectsUpgradesCmd(s))
	return cmd
}

// newProjectsUpgradesCmd switches a project's generator upgrade pull requests on or off.
func newProjectsUpgradesCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use: "upgrades NAME on|off", Short: "Switch a project's generator upgrade pull requests on or off", Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[1] != "on" && args[1] != "off" {
				return usageErrorf("want on or off, not %q", args[1])
			}
			return withRemote(func(c *apiclient.Client) error {
				p, err := c.Projects.Update(cmd.Context(), args[0], sdkgenapi.ProjectUpdateParams{Upgrades: sdkgenapi.F(args[1] == "on")})
				if err != nil {
					return err
				}
				fmt.Fprintf(s.out, "%s: generator upgrade pull requests %s\n", p.Name, onOff(p.Upgrades))
				return nil
			})
		},
	}
}

func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

func newBuildsCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{Use: "builds", Short: "Start, follow and download builds on the sdkgen service"}
	cmd.AddCommand(newBuildsCreateCmd(s), newBuildsGetCmd(s), newBuildsListCmd(s), newBuildsDownloadCmd(s))
	return cmd
}

type buildFlags struct {
	project, spec, config, branch, ref, key string
	targets                                 []string
	wait                                    bool
	every                                   time.Duration
}

func newBuildsCreateCmd(s streams) *cobra.Command {
	var f buildFlags
	cmd := &cobra.Command{
		Use:   "create --project P [--spec F] [--config F] [--target T]... [--branch B] [--wait]",
		Short: "Start a build; with --wait, follow it per target and exit 1 when a target reaches the project's fail_on",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if f.project == "" {
				return usageErrorf("--project is required")
			}
			c, err := remoteClient()
			if err != nil {
				return err
			}
			nb, err := f.params()
			if err != nil {
				return err
			}
			// The client retries a request that timed out or failed with a 5xx: a key of this command's own
			// makes the retry give the same build.
			b, err := c.Builds.New(cmd.Context(), nb, option.WithHeader("Idempotency-Key", cmp.Or(f.key, newIdempotencyKey())))
			if err != nil {
				return remoteFailed(err)
			}
			fmt.Fprintln(s.out, b.ID)
			if !f.wait {
				return nil
			}
			return waitBuild(cmd, s, c, b.ID, f)
		},
	}
	cmd.Flags().StringVar(&f.project, "project", "", "the project to build")
	cmd.Flags().StringVar(&f.spec, "spec", "", "build this spec instead of the project's")
	cmd.Flags().StringVar(&f.config, "config", "", "build this sdkgen.yml instead of the project's")
	cmd.Flags().StringArrayVar(&f.targets, "target", nil, "a target to build (repeatable; default every configured one)")
	cmd.Flags().StringVar(&f.branch, "branch", "", "the branch the build is for")
	cmd.Flags().StringVar(&f.ref, "ref", "", "for a project whose spec is in a GitHub repository: the branch, tag or commit to build")
	cmd.Flags().StringVar(&f.key, "idempotency-key", "", "the same key gives the same build (safe retries)")
	cmd.Flags().BoolVar(&f.wait, "wait", false, "wait for the build, printing each target's progress")
	cmd.Flags().DurationVar(&f.every, "poll", 2*time.Second, "how often --wait asks")
	return cmd
}

// waitBuild follows a build and fails when it failed or a target reached the project's fail_on.
func waitBuild(cmd *cobra.Command, s streams, c *apiclient.Client, id string, f buildFlags) error {
	p, err := c.Projects.Get(cmd.Context(), f.project)
	if err != nil {
		return remoteFailed(err)
	}
	b, err := c.Wait(cmd.Context(), id, f.every, func(t sdkgenapi.TargetResult) {
		fmt.Fprintf(s.err, "%s: %s\n", t.Target, t.Status)
	})
	if err != nil {
		return remoteFailed(err)
	}
	if b.Status != sdkgenapi.BuildStatusCompleted {
		return remoteFailed(fmt.Errorf("build %s %s %s", b.ID, b.Status, b.Error))
	}
	var failed []string
	for _, t := range b.Targets {
		if apibuild.Fails(t.Status, string(p.FailOn)) {
			failed = append(failed, t.Target+" ("+t.Status+")")
		}
	}
	if len(failed) > 0 {
		return remoteFailed(fmt.Errorf("build %s: %s reached fail_on %s", b.ID, strings.Join(failed, ", "), p.FailOn))
	}
	return nil
}

func newBuildsGetCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use: "get BUILD_ID", Short: "Show a build as JSON", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withRemote(func(c *apiclient.Client) error {
				b, err := c.Builds.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				return printJSON(s, b.RawJSON())
			})
		},
	}
}

func newBuildsListCmd(s streams) *cobra.Command {
	var project string
	var limit int
	cmd := &cobra.Command{
		Use: "list [--project P]", Short: "List builds, newest first", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return withRemote(func(c *apiclient.Client) error {
				q := sdkgenapi.BuildListParams{Limit: sdkgenapi.Int(int64(limit))}
				if project != "" {
					q.Project = sdkgenapi.F(project)
				}
				list, err := c.Builds.List(cmd.Context(), q)
				if err != nil {
					return err
				}
				for _, b := range list.Data {
					fmt.Fprintf(s.out, "%s\t%s\t%s\t%s\tsdkgen %s\n", b.ID, b.Trigger, b.Status, b.CreatedAt.Format(time.RFC3339),
						cmp.Or(b.GeneratorVersion, "?"))
				}
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&project, "project", "", "only this project's builds")
	cmd.Flags().IntVar(&limit, "limit", 20, "how many (at most 100)")
	return cmd
}

func newBuildsDownloadCmd(s streams) *cobra.Command {
	var targets []string
	var out string
	cmd := &cobra.Command{
		Use:   "download BUILD_ID [--target T]... [--out DIR]",
		Short: "Download a build's outputs as <build>-<target>.tar.gz (each holds a folder named after its target)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withRemote(func(c *apiclient.Client) error {
				b, err := c.Builds.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				if err := os.MkdirAll(out, 0o755); err != nil {
					return err
				}
				for _, t := range b.Targets {
					if !t.HasArchive || len(targets) > 0 && !slices.Contains(targets, t.Target) {
						continue
					}
					data, err := c.Archive(cmd.Context(), b.ID, t.Target)
					if err != nil {
						return err
					}
					path := filepath.Join(out, b.ID+"-"+t.Target+".tar.gz")
					if err := os.WriteFile(path, data, 0o644); err != nil {
						return err
					}
					fmt.Fprintln(s.out, path)
				}
				return nil
			})
		},
	}
	cmd.Flags().StringArrayVar(&targets, "target", nil, "only this target (repeatable)")
	cmd.Flags().StringVar(&out, "out", ".", "the folder to write the archives to")
	return cmd
}
