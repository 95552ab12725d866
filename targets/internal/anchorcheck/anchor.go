package anchorcheck

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Anchor is a published SDK's test suite: the tests, api.md and README of the SDK that the previous generator made
// for a pair in a language.
type Anchor struct {
	Pair     string // the pair's folder name, the same under anchors/ and pairs/
	Language string // the folder's name: typescript, python, go, java, kotlin, ruby
	Dir      string
}

// Name is how tests and messages call the anchor: <pair>/<language>.
func (a Anchor) Name() string { return a.Pair + "/" + a.Language }

// Discover lists the anchors under root, pair by pair, languages in folder order. only narrows the list to the
// named anchors (<pair>/<language> or a whole <pair>); a name that matches nothing is an error, so a typo does not
// pass as a check.
func Discover(root string, only []string) ([]Anchor, error) {
	pairs, err := os.ReadDir(root)
	if err != nil {
		return nil, fmt.Errorf("anchors: %w", err)
	}
	var all []Anchor
	for _, p := range pairs {
		if !p.IsDir() {
			continue
		}
		langs, err := os.ReadDir(filepath.Join(root, p.Name()))
		if err != nil {
			return nil, fmt.Errorf("anchors: %w", err)
		}
		for _, l := range langs {
			if l.IsDir() {
				all = append(all, Anchor{Pair: p.Name(), Language: l.Name(), Dir: filepath.Join(root, p.Name(), l.Name())})
			}
		}
	}
	if len(only) == 0 {
		return all, nil
	}
	var out []Anchor
	for _, name := range only {
		matched := false
		for _, a := range all {
			if (a.Name() == name || a.Pair == name) && !slices.Contains(out, a) {
				out, matched = append(out, a), true
			}
		}
		if !matched {
			return nil, fmt.Errorf("anchors: %q names no anchor under %s", name, root)
		}
	}
	return out, nil
}

// Exception is an anchor test, or a whole test file, that sdkgen's SDK is excused from, with the reason.
type Exception struct {
	File   string `yaml:"file"`   // a file of the anchor that is not dropped in
	Test   string `yaml:"test"`   // <file>::<name>[::<name>…]: a test that is deselected
	Reason string `yaml:"reason"` // why: for the reviewer who must agree
}

// ID is the file or test the exception names.
func (e Exception) ID() string {
	if e.File != "" {
		return e.File
	}
	return e.Test
}

// Exceptions is an anchor's list.
type Exceptions []Exception

// LoadExceptions reads exceptions/<pair>-<language>.yml under dir; an anchor without a file has no exceptions.
func LoadExceptions(dir string, a Anchor) (Exceptions, error) {
	path := filepath.Join(dir, a.Pair+"-"+a.Language+".yml")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var list Exceptions
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&list); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for i, e := range list {
		if (e.File == "") == (e.Test == "") || strings.TrimSpace(e.Reason) == "" {
			return nil, fmt.Errorf("%s: entry %d: name exactly one of file or test, and give the reason", path, i+1)
		}
	}
	return list, nil
}

// Files are the anchor files not to drop in.
func (l Exceptions) Files() map[string]bool {
	files := map[string]bool{}
	for _, e := range l {
		if e.File != "" {
			files[filepath.ToSlash(e.File)] = true
		}
	}
	return files
}

// Tests are the test ids to deselect, split into their file and the names of their levels.
func (l Exceptions) Tests() []TestID {
	var ids []TestID
	for _, e := range l {
		if e.Test != "" {
			ids = append(ids, ParseTestID(e.Test))
		}
	}
	return ids
}

// TestID is a test of an anchor: the file that holds it and its names, outermost first.
type TestID struct {
	File  string
	Names []string
}

// ParseTestID splits <file>::<name>[::<name>…].
func ParseTestID(s string) TestID {
	parts := strings.Split(s, "::")
	return TestID{File: parts[0], Names: parts[1:]}
}

func (id TestID) String() string { return strings.Join(append([]string{id.File}, id.Names...), "::") }

// Check reports each entry that names nothing in the anchor: a file that is not there, or a test whose innermost
// name its file does not mention. Such an entry excuses nothing and hides that the anchor moved on.
func (l Exceptions) Check(anchorDir string) error {
	var errs []error
	for _, e := range l {
		file := e.File
		var name string
		if e.Test != "" {
			id := ParseTestID(e.Test)
			if len(id.Names) == 0 {
				errs = append(errs, fmt.Errorf("exception %q: a test is named <file>::<name>", e.Test))
				continue
			}
			file, name = id.File, id.Names[len(id.Names)-1]
		}
		data, err := os.ReadFile(filepath.Join(anchorDir, filepath.FromSlash(file)))
		if err != nil {
			errs = append(errs, fmt.Errorf("exception %q: %s is not a file of the anchor", e.ID(), file))
			continue
		}
		if name != "" && !bytes.Contains(data, []byte(name)) {
			errs = append(errs, fmt.Errorf("exception %q: %s does not mention %q", e.ID(), file, name))
		}
	}
	return errors.Join(errs...)
}
