package initconfig

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// DefaultOutPath is where Run writes when no output path is given: sdkgen.yml in the working directory, which is
// where `sdkgen validate` and `sdkgen generate` look for it and where a repository usually keeps it (the spec
// often lives in a sub-directory or is generated).
const DefaultOutPath = "sdkgen.yml"

// SchemaComment is the first line of the written file: it lets YAML editors validate and complete sdkgen.yml.
const SchemaComment = "# yaml-language-server: $schema=https://sdkgen.dev/schema/sdkgen.schema.json"

// RunOptions are the inputs of `sdkgen init`.
type RunOptions struct {
	SpecPath string // the OpenAPI description to guess from (required)
	OutPath  string // where to write sdkgen.yml; DefaultOutPath when empty
	// Yes takes every guessed default without asking.
	Yes bool
	// IsTerminal says that in is an interactive terminal. Without one nobody could answer, so Run takes the
	// defaults, as with Yes.
	IsTerminal bool
	// Written, when set, hears where the configuration was written and the organization name chosen (sdkgen init
	// then offers to create the project on the sdkgen service).
	Written func(path, organization string) error
}

// Run guesses an sdkgen.yml from the spec, asks the user to confirm or change the organization name, the targets
// and the output path (on a terminal, unless Yes), and writes the file. It never overwrites a file: when the
// output exists it fails and leaves the file untouched.
func Run(ctx context.Context, in io.Reader, out io.Writer, opts RunOptions) error {
	if opts.SpecPath == "" {
		return errors.New("no spec given: pass the OpenAPI description with --spec PATH")
	}
	outPath := opts.OutPath
	if outPath == "" {
		outPath = DefaultOutPath
	}
	if err := checkFree(outPath); err != nil {
		return err
	}
	doc, err := loadSpec(opts.SpecPath, out)
	if err != nil {
		return err
	}
	answers := defaultAnswers(doc, opts.SpecPath, outPath)
	if opts.IsTerminal && !opts.Yes {
		if answers, err = askAnswers(ctx, in, out, answers); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(out, "Using the guessed defaults (%s).\n", nonInteractiveReason(opts))
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	cfg, report := Guess(doc, Options{SpecFile: opts.SpecPath, Organization: answers.org, Targets: answers.targets})
	data, err := renderConfig(cfg, filepath.Base(opts.SpecPath))
	if err != nil {
		return err
	}
	if err := writeNew(answers.out, data); err != nil {
		return err
	}
	printSummary(out, cfg, report, opts.SpecPath, answers.out)
	if opts.Written != nil {
		return opts.Written(answers.out, answers.org)
	}
	return nil
}

func nonInteractiveReason(opts RunOptions) string {
	if opts.Yes {
		return "--yes"
	}
	return "input is not a terminal"
}

// answers are what the prompts decide.
type answers struct {
	org     string
	targets []string
	out     string
}

func defaultAnswers(doc *spec.Document, specPath, outPath string) answers {
	org, _ := guessOrgName(doc, specPath)
	return answers{org: org, targets: DefaultTargets(), out: outPath}
}

// loadSpec reads and loads the spec. Fatal problems stop init, with file:line:col; other errors are shown as
// warnings, since a first config is still useful and `sdkgen validate` will report them again.
func loadSpec(path string, out io.Writer) (*spec.Document, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading the spec: %w", err)
	}
	doc, list, err := parseSpec(path, data)
	if err != nil {
		return nil, err
	}
	if errs := atLeast(list, diag.Error); len(errs) > 0 {
		fmt.Fprintf(out, "warning: the spec has %d error%s; the guess goes on, and `sdkgen validate` will show them again:\n%s\n",
			len(errs), plural(len(errs)), joinDiagnostics(errs))
	}
	return doc, nil
}

// parseSpec loads a spec's bytes; fatal problems are an error with file:line:col, the rest is returned.
func parseSpec(path string, data []byte) (*spec.Document, diag.List, error) {
	root, _, err := document.Parse(path, data, document.SpecLimits)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the spec: %w", err)
	}
	c := &diag.Collector{Spec: &diag.Source{File: path, Data: data, Root: root}}
	doc := spec.Load(path, root, c)
	list := c.List()
	if fatal := atLeast(list, diag.Fatal); doc == nil || len(fatal) > 0 {
		return nil, nil, fmt.Errorf("the spec cannot be used:\n%s", joinDiagnostics(fatal))
	}
	return doc, list, nil
}

// GuessData is what `sdkgen init --yes` writes for a spec given as bytes (named specName in diagnostics and in
// the file's comment), with opts' organization and targets: the service's web app starts a project's sdkgen.yml
// with it.
func GuessData(specName string, data []byte, opts Options) ([]byte, error) {
	doc, _, err := parseSpec(specName, data)
	if err != nil {
		return nil, err
	}
	opts.SpecFile = specName
	cfg, _ := Guess(doc, opts)
	return renderConfig(cfg, filepath.Base(specName))
}

func atLeast(list diag.List, level diag.Level) diag.List {
	var out diag.List
	for _, d := range list {
		if d.Level >= level {
			out = append(out, d)
		}
	}
	return out
}

func joinDiagnostics(list diag.List) string {
	lines := make([]string, len(list))
	for i, d := range list {
		lines[i] = "  " + d.String()
	}
	return strings.Join(lines, "\n")
}

// renderConfig marshals the config with the schema comment first (config.Marshal writes it; it is added here
// if a future Marshal does not) and a second line saying where the file came from.
func renderConfig(cfg *config.Config, specName string) ([]byte, error) {
	body, err := config.Marshal(cfg)
	if err != nil {
		return nil, fmt.Errorf("writing the configuration: %w", err)
	}
	if !bytes.HasPrefix(body, []byte(SchemaComment+"\n")) {
		body = append([]byte(SchemaComment+"\n"), body...)
	}
	first, rest, _ := bytes.Cut(body, []byte("\n"))
	origin := "# Guessed by `sdkgen init` from " + oneLine(specName) + ": review it, then run `sdkgen validate`."
	return slices.Concat(first, []byte("\n"+origin+"\n"), rest), nil
}

// checkFree fails when path exists, so that the user learns before answering any question.
func checkFree(path string) error {
	if _, err := os.Lstat(path); err == nil {
		return existsError(path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("checking %s: %w", path, err)
	}
	return nil
}

func existsError(path string) error { return &outputExistsError{path: path} }

// outputExistsError says that init refused to overwrite a file; errors.Is(err, fs.ErrExist) holds for it.
type outputExistsError struct{ path string }

func (e *outputExistsError) Error() string {
	return e.path + " already exists, and sdkgen init never overwrites a file: move it away or choose another path with --out"
}

func (e *outputExistsError) Is(target error) bool { return target == fs.ErrExist }

// writeNew creates path with data, failing if it exists (O_EXCL closes the gap between the check and the write).
func writeNew(path string, data []byte) error {
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("creating %s: %w", dir, err)
		}
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return existsError(path)
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		_ = f.Close() // the write error is the one worth reporting
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// askAnswers asks the three questions, each with the guess in brackets; an empty answer takes it.
func askAnswers(ctx context.Context, in io.Reader, out io.Writer, def answers) (answers, error) {
	p := &prompter{in: bufio.NewReader(in), out: out}
	org, err := p.ask(ctx, "Organization name (lower case; names the client, packages and env vars)", def.org, checkOrgAnswer)
	if err != nil {
		return def, err
	}
	targets, err := p.ask(ctx, "Targets, comma-separated (from "+strings.Join(SupportedTargets(), ", ")+")", strings.Join(def.targets, ", "), checkTargetsAnswer)
	if err != nil {
		return def, err
	}
	outPath, err := p.ask(ctx, "Write the configuration to", def.out, checkOutAnswer)
	if err != nil {
		return def, err
	}
	return answers{org: org, targets: parseTargets(targets), out: outPath}, nil
}

// prompter asks questions on out and reads answers, one line each, from in.
type prompter struct {
	in  *bufio.Reader
	out io.Writer
}

// ask shows the question and the default, reads an answer and checks it, asking again after a bad one. At the
// end of the input an empty answer takes the default; a bad answer there is an error, as nobody can fix it.
func (p *prompter) ask(ctx context.Context, question, def string, check func(string) (string, error)) (string, error) {
	for {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		fmt.Fprintf(p.out, "%s [%s]: ", question, def)
		line, readErr := p.in.ReadString('\n')
		if readErr != nil && !errors.Is(readErr, io.EOF) {
			return "", fmt.Errorf("reading the answer: %w", readErr)
		}
		answer := strings.TrimSpace(line)
		if answer == "" {
			answer = def
		}
		value, problem := check(answer)
		if problem == nil {
			if readErr != nil {
				fmt.Fprintln(p.out)
			}
			return value, nil
		}
		fmt.Fprintf(p.out, "  %v\n", problem)
		if readErr != nil {
			return "", fmt.Errorf("no valid answer to %q before the end of the input: %w", question, problem)
		}
	}
}

func checkOrgAnswer(s string) (string, error) {
	if !validOrgName(s) {
		return "", fmt.Errorf("%q is not a valid organization name: use lower-case letters, digits and hyphens, starting with a letter (like acme or acme-pay)", s)
	}
	return s, nil
}

func checkTargetsAnswer(s string) (string, error) {
	names := parseTargets(s)
	if len(names) == 0 {
		return "", errors.New("name at least one target")
	}
	for _, n := range names {
		switch {
		case n == "terraform":
			return "", errors.New("terraform needs a production_repo, which init cannot guess: choose other targets now and add terraform to sdkgen.yml by hand")
		case n == "node":
			return "", errors.New("the node target is deprecated: use typescript")
		case !slices.Contains(SupportedTargets(), n):
			return "", fmt.Errorf("%q is not a target: choose from %s", n, strings.Join(SupportedTargets(), ", "))
		}
	}
	return strings.Join(names, ", "), nil
}

// parseTargets splits a comma- or space-separated list, lower-cased, without duplicates, in the order given.
func parseTargets(s string) []string {
	var names []string
	for _, f := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
		if !slices.Contains(names, f) {
			names = append(names, f)
		}
	}
	return names
}

func checkOutAnswer(s string) (string, error) {
	if err := checkFree(s); err != nil {
		return "", err
	}
	return s, nil
}

// printSummary says what was written, what to check, and the command to run next.
func printSummary(out io.Writer, cfg *config.Config, r Report, specPath, outPath string) {
	s := r.Stats
	fmt.Fprintf(out, "\nWrote %s for %s:\n", outPath, cfg.Organization.Name)
	fmt.Fprintf(out, "  environments: %s (the first is the default)\n", strings.Join(cfg.Environments.Keys(), ", "))
	fmt.Fprintf(out, "  resources:    %d with %d methods for the %d configurable operations; %d models\n", s.Resources, s.Methods, s.Operations, s.Models)
	if s.LeftOut > 0 {
		fmt.Fprintf(out, "  left out:     %d head, options or trace operation%s\n", s.LeftOut, plural(s.LeftOut))
	}
	if s.Pagination > 0 {
		var names []string
		for _, p := range cfg.Pagination.Schemes {
			names = append(names, p.Name)
		}
		fmt.Fprintf(out, "  pagination:   %s\n", strings.Join(names, ", "))
	}
	if s.ClientOpts > 0 {
		fmt.Fprintf(out, "  client opts:  %s\n", strings.Join(cfg.ClientSettings.Opts.Keys(), ", "))
	}
	fmt.Fprintf(out, "  targets:      %s\n", strings.Join(cfg.Targets.Configured(), ", "))
	if len(r.Notes) > 0 {
		fmt.Fprintln(out, "\nCheck these by hand:")
		for _, n := range r.Notes {
			fmt.Fprintf(out, "  - %s\n", n)
		}
	}
	fmt.Fprintf(out, "\nNext: sdkgen validate --spec %s --config %s\n", shellQuote(specPath), shellQuote(outPath))
}

// shellQuote quotes a path for a POSIX shell when it holds anything but safe characters.
func shellQuote(s string) string {
	safe := s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !isWordRune(r) && !strings.ContainsRune("-_./:@+=,", r)
	}) < 0
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// oneLine drops control characters, so that a file name cannot end the comment it is written in.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
}
