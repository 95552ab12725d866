package cache

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
)

func sampleTree(t *testing.T) *tree.Tree {
	t.Helper()
	tr := tree.New()
	for p, data := range map[string]string{"README.md": "# hi\n", "src/a.go": "package a\n", "empty": ""} {
		if err := tr.Add(p, []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := tr.AddExecutable("scripts/test", []byte("#!/bin/sh\n")); err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestDirRoundTrip(t *testing.T) {
	d, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	key := Key("go", map[string][]byte{"openapi.yml": []byte("a"), "sdkgen.yml": []byte("b")}, nil)
	if key == "" {
		t.Fatal("the test binary has no build identity")
	}
	if _, ok := d.Get(key); ok {
		t.Fatal("hit in an empty cache")
	}
	want := sampleTree(t)
	if err := d.Put(key, want); err != nil {
		t.Fatal(err)
	}
	got, ok := d.Get(key)
	if !ok || got.Hash() != want.Hash() {
		t.Fatalf("Get after Put: ok=%v, tree %v", ok, got)
	}
	if f, _ := got.File("scripts/test"); !f.Executable {
		t.Error("the executable bit was lost")
	}
}

func TestDamagedEntryIsAMiss(t *testing.T) {
	dir := t.TempDir()
	d, _ := Open(dir)
	key := Key("go", nil, nil)
	if err := d.Put(key, sampleTree(t)); err != nil {
		t.Fatal(err)
	}
	entry := filepath.Join(dir, key)
	data, _ := os.ReadFile(entry)
	cases := map[string][]byte{
		"a byte flipped": append(append([]byte{}, data[:len(data)-1]...), data[len(data)-1]^1),
		"truncated":      data[:len(data)/2],
		"empty":          nil,
	}
	for name, damaged := range cases {
		t.Run(name, func(t *testing.T) {
			if err := os.WriteFile(entry, damaged, 0o644); err != nil {
				t.Fatal(err)
			}
			if _, ok := d.Get(key); ok {
				t.Error("a damaged entry was a hit")
			}
		})
	}
	if _, ok := d.Get("../" + key[3:]); ok {
		t.Error("a key that is not a hash was read")
	}
}

// TestKeyCoversEveryInput: a change to any input byte, input name or the target is another key.
func TestKeyCoversEveryInput(t *testing.T) {
	base := map[string][]byte{"openapi.yml": []byte("openapi: 3.1.0"), "sdkgen.yml": []byte("targets: {go: {}}")}
	variants := map[string]struct {
		target  string
		sources map[string][]byte
		variant []byte
	}{
		"spec byte":   {"go", map[string][]byte{"openapi.yml": []byte("openapi: 3.1.1"), "sdkgen.yml": base["sdkgen.yml"]}, nil},
		"config byte": {"go", map[string][]byte{"openapi.yml": base["openapi.yml"], "sdkgen.yml": []byte("targets: {go: {} }")}, nil},
		"file name":   {"go", map[string][]byte{"spec.yml": base["openapi.yml"], "sdkgen.yml": base["sdkgen.yml"]}, nil},
		"bytes moved": {"go", map[string][]byte{"openapi.yml": []byte("openapi: 3.1.0targets: {go: {}}"), "sdkgen.yml": nil}, nil},
		"target":      {"python", base, nil},
		"variant":     {"go", base, []byte(`{"releases_by_app":true}`)},
	}
	want := Key("go", base, nil)
	if Key("go", base, nil) != want {
		t.Fatal("the key of the same inputs changed")
	}
	for name, v := range variants {
		if Key(v.target, v.sources, v.variant) == want {
			t.Errorf("%s: same key", name)
		}
	}
}

// TestMemory: a round trip gives a tree of the caller's own, entries past the limit push out the least recently
// used, and a tree larger than the whole cache is not kept.
func TestMemory(t *testing.T) {
	tr := sampleTree(t)
	entry := int64(len(encodeBody(tr)))
	m := NewMemory(2 * entry)
	keys := []string{Key("a", nil, nil), Key("b", nil, nil), Key("c", nil, nil)}
	for _, k := range keys[:2] {
		if err := m.Put(k, tr); err != nil {
			t.Fatal(err)
		}
	}
	got, ok := m.Get(keys[0]) // keys[0] is now the most recently used
	if !ok || got.Hash() != tr.Hash() {
		t.Fatalf("Get after Put: ok=%v", ok)
	}
	if err := got.Add("README.md", []byte("changed")); err != nil {
		t.Fatal(err)
	}
	if again, _ := m.Get(keys[0]); again.Hash() != tr.Hash() {
		t.Error("changing a tree Get returned changed the entry")
	}
	if err := m.Put(keys[2], tr); err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false, true} {
		if _, ok := m.Get(keys[i]); ok != want {
			t.Errorf("entry %d present: %v, want %v", i, ok, want)
		}
	}
	if m.Size() != 2*entry {
		t.Errorf("size %d, want %d", m.Size(), 2*entry)
	}
	small := NewMemory(entry - 1)
	if err := small.Put(keys[0], tr); err != nil {
		t.Fatal(err)
	}
	if _, ok := small.Get(keys[0]); ok || small.Size() != 0 {
		t.Error("a tree larger than the cache was kept")
	}
}
