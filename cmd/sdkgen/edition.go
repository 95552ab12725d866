package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/internal/textdiff"
)

func newEditionCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "edition",
		Short: "Move sdkgen.yml to a newer edition",
		Args:  cobra.NoArgs,
	}
	cmd.AddCommand(newEditionUpgradeCmd(s))
	return cmd
}

// editionFlags are the flags of edition upgrade.
type editionFlags struct {
	file   string
	req    config.EditionUpgrade
	dryRun bool
}

func newEditionUpgradeCmd(s streams) *cobra.Command {
	var f editionFlags
	cmd := &cobra.Command{
		Use:   "upgrade --config PATH [--target T] [--to EDITION] [--dry-run]",
		Short: "Rewrite the editions of an sdkgen.yml, keeping comments, and print what the new editions change",
		Long: "Rewrite the top-level edition and every configured target's edition (or only --target's) to the latest " +
			"edition, or to --to, in place: only the edition values change, comments, quoting and key order are kept, " +
			"and an absent edition key is added. Prints each bump with the behaviour changes of the editions it " +
			"crosses. Editions never go back. Writes nothing when nothing changes or when the result would not " +
			"validate; the write is atomic. With --dry-run, prints the diff and writes nothing.\n\n" + knownEditionsHelp(),
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			if f.file == "" {
				return usageErrorf("edition upgrade needs --config")
			}
			return editionUpgrade(s, f)
		},
	}
	cmd.Flags().StringVar(&f.file, "config", "", "sdkgen.yml to rewrite")
	cmd.Flags().StringVar(&f.req.Target, "target", "", "upgrade only this target's edition")
	cmd.Flags().StringVar(&f.req.To, "to", "", "edition to move to (default: the latest of each scope)")
	cmd.Flags().BoolVar(&f.dryRun, "dry-run", false, "print the diff; write nothing")
	return cmd
}

func editionUpgrade(s streams, f editionFlags) error {
	data, err := os.ReadFile(f.file)
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	out, bumps, err := config.UpgradeEditions(f.file, data, f.req)
	if err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	for _, b := range bumps {
		printBump(s.out, f.file, b)
	}
	if bytes.Equal(out, data) {
		fmt.Fprintf(s.out, "%s is up to date: nothing to write\n", f.file)
		return nil
	}
	var c diag.Collector
	config.Load(f.file, out, &c)
	if c.HasErrors() {
		if err := c.List().WriteText(s.err, map[string][]byte{f.file: out}); err != nil {
			return err
		}
		return &exitError{code: exitProblems, err: fmt.Errorf("%s not written: it would not validate after the upgrade (errors above, at their places in the upgraded text)", f.file)}
	}
	if f.dryRun {
		name := strings.TrimPrefix(filepath.ToSlash(f.file), "/") // diff headers are a/<path>, b/<path>
		if err := textdiff.WriteUnified(s.out, name, name, data, out, 3); err != nil {
			return err
		}
		fmt.Fprintf(s.out, "dry run: %s not written\n", f.file)
		return nil
	}
	if err := writeFileAtomic(f.file, out); err != nil {
		return &exitError{code: exitProblems, err: err}
	}
	fmt.Fprintf(s.out, "%s rewritten\n", f.file)
	return nil
}

// printBump writes one scope's bump and the behaviour changes of each edition it crosses.
func printBump(w io.Writer, file string, b config.EditionBump) {
	if b.Current {
		which := "the requested edition"
		if b.To == config.LatestEdition(b.Scope) {
			which = "the latest edition"
		}
		switch b.From {
		case "":
			fmt.Fprintf(w, "%s:%d: %s is not set and acts as %s, already %s\n", file, b.Line, b.Key, b.Acts, which)
		case b.Acts:
			fmt.Fprintf(w, "%s:%d: %s is already %s, %s\n", file, b.Line, b.Key, b.Acts, which)
		default:
			fmt.Fprintf(w, "%s:%d: %s %s acts as %s, already %s\n", file, b.Line, b.Key, b.From, b.Acts, which)
		}
		return
	}
	switch {
	case b.Added:
		fmt.Fprintf(w, "%s:%d: %s added: %s (it was not set and acted as %s)\n", file, b.Line, b.Key, b.To, b.Acts)
	case b.From != b.Acts:
		fmt.Fprintf(w, "%s:%d: %s %s → %s (%s acted as %s)\n", file, b.Line, b.Key, b.From, b.To, b.From, b.Acts)
	default:
		fmt.Fprintf(w, "%s:%d: %s %s → %s\n", file, b.Line, b.Key, b.From, b.To)
	}
	for _, e := range b.Changes {
		fmt.Fprintf(w, "  %s: %s\n", e.Name, e.Changes)
	}
	if b.Key == "settings.edition" {
		fmt.Fprintf(w, "  settings.edition is a deprecated alias: sdkgen migrate moves it to the top-level edition\n")
	}
}

// writeFileAtomic replaces file with data through a temporary file in the same directory and a rename, keeping
// the file's permissions, so a reader (or a crash) never sees a half-written file.
func writeFileAtomic(file string, data []byte) error {
	info, err := os.Stat(file)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+".*")
	if err != nil {
		return err
	}
	defer func() { _ = os.Remove(tmp.Name()) }() // after the rename there is nothing left to remove
	if err := writeAndClose(tmp, data, info.Mode().Perm()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), file)
}

func writeAndClose(f *os.File, data []byte, perm os.FileMode) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// knownEditionsHelp lists every scope's editions, oldest first, for the help text.
func knownEditionsHelp() string {
	lines := []string{"top level: " + strings.Join(config.KnownEditions(""), ", ")}
	for _, name := range config.TargetNames {
		if known := config.KnownEditions(name); len(known) > 0 {
			lines = append(lines, "targets."+name+": "+strings.Join(known, ", "))
		}
	}
	return "Known editions, oldest first:\n  " + strings.Join(lines, "\n  ")
}
