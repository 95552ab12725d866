// Package corpus lists the real configurations sdkgen is checked on: folders of pairs, each pair a folder holding a
// real sdkgen.yml and the spec it was written for (openapi.yml, .yaml or .json).
//
// The in-repo pairs are testdata/pairs and testdata/wild. scripts/check-wild adds the folders named in
// SDKGEN_WILD_DIRS (colon-separated), such as the team's whole corpus in ../shared/testdata/wild, which is not
// copied into the repository; SDKGEN_WILD_PAIRS (comma-separated names, or "all") narrows the list to a slice. An
// entry name:t1+t2 keeps the pair with only those of its targets checked, so a slice can reach a target through a
// pair that configures many without building them all.
package corpus

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator"
)

// Pair is a real sdkgen.yml with the spec it was written for.
type Pair struct {
	Name   string // the folder's name
	Spec   string
	Config string
	// Targets, when set, are the only targets of the configuration a toolchain check builds (a slice entry
	// name:t1+t2); empty means every configured one.
	Targets []string
}

// Checks reports whether a toolchain check of the pair builds the target.
func (p Pair) Checks(target string) bool {
	return len(p.Targets) == 0 || slices.Contains(p.Targets, target)
}

// InRepo are the folders of pairs that the repository holds, relative to its root.
var InRepo = []string{"testdata/pairs", "testdata/wild"}

// FromEnv lists the pairs of the in-repo folders (under root) and of the folders in SDKGEN_WILD_DIRS, narrowed to
// SDKGEN_WILD_PAIRS when it is set.
func FromEnv(root string) ([]Pair, error) {
	var folders []string
	for _, f := range InRepo {
		folders = append(folders, filepath.Join(root, f))
	}
	if extra := os.Getenv("SDKGEN_WILD_DIRS"); extra != "" {
		folders = append(folders, filepath.SplitList(extra)...)
	}
	pairs, err := List(folders...)
	if err != nil {
		return nil, err
	}
	if only := os.Getenv("SDKGEN_WILD_PAIRS"); only != "" && only != "all" {
		return Only(pairs, strings.Split(only, ","))
	}
	return pairs, nil
}

// List reads the pairs of each folder in order. A pair whose sdkgen.yml and spec are the same as an earlier one's
// is taken once (testdata/wild holds copies of the shared corpus); a different pair with a name seen before is
// named <name>@<folder> (a test name may not hold a slash). A pair folder without a spec is left out (its spec is only online).
func List(folders ...string) ([]Pair, error) {
	seen := map[string]string{} // name -> the digest of its pair
	var pairs []Pair
	for _, folder := range folders {
		entries, err := os.ReadDir(folder)
		if err != nil {
			return nil, fmt.Errorf("corpus folder: %w", err)
		}
		for _, e := range entries {
			dir := filepath.Join(folder, e.Name())
			specs, _ := filepath.Glob(filepath.Join(dir, "openapi.*"))
			if !e.IsDir() || len(specs) == 0 {
				continue
			}
			p := Pair{Name: e.Name(), Spec: specs[0], Config: filepath.Join(dir, "sdkgen.yml")}
			sum, err := digest(p)
			if err != nil {
				return nil, err
			}
			if earlier, ok := seen[p.Name]; ok {
				if earlier == sum {
					continue
				}
				p.Name = p.Name + "@" + filepath.Base(folder)
			}
			seen[p.Name] = sum
			pairs = append(pairs, p)
		}
	}
	return pairs, nil
}

// digest identifies a pair by the bytes of its two files.
func digest(p Pair) (string, error) {
	h := sha256.New()
	for _, path := range []string{p.Config, p.Spec} {
		data, err := os.ReadFile(path)
		if err != nil {
			return "", fmt.Errorf("corpus pair: %w", err)
		}
		h.Write(data)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Only keeps the named pairs, in the order of names; a name that is not a pair is an error, so a slice cannot
// silently shrink when a pair moves. A name may be followed by :t1+t2 to check only those targets of the pair.
func Only(pairs []Pair, names []string) ([]Pair, error) {
	var out []Pair
	for _, entry := range names {
		name, targets, narrowed := strings.Cut(entry, ":")
		i := slices.IndexFunc(pairs, func(p Pair) bool { return p.Name == name })
		if i < 0 {
			return nil, fmt.Errorf("SDKGEN_WILD_PAIRS names %q, which is not a pair of the corpus", name)
		}
		p := pairs[i]
		if narrowed {
			if targets == "" {
				return nil, fmt.Errorf("SDKGEN_WILD_PAIRS entry %q names no target after the colon", entry)
			}
			p.Targets = strings.Split(targets, "+")
		}
		out = append(out, p)
	}
	return out, nil
}

// Load reads the pair's sdkgen.yml and spec and builds the IR, as `sdkgen validate` does; a pair with an error
// diagnostic is an error that lists the diagnostics.
func (p Pair) Load(ctx context.Context) (*generator.Result, error) {
	spec, err := os.ReadFile(p.Spec)
	if err != nil {
		return nil, fmt.Errorf("corpus pair %s: %w", p.Name, err)
	}
	cfg, err := os.ReadFile(p.Config)
	if err != nil {
		return nil, fmt.Errorf("corpus pair %s: %w", p.Name, err)
	}
	res := generator.Load(ctx, generator.Input{
		SpecFile: filepath.Base(p.Spec), Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg,
	})
	if !res.OK() {
		return nil, fmt.Errorf("corpus pair %s does not validate: %v", p.Name, res.Diagnostics)
	}
	return res, nil
}
