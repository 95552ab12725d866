package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/internal/apiclient"
)

func newAuthCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{Use: "auth", Short: "Log in to the sdkgen service with GitHub, show the login, or log out"}
	var org string
	login := &cobra.Command{
		Use:   "login [--org LOGIN]",
		Short: "Log in with GitHub's device flow: enter the printed code at the printed URL; the token is saved (mode 0600)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			base := serviceURL(apiclient.Credentials{})
			c := apiclient.New(base, "")
			dc, err := c.Auth.StartDeviceLogin(cmd.Context())
			if err != nil {
				return remoteFailed(err)
			}
			fmt.Fprintf(s.err, "First copy your one-time code: %s\nThen open %s and enter it. Waiting...\n", dc.UserCode, dc.VerificationURI)
			l, err := c.WaitLogin(cmd.Context(), dc, org)
			if err != nil {
				return remoteFailed(err)
			}
			path, err := apiclient.SaveCredentials(apiclient.Credentials{URL: base, Token: l.Token, TokenID: l.TokenID, Org: l.Org, User: l.User})
			if err != nil {
				return remoteFailed(err)
			}
			fmt.Fprintf(s.out, "Logged in to %s as %s, organization %s (token saved in %s)\n", base, l.User, l.Org, path)
			return nil
		},
	}
	login.Flags().StringVar(&org, "org", "", "the organization to log in to, when you have several")
	status := &cobra.Command{
		Use: "status", Short: "Say which token the remote commands use, and whether the service takes it", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			creds, err := apiclient.LoadCredentials()
			source := "saved by sdkgen auth login"
			switch {
			case os.Getenv(apiKeyEnv) != "":
				source = apiKeyEnv
			case err != nil:
				return remoteFailed(err)
			}
			return withRemote(func(c *apiclient.Client) error {
				if _, err := c.Tokens.List(cmd.Context()); err != nil {
					return err
				}
				who := ""
				if source != apiKeyEnv {
					who = fmt.Sprintf(" as %s, organization %s", creds.User, creds.Org)
				}
				fmt.Fprintf(s.out, "Logged in to %s%s (token from %s)\n", c.BaseURL, who, source)
				return nil
			})
		},
	}
	logout := &cobra.Command{
		Use: "logout", Short: "Revoke the saved token and forget it", Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			creds, err := apiclient.LoadCredentials()
			if errors.Is(err, apiclient.ErrNotLoggedIn) {
				fmt.Fprintln(s.out, "Not logged in")
				return nil
			}
			if err != nil {
				return remoteFailed(err)
			}
			c := apiclient.New(serviceURL(creds), creds.Token)
			if err := c.Tokens.Revoke(cmd.Context(), creds.TokenID); err != nil {
				fmt.Fprintf(s.err, "sdkgen: the service did not revoke the token (%v); forgetting it anyway\n", apiclient.Explain(err))
			}
			if err := apiclient.RemoveCredentials(); err != nil {
				return remoteFailed(err)
			}
			fmt.Fprintln(s.out, "Logged out")
			return nil
		},
	}
	cmd.AddCommand(login, status, logout)
	return cmd
}
