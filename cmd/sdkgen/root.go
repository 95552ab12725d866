package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/internal/version"
)

// Exit codes shared by every command.
const (
	exitOK       = 0
	exitProblems = 1 // error or fatal diagnostics, or the command failed
	exitUsage    = 2 // bad flags or arguments
	// exitConflict: generate --repo found custom code that conflicts with the generation; the conflict branches
	// hold both sides and the working branch is unchanged.
	exitConflict = 4
)

// streams are the command's standard streams, replaceable in tests.
type streams struct {
	in       io.Reader
	out, err io.Writer
}

// exitError carries an exit code out of a command.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

func usageErrorf(format string, args ...any) error {
	return &exitError{code: exitUsage, err: fmt.Errorf(format, args...)}
}

// run executes the command line and returns the process exit code.
func run(ctx context.Context, args []string, s streams) int {
	root := newRootCmd(s)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(s.err, "sdkgen:", ee.err)
		}
		return ee.code
	}
	// Anything cobra reports itself (unknown command or flag, missing argument) is a usage error.
	fmt.Fprintln(s.err, "sdkgen:", err)
	return exitUsage
}

func newRootCmd(s streams) *cobra.Command {
	root := &cobra.Command{
		Use:           "sdkgen",
		Short:         "Generate SDKs from an OpenAPI description and an sdkgen.yml",
		Version:       version.Current(),
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(s.in)
	root.SetOut(s.out)
	root.SetErr(s.err)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageErrorf("%v", err) })
	root.AddCommand(newValidateCmd(s), newInspectCmd(s), newGenerateCmd(s), newInitCmd(s), newSchemaCmd(s), newMigrateCmd(s), newEditionCmd(s),
		newServeCmd(s), newWorkerCmd(s), newProjectsCmd(s), newBuildsCmd(s), newAuthCmd(s))
	return root
}

// readFile reads an input named on the command line, with an error that says which flag named it.
func readFile(flag, path string) ([]byte, error) {
	if path == "" {
		return nil, usageErrorf("--%s is required", flag)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &exitError{code: exitProblems, err: fmt.Errorf("--%s: %w", flag, err)}
	}
	return data, nil
}

// checkFormat accepts the two output formats.
func checkFormat(format string) error {
	if format != "text" && format != "json" {
		return usageErrorf("--format must be text or json, not %q", format)
	}
	return nil
}
