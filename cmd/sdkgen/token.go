package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/app/config"
	"github.com/sdkgen/sdkgen/app/store"
)

// newTokenCmd manages the /v1 API's tokens of an organization in the server's database.
func newTokenCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "token",
		Short: "Create, list or revoke an organization's API tokens (for the /v1 API and SDKGEN_API_KEY)",
	}
	var org, name string
	create := &cobra.Command{
		Use:   "create --org LOGIN [--name NAME]",
		Short: "Create a token and print it: it is shown this once (the database keeps only its hash)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return withOrg(cmd, org, func(st *store.Store, o store.Org) error {
				t, secret, err := st.CreateToken(cmd.Context(), o.ID, name)
				if err != nil {
					return err
				}
				fmt.Fprintln(s.out, secret)
				fmt.Fprintf(s.err, "created token %s of %s; it is not shown again\n", t.ID, o.Login)
				return nil
			})
		},
	}
	create.Flags().StringVar(&name, "name", "cli", "what the token is for")
	list := &cobra.Command{
		Use: "list --org LOGIN", Short: "List an organization's tokens (never their secret)", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return withOrg(cmd, org, func(st *store.Store, o store.Org) error {
				tokens, err := st.Tokens(cmd.Context(), o.ID)
				for _, t := range tokens {
					state := "live"
					if t.RevokedAt != nil {
						state = "revoked"
					}
					fmt.Fprintf(s.out, "%s\t%s\t%s\t%s\n", t.ID, t.Name, t.CreatedAt.Format("2006-01-02"), state)
				}
				return err
			})
		},
	}
	revoke := &cobra.Command{
		Use: "revoke --org LOGIN TOKEN_ID", Short: "Revoke a token: it fails from then on", Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withOrg(cmd, org, func(st *store.Store, o store.Org) error {
				return st.RevokeToken(cmd.Context(), o.ID, args[0])
			})
		},
	}
	for _, c := range []*cobra.Command{create, list, revoke} {
		c.Flags().StringVar(&org, "org", "", "the organization: the GitHub account the App is installed on")
		config.RegisterFlags(c.Flags())
		cmd.AddCommand(c)
	}
	return cmd
}

// withOrg opens the server's database and runs fn with the organization of login (made the first time).
func withOrg(cmd *cobra.Command, login string, fn func(st *store.Store, o store.Org) error) error {
	if login == "" {
		return usageErrorf("--org is required")
	}
	cfg, err := config.Read(cmd.Flags(), os.Getenv)
	if err != nil {
		return usageErrorf("configuration: %v", err)
	}
	st, err := store.Open(cmd.Context(), cfg.DatabaseURL.Reveal())
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	defer func() { _ = st.Close() }()
	o, err := st.EnsureOrg(cmd.Context(), login)
	if err == nil {
		err = fn(st, o)
	}
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	return nil
}
