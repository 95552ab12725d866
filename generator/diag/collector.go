package diag

import (
	"fmt"
	"slices"
	"sync"

	"github.com/sdkgen/sdkgen/generator/document"
)

// Source is an input file as read: its name as the user gave it, its raw bytes (for excerpts) and its tree (to
// turn JSON pointers into lines and columns).
type Source struct {
	File string
	Data []byte
	Root *document.Node
}

// Pos returns the position of the value or member at pointer p, or the nearest ancestor that exists.
func (s *Source) Pos(p document.Pointer) document.Pos {
	if s == nil || s.Root == nil {
		return document.Pos{}
	}
	return s.Root.PosOf(p)
}

// Collector gathers diagnostics from one run. It is safe for concurrent use, since targets and checks run in
// parallel.
type Collector struct {
	Config *Source
	Spec   *Source

	mu      sync.Mutex
	list    List
	dropped int
}

// MaxDiagnostics bounds one run's diagnostics. Inputs come from pull requests: a hostile file with a hundred
// thousand broken entries must cost neither minutes of locating nor a comment nobody can read.
const MaxDiagnostics = 10_000

// full reports whether the budget is spent, counting what is dropped.
func (c *Collector) full() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.list) >= MaxDiagnostics {
		c.dropped++
		return true
	}
	return false
}

// Add records a diagnostic as given.
func (c *Collector) Add(d Diagnostic) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.list) >= MaxDiagnostics {
		c.dropped++
		return
	}
	c.list = append(c.list, d)
}

// AddAll records several diagnostics.
func (c *Collector) AddAll(l List) {
	c.mu.Lock()
	c.list = append(c.list, l...)
	c.mu.Unlock()
}

// List returns what was collected so far, sorted, without repeats (one spec problem reached from two methods
// is one diagnostic).
func (c *Collector) List() List {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := append(List(nil), c.list...)
	out.Sort()
	out = slices.Compact(out)
	if c.dropped > 0 {
		out = append(out, Diagnostic{Code: TooManyProblems, Level: Note, Message: fmt.Sprintf("%d more diagnostics were not reported; fix the ones above first", c.dropped)})
	}
	return out
}

// HasErrors reports whether an error or fatal diagnostic was collected.
func (c *Collector) HasErrors() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.list.HasErrors()
}

// AtConfig records a diagnostic located at a pointer into sdkgen.yml, at the code's default level. A scalar is
// located at its value (the wrong endpoint or name), an object or array at its key.
func (c *Collector) AtConfig(code Code, p document.Pointer, format string, args ...any) {
	if !c.full() {
		c.Add(c.NewAtConfig(code, p, format, args...))
	}
}

// AtConfigKey is AtConfig located at the member's key even when its value is a scalar: for findings about the
// thing a key names (a method written as "list: get /x") rather than about its value.
func (c *Collector) AtConfigKey(code Code, p document.Pointer, format string, args ...any) {
	if c.full() {
		return
	}
	d := Diagnostic{Code: code, Level: DefaultLevel(code), Message: fmt.Sprintf(format, args...), ConfigRef: string(p)}
	if c.Config != nil {
		d.File = c.Config.File
		if pos := c.Config.Pos(p); pos.Known() {
			d.Line, d.Column = int(pos.Line), int(pos.Col)
		}
	}
	c.Add(d)
}

// AtSpec records a diagnostic located at a pointer into the spec, at the code's default level.
func (c *Collector) AtSpec(code Code, p document.Pointer, format string, args ...any) {
	if !c.full() {
		c.Add(c.NewAtSpec(code, p, format, args...))
	}
}

// NewAtConfig builds (without recording) a diagnostic at a pointer into sdkgen.yml; callers adjust it first.
func (c *Collector) NewAtConfig(code Code, p document.Pointer, format string, args ...any) Diagnostic {
	d := Diagnostic{Code: code, Level: DefaultLevel(code), Message: fmt.Sprintf(format, args...), ConfigRef: string(p)}
	locate(&d, c.Config, p)
	return d
}

// NewAtSpec builds (without recording) a diagnostic at a pointer into the spec.
func (c *Collector) NewAtSpec(code Code, p document.Pointer, format string, args ...any) Diagnostic {
	d := Diagnostic{Code: code, Level: DefaultLevel(code), Message: fmt.Sprintf(format, args...), SpecRef: string(p)}
	locate(&d, c.Spec, p)
	return d
}

func locate(d *Diagnostic, s *Source, p document.Pointer) {
	if s == nil {
		return
	}
	d.File = s.File
	pos := s.Pos(p)
	if s.Root != nil {
		if v, err := s.Root.Lookup(p); err == nil && v.Kind != document.Object && v.Kind != document.Array && v.Pos.Known() {
			pos = v.Pos
		}
	}
	if pos.Known() {
		d.Line, d.Column = int(pos.Line), int(pos.Col)
	}
}

// FromSyntaxError converts a parse failure into a diagnostic with the given code.
func FromSyntaxError(code Code, err *document.SyntaxError) Diagnostic {
	return Diagnostic{Code: code, Level: DefaultLevel(code), Message: err.Msg, File: err.File, Line: int(err.Pos.Line), Column: int(err.Pos.Col)}
}
