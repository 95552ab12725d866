package sdkrepo

import (
	"fmt"
	"path"
	"strings"
)

// protection decides which paths belong to people even when the generator writes them: targets.<t>.keep_files
// and each target's hand-written-code folders (src/lib/, examples/, ...). The working branch's version of such a
// path always wins; the generator only adds the path when people never had it.
type protection struct {
	patterns []keepPattern
}

// keepPattern is a keep_files entry or a custom folder, split into segments. "**" matches any number of
// segments; other segments are path.Match patterns. A pattern also protects everything below what it names, so
// "docs" and "docs/**" both keep the docs folder.
type keepPattern struct {
	source   string
	segments []string
}

// newProtection checks and compiles keep_files entries and custom folders. An entry that could name a path
// outside the repository is an error, never silently ignored.
func newProtection(keepFiles, customPaths []string) (*protection, error) {
	p := &protection{}
	for _, k := range keepFiles {
		kp, err := compileKeep(k)
		if err != nil {
			return nil, fmt.Errorf("keep_files entry %q: %w", k, err)
		}
		p.patterns = append(p.patterns, kp)
	}
	for _, c := range customPaths {
		kp, err := compileKeep(c)
		if err != nil {
			return nil, fmt.Errorf("custom code folder %q: %w", c, err)
		}
		p.patterns = append(p.patterns, kp)
	}
	return p, nil
}

func compileKeep(s string) (keepPattern, error) {
	trimmed := strings.TrimSuffix(s, "/")
	switch {
	case trimmed == "" || trimmed == ".":
		return keepPattern{}, fmt.Errorf("names the whole repository; name files or folders inside it")
	case strings.HasPrefix(s, "/") || (len(s) > 1 && s[1] == ':'):
		return keepPattern{}, fmt.Errorf("is an absolute path; it must be relative to the repository root")
	case strings.ContainsAny(s, "\\\x00"):
		return keepPattern{}, fmt.Errorf("contains a backslash or NUL; use forward slashes")
	}
	segs := strings.Split(trimmed, "/")
	for _, seg := range segs {
		switch seg {
		case "..":
			return keepPattern{}, fmt.Errorf("is outside the repository (it contains ..)")
		case ".", "":
			return keepPattern{}, fmt.Errorf("is not a clean path (use %q)", path.Clean(trimmed))
		case ".git":
			return keepPattern{}, fmt.Errorf("is inside .git")
		}
		if _, err := path.Match(seg, ""); err != nil {
			return keepPattern{}, fmt.Errorf("bad pattern: %w", err)
		}
	}
	return keepPattern{source: s, segments: segs}, nil
}

// keeps reports whether people own p.
func (p *protection) keeps(file string) bool {
	parts := strings.Split(file, "/")
	for _, kp := range p.patterns {
		if matchPrefix(kp.segments, parts) {
			return true
		}
	}
	return false
}

// matchPrefix reports whether pattern matches path or one of its parent folders.
func matchPrefix(pattern, parts []string) bool {
	if len(pattern) == 0 {
		return true
	}
	if pattern[0] == "**" {
		for i := 0; i <= len(parts); i++ {
			if matchPrefix(pattern[1:], parts[i:]) {
				return true
			}
		}
		return false
	}
	if len(parts) == 0 {
		return false
	}
	if ok, _ := path.Match(pattern[0], parts[0]); !ok {
		return false
	}
	return matchPrefix(pattern[1:], parts[1:])
}
