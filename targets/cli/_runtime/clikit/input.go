package clikit

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// File is the content of an @file argument.
type File struct {
	Name   string // the file's base name
	Data   []byte
	Binary bool // sniffed (or forced with @data://) as binary
}

// ReadFileArg reads the file of an @file argument: `@path` sniffs text against binary, `@file://path` forces text
// and `@data://path` forces binary. ok is false when s is no @file argument; `@@` at the start escapes a literal @.
func ReadFileArg(s string) (f *File, ok bool, err error) {
	if !strings.HasPrefix(s, "@") || strings.HasPrefix(s, "@@") {
		return nil, false, nil
	}
	path, force := s[1:], ""
	for _, prefix := range []string{"file://", "data://"} {
		if strings.HasPrefix(path, prefix) {
			path, force = strings.TrimPrefix(path, prefix), prefix
		}
	}
	if path == "" {
		return nil, true, Usagef("%q names no file", s)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, true, Usagef("reading %s: %v", s, err)
	}
	f = &File{Name: baseName(path), Data: data}
	switch force {
	case "file://":
		f.Binary = false
	case "data://":
		f.Binary = true
	default:
		f.Binary = looksBinary(data)
	}
	return f, true, nil
}

// looksBinary sniffs content: invalid UTF-8 or a NUL byte in the first 8 KiB means binary.
func looksBinary(data []byte) bool {
	head := data
	if len(head) > 8192 {
		head = head[:8192]
	}
	return bytes.IndexByte(head, 0) >= 0 || !utf8.Valid(trimPartialRune(head))
}

// trimPartialRune drops a rune cut in half at the end of a sniffed prefix.
func trimPartialRune(b []byte) []byte {
	for i := 0; i < utf8.UTFMax && len(b) > 0; i++ {
		if r, _ := utf8.DecodeLastRune(b); r != utf8.RuneError {
			break
		}
		b = b[:len(b)-1]
	}
	return b
}

func baseName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

// StringValue is the value of a string flag: the text of an @file (base64 for a binary one), else s itself
// (with a leading @@ turned into @).
func StringValue(s string) (string, error) {
	f, ok, err := ReadFileArg(s)
	switch {
	case err != nil:
		return "", err
	case !ok:
		if strings.HasPrefix(s, "@@") {
			return s[1:], nil
		}
		return s, nil
	case f.Binary:
		return base64.StdEncoding.EncodeToString(f.Data), nil
	}
	return string(f.Data), nil
}

// StructuredValue is the value of a flag that takes JSON or YAML (objects, arrays, unions): given inline or as an
// @file.
func StructuredValue(flag, s string) (any, error) {
	text, err := StringValue(s)
	if err != nil {
		return nil, err
	}
	v, err := ParseDocument([]byte(text))
	if err != nil {
		return nil, Usagef("--%s: %v", flag, err)
	}
	return v, nil
}

// ParseDocument parses JSON, or YAML when it is not JSON.
func ParseDocument(data []byte) (any, error) {
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&v); err == nil {
		if _, err := dec.Token(); err == io.EOF {
			return v, nil
		}
	}
	if err := yaml.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("neither JSON nor YAML: %v", err)
	}
	return jsonCompatible(v), nil
}

// jsonCompatible turns YAML's map[any]any into map[string]any, recursively.
func jsonCompatible(v any) any {
	switch t := v.(type) {
	case map[string]any:
		for k, el := range t {
			t[k] = jsonCompatible(el)
		}
	case map[any]any:
		out := make(map[string]any, len(t))
		for k, el := range t {
			out[fmt.Sprint(k)] = jsonCompatible(el)
		}
		return out
	case []any:
		for i, el := range t {
			t[i] = jsonCompatible(el)
		}
	}
	return v
}

// ReadStdin reads the whole of stdin when it is not a terminal (a pipe or a file); nil when it is a terminal or
// empty.
func ReadStdin(in io.Reader) ([]byte, error) {
	if in == nil || IsTerminal(in) {
		return nil, nil
	}
	if f, ok := in.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode()&(os.ModeNamedPipe|os.ModeCharDevice) == 0 && info.Mode().IsRegular() == false {
			return nil, nil
		}
	}
	data, err := io.ReadAll(in)
	if err != nil {
		return nil, fmt.Errorf("reading stdin: %w", err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil
	}
	return data, nil
}
