package preview

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/sdkgen/sdkgen/app/gh"
)

// Inputs are a project's files at one commit of the API repository.
type Inputs struct {
	sha                  string
	spec, config         []byte
	hasSpec, hasConfig   bool
	specPath, configPath string
}

// Absent reports whether the commit has no sdkgen project at all (the base of the pull request that adds it):
// it has no SDKs.
func (in Inputs) Absent() bool { return !in.hasConfig }

// missing says which file is missing, for a side that has sdkgen.yml but no spec.
func (in Inputs) missing() string {
	if !in.hasSpec {
		return fmt.Sprintf("%s does not exist at %s", in.specPath, short(in.sha))
	}
	return ""
}

// NewInputs are inputs given directly (an API build's), with the names their diagnostics use; a nil spec or
// config is a missing file.
func NewInputs(specPath string, spec []byte, configPath string, config []byte) Inputs {
	return Inputs{sha: "upload", spec: spec, config: config, hasSpec: spec != nil, hasConfig: config != nil,
		specPath: specPath, configPath: configPath}
}

// ReadInputs reads the project's spec and sdkgen.yml at sha; a file that does not exist there is not an error.
func ReadInputs(ctx context.Context, client gh.Client, repo gh.Repo, p Project, sha string) (Inputs, error) {
	in := Inputs{sha: sha, specPath: p.SpecPath, configPath: p.ConfigPath}
	var err error
	if in.config, in.hasConfig, err = readOptional(ctx, client, repo, p.ConfigPath, sha); err != nil {
		return in, err
	}
	if in.spec, in.hasSpec, err = readOptional(ctx, client, repo, p.SpecPath, sha); err != nil {
		return in, err
	}
	return in, nil
}

func readOptional(ctx context.Context, client gh.Client, repo gh.Repo, path, sha string) ([]byte, bool, error) {
	data, err := client.File(ctx, repo, path, sha)
	switch {
	case errors.Is(err, gh.ErrNotFound):
		return nil, false, nil
	case err != nil:
		return nil, false, fmt.Errorf("read %s at %s: %w", path, short(sha), err)
	}
	return data, true, nil
}

// Spec returns the spec's bytes (nil when it does not exist).
func (in Inputs) Spec() []byte { return in.spec }

// Config returns sdkgen.yml's bytes (nil when it does not exist).
func (in Inputs) Config() []byte { return in.config }

// Unchanged reports whether neither the spec nor sdkgen.yml changed between base and head.
func Unchanged(base, head Inputs) bool {
	return base.hasSpec == head.hasSpec && base.hasConfig == head.hasConfig &&
		bytes.Equal(base.spec, head.spec) && bytes.Equal(base.config, head.config)
}

// CachedFiles returns c remembering the files it reads (and the ones it finds missing), so a build's discovery
// and reading fetch each file once. Use one per build.
func CachedFiles(c gh.Client) gh.Client { return newFileCache(c) }

// fileCache remembers the files a build read, so discovery and reading fetch each file once.
type fileCache struct {
	gh.Client
	mu    sync.Mutex
	files map[[3]string]cachedFile
}

type cachedFile struct {
	data []byte
	err  error
}

func newFileCache(c gh.Client) *fileCache {
	return &fileCache{Client: c, files: map[[3]string]cachedFile{}}
}

func (c *fileCache) File(ctx context.Context, repo gh.Repo, path, ref string) ([]byte, error) {
	key := [3]string{repo.String(), path, ref}
	c.mu.Lock()
	f, ok := c.files[key]
	c.mu.Unlock()
	if ok {
		return f.data, f.err
	}
	data, err := c.Client.File(ctx, repo, path, ref)
	if err == nil || errors.Is(err, gh.ErrNotFound) { // other errors may be transient: not remembered
		c.mu.Lock()
		c.files[key] = cachedFile{data, err}
		c.mu.Unlock()
	}
	return data, err
}

func short(sha string) string {
	if len(sha) > 12 {
		return sha[:12]
	}
	return sha
}
