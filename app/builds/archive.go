package builds

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// MaxArchive bounds an archive's unpacked size when it is read back (a stored archive is the service's own, but
// reading stays bounded all the same).
const MaxArchive = 512 << 20

// Archive packs a generated tree as a .tar.gz under the folder prefix ("sdk/"), in path order with fixed times,
// so the same output gives the same bytes.
func Archive(t *tree.Tree, prefix string) ([]byte, error) {
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	epoch := time.Unix(0, 0).UTC()
	for _, p := range t.Paths() {
		f, _ := t.File(p)
		mode := int64(0o644)
		if f.Executable {
			mode = 0o755
		}
		hdr := &tar.Header{Name: prefix + p, Mode: mode, Size: int64(len(f.Data)), ModTime: epoch,
			Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(hdr); err != nil {
			return nil, fmt.Errorf("archive %s: %w", p, err)
		}
		if _, err := tw.Write(f.Data); err != nil {
			return nil, fmt.Errorf("archive %s: %w", p, err)
		}
	}
	if err := errors.Join(tw.Close(), gz.Close()); err != nil {
		return nil, fmt.Errorf("archive: %w", err)
	}
	return buf.Bytes(), nil
}

// Unarchive reads an archive made by Archive back into a tree, without the folder prefix.
func Unarchive(data []byte, prefix string) (*tree.Tree, error) {
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("read archive: %w", err)
	}
	tr := tar.NewReader(gz)
	t := tree.New()
	var total int64
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return t, nil
		}
		if err != nil {
			return nil, fmt.Errorf("read archive: %w", err)
		}
		if hdr.Typeflag != tar.TypeReg || len(hdr.Name) <= len(prefix) || hdr.Name[:len(prefix)] != prefix {
			continue
		}
		total += hdr.Size
		if total > MaxArchive {
			return nil, fmt.Errorf("read archive: more than %d bytes", MaxArchive)
		}
		body, err := io.ReadAll(io.LimitReader(tr, hdr.Size))
		if err != nil {
			return nil, fmt.Errorf("read archive %s: %w", hdr.Name, err)
		}
		name := hdr.Name[len(prefix):]
		if hdr.Mode&0o111 != 0 {
			err = t.AddExecutable(name, body)
		} else {
			err = t.Add(name, body)
		}
		if err != nil {
			return nil, fmt.Errorf("read archive: %w", err)
		}
	}
}
