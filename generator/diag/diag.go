// Package diag holds sdkgen's diagnostics: what went wrong or looks wrong in a spec or an sdkgen.yml, how bad it
// is, and where, so that a user can jump to the exact line.
package diag

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Level is the severity of a diagnostic. Higher is worse.
type Level int

const (
	Note Level = iota + 1
	Warning
	Error
	Fatal
)

var levelNames = map[Level]string{Note: "note", Warning: "warning", Error: "error", Fatal: "fatal"}

func (l Level) String() string {
	if s, ok := levelNames[l]; ok {
		return s
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads "note", "warning", "error" or "fatal".
func ParseLevel(s string) (Level, error) {
	for l, name := range levelNames {
		if name == s {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (want note, warning, error or fatal)", s)
}

func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

func (l *Level) UnmarshalText(b []byte) error {
	v, err := ParseLevel(string(b))
	*l = v
	return err
}

// Code names a kind of diagnostic, as Category/Name (Endpoint/NotFound). The known codes are in catalog.go.
type Code string

// Category returns the part before the slash.
func (c Code) Category() string {
	cat, _, _ := strings.Cut(string(c), "/")
	return cat
}

// Diagnostic is one finding. File, Line and Column locate it; ConfigRef and SpecRef are JSON pointers into
// sdkgen.yml and the spec (either may be empty) and are what ignore rules and build comparisons match on.
type Diagnostic struct {
	Code      Code   `json:"code"`
	Level     Level  `json:"level"`
	Message   string `json:"message"`
	File      string `json:"file,omitempty"`
	Line      int    `json:"line,omitempty"`
	Column    int    `json:"column,omitempty"`
	ConfigRef string `json:"config_ref,omitempty"`
	SpecRef   string `json:"oas_ref,omitempty"`
	Target    string `json:"target,omitempty"`
	Ignored   bool   `json:"ignored,omitempty"`
}

// String renders the diagnostic on one line, as compilers do: file:line:col: level[Code]: message.
func (d Diagnostic) String() string {
	var b strings.Builder
	if d.File != "" {
		b.WriteString(d.File)
		if d.Line > 0 {
			fmt.Fprintf(&b, ":%d:%d", d.Line, max(d.Column, 1))
		}
		b.WriteString(": ")
	}
	fmt.Fprintf(&b, "%s[%s]: %s", d.Level, d.Code, d.Message)
	return b.String()
}

// List is an ordered set of diagnostics.
type List []Diagnostic

// Sort orders diagnostics by file, position, then code, so output is stable.
func (l List) Sort() {
	slices.SortStableFunc(l, func(a, b Diagnostic) int {
		return cmp.Or(
			cmp.Compare(a.File, b.File),
			cmp.Compare(a.Line, b.Line),
			cmp.Compare(a.Column, b.Column),
			cmp.Compare(a.Code, b.Code),
			cmp.Compare(a.Message, b.Message),
		)
	})
}

// Worst returns the highest level of the diagnostics that are not ignored, or 0.
func (l List) Worst() Level {
	var worst Level
	for _, d := range l {
		if !d.Ignored && d.Level > worst {
			worst = d.Level
		}
	}
	return worst
}

// HasErrors reports whether any diagnostic that is not ignored is an error or fatal.
func (l List) HasErrors() bool { return l.Worst() >= Error }

// Count returns how many diagnostics that are not ignored have each level.
func (l List) Count() map[Level]int {
	counts := map[Level]int{}
	for _, d := range l {
		if !d.Ignored {
			counts[d.Level]++
		}
	}
	return counts
}

// Codes returns the distinct codes in the list, sorted.
func (l List) Codes() []Code {
	var codes []Code
	for _, d := range l {
		if !slices.Contains(codes, d.Code) {
			codes = append(codes, d.Code)
		}
	}
	slices.Sort(codes)
	return codes
}

// JSON renders the list as {"diagnostics":[...]}.
func (l List) JSON() ([]byte, error) {
	out := struct {
		Diagnostics List `json:"diagnostics"`
	}{Diagnostics: l}
	if out.Diagnostics == nil {
		out.Diagnostics = List{}
	}
	return json.MarshalIndent(out, "", "  ")
}
