package releaseflow

import (
	"bytes"
	"fmt"

	"github.com/go-git/go-git/v5/plumbing/object"
)

// fileAt reads a file of a commit; ok is false when it does not exist there.
func fileAt(c *object.Commit, p string) (data []byte, ok bool, err error) {
	f, err := c.File(p)
	if err != nil {
		return nil, false, nil //nolint:nilerr // not found, or a folder: not a file here
	}
	r, err := f.Reader()
	if err != nil {
		return nil, false, fmt.Errorf("read %s at %s: %w", p, c.Hash, err)
	}
	defer func() { _ = r.Close() }()
	var b bytes.Buffer
	if _, err := b.ReadFrom(r); err != nil {
		return nil, false, fmt.Errorf("read %s at %s: %w", p, c.Hash, err)
	}
	return b.Bytes(), true, nil
}
