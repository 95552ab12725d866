package java_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHostileSpecStaysInert: spec text that tries to end a comment (*/), start a Javadoc tag (@) or smuggle a
// line break through a \u escape (which javac reads even in comments) reaches the Java sources only as inert
// Javadoc text or string literals.
func TestHostileSpecStaysInert(t *testing.T) {
	src := "../../testdata/hostile"
	dir := t.TempDir()
	for _, name := range []string{"openapi.yml", "sdkgen.yml"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "sdkgen.yml" {
			data = []byte(strings.Replace(string(data), "\ntargets:\n", "\ntargets:\n  java:\n    reverse_domain: com.hostile\n", 1))
		}
		writeFile(t, filepath.Join(dir, name), data)
	}
	tr := generate(t, dir)
	found, documented := 0, 0
	for _, p := range tr.Paths() {
		if !strings.HasSuffix(p, ".java") {
			continue
		}
		f, _ := tr.File(p)
		for n, line := range strings.Split(string(f.Data), "\n") {
			if !strings.Contains(line, "__pwned") {
				continue
			}
			found++
			trimmed := strings.TrimSpace(line)
			inJavadoc := strings.HasPrefix(trimmed, "/**") || strings.HasPrefix(trimmed, "* ")
			if inJavadoc {
				documented++
			}
			switch {
			case inJavadoc && strings.Contains(strings.TrimSuffix(trimmed, "*/"), "*/"):
				t.Errorf("%s:%d: spec text ends a comment: %s", p, n+1, line)
			case inJavadoc && (strings.Contains(trimmed, "\\u") || strings.Contains(trimmed, " @")):
				t.Errorf("%s:%d: spec text holds a unicode escape or a tag: %s", p, n+1, line)
			case !inJavadoc && !insideString(line, "__pwned"):
				t.Errorf("%s:%d: spec text is code: %s", p, n+1, line)
			}
		}
	}
	if found == 0 || documented == 0 {
		t.Fatalf("the hostile spec's payload is in %d lines of the Java sources, %d of them Javadoc: the test checks too little", found, documented)
	}
}

// insideString reports whether the first occurrence of sub in a line of Java is inside a string literal.
func insideString(line, sub string) bool {
	end := strings.Index(line, sub)
	in := false
	for i := 0; i < end; i++ {
		switch {
		case in && line[i] == '\\':
			i++
		case line[i] == '"':
			in = !in
		}
	}
	return in
}
