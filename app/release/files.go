package release

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/object"
)

// source is a repository's files at one commit.
type source interface {
	// read returns a file's content; ok is false when there is no such file.
	read(p string) (data []byte, ok bool, err error)
	// paths lists every file.
	paths() ([]string, error)
}

// gitFiles reads a commit's tree.
type gitFiles struct {
	tree *object.Tree
}

func (g gitFiles) read(p string) ([]byte, bool, error) {
	f, err := g.tree.File(p)
	if errors.Is(err, object.ErrFileNotFound) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("read %s: %w", p, err)
	}
	r, err := f.Reader()
	if err != nil {
		return nil, false, fmt.Errorf("read %s: %w", p, err)
	}
	defer func() { _ = r.Close() }() // io.ReadAll reads to EOF, where zlib checks its sum
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, false, fmt.Errorf("read %s: %w", p, err)
	}
	return data, true, nil
}

func (g gitFiles) paths() ([]string, error) {
	var out []string
	err := g.tree.Files().ForEach(func(f *object.File) error {
		out = append(out, f.Name)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list files: %w", err)
	}
	return out, nil
}

// editVersionFiles writes version into the target's files and the extra files its release config names, and
// returns the files whose content changed.
func editVersionFiles(src source, t Target, version string) (map[string][]byte, error) {
	extra, err := configExtraFiles(src)
	if err != nil {
		return nil, err
	}
	e := &editor{src: src, version: version, edited: map[string][]byte{}, original: map[string][]byte{}}
	for _, f := range t.withExtraFiles(extra).Files {
		if err := e.apply(f); err != nil {
			return nil, err
		}
	}
	for p, data := range e.edited {
		if bytes.Equal(data, e.original[p]) {
			delete(e.edited, p)
		}
	}
	return e.edited, nil
}

// configExtraFiles are the extra-files of the repository's release-please-config.json, if it has one.
func configExtraFiles(src source) ([]VersionFile, error) {
	data, ok, err := src.read(ReleaseConfigFile)
	if err != nil || !ok {
		return nil, err
	}
	return parseExtraFiles(data)
}

// editor applies version file edits one after the other, so two entries naming one file both apply.
type editor struct {
	src      source
	version  string
	edited   map[string][]byte
	original map[string][]byte
	all      []string // every path, listed once when a wildcard needs it
}

func (e *editor) apply(f VersionFile) error {
	paths, err := e.resolve(f)
	if err != nil {
		return err
	}
	for _, p := range paths {
		data, ok := e.edited[p]
		if !ok {
			if data, ok, err = e.src.read(p); err != nil {
				return err
			}
			if !ok && f.Optional {
				continue
			}
			if !ok {
				return missing(f)
			}
			e.original[p] = data
		}
		out, err := f.edit(data, e.version)
		switch {
		case f.Optional && errors.Is(err, errNoVersion):
			continue
		case err != nil:
			return fmt.Errorf("%s: %w", p, err)
		}
		e.edited[p] = out
	}
	return nil
}

// resolve lists the files f names: its path, or what its pattern matches (sorted).
func (e *editor) resolve(f VersionFile) ([]string, error) {
	if !f.isPattern() {
		return []string{f.Path}, nil
	}
	if e.all == nil {
		all, err := e.src.paths()
		if err != nil {
			return nil, err
		}
		e.all = all
	}
	var out []string
	for _, p := range e.all {
		if ok, _ := path.Match(f.Path, p); ok {
			out = append(out, p)
		}
	}
	if len(out) == 0 && !f.Optional {
		return nil, missing(f)
	}
	sort.Strings(out)
	return out, nil
}

func (f VersionFile) isPattern() bool { return strings.ContainsAny(f.Path, `*?[\`) }

func missing(f VersionFile) error {
	what := "is missing"
	if f.isPattern() {
		what = "matches no file"
	}
	return fmt.Errorf("%s %s: it holds the version (%s)", f.Path, what, f.describe())
}

// describe says what a version file holds, for errors.
func (f VersionFile) describe() string {
	switch f.Kind {
	case EditJSON:
		return fmt.Sprintf("JSON key %q", f.Name)
	case EditTOML:
		return fmt.Sprintf("TOML key %s", f.Name)
	case EditAssign:
		return "the string assigned to " + f.Name
	}
	return "release-please version markers"
}
