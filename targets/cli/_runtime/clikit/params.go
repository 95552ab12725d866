package clikit

import (
	"strings"

	"github.com/urfave/cli/v3"
)

// Kind is how a flag's value is typed.
type Kind int

// The kinds of flags.
const (
	String     Kind = iota // text; @file reads a file
	Int                    // a whole number
	Float                  // a number
	Bool                   // true or false
	Strings                // repeatable text
	Ints                   // repeatable whole numbers
	Floats                 // repeatable numbers
	Bools                  // repeatable booleans
	Structured             // JSON or YAML: objects, unions, arrays of objects
	Upload                 // a file to upload: @path or a path
)

// Param is one flag of a command and where its value goes.
type Param struct {
	Flag     string // the flag's name, without dashes
	Wire     string // the name on the wire (query key, header, body property); empty for a whole body
	In       string // path, query, header, body
	Kind     Kind
	Required bool
	Usage    string
	Enum     []string // the allowed values, shown in the help
	Default  string   // the API's default, shown in the help
	// Const is the JSON of the one value the API accepts: sent always, with no flag.
	Const string
}

// flag builds the urfave flag of a param. Path, query and header params the API requires are required flags;
// body properties are not, since the body can come from stdin.
func (p Param) flag() cli.Flag {
	usage := p.Usage
	if len(p.Enum) > 0 {
		usage = strings.TrimSpace(usage + " (one of: " + strings.Join(p.Enum, ", ") + ")")
	}
	if p.Default != "" {
		usage = strings.TrimSpace(usage + " (API default: " + p.Default + ")")
	}
	required := p.Required && p.In != "body"
	if p.Required && p.In == "body" {
		usage = strings.TrimSpace(usage + " (required, here or in the body on stdin)")
	}
	switch p.Kind {
	case Int:
		return &cli.Int64Flag{Name: p.Flag, Usage: usage, Required: required}
	case Float:
		return &cli.Float64Flag{Name: p.Flag, Usage: usage, Required: required}
	case Bool:
		return &cli.BoolFlag{Name: p.Flag, Usage: usage, Required: required}
	case Strings:
		return &cli.StringSliceFlag{Name: p.Flag, Usage: usage, Required: required}
	case Ints:
		return &cli.Int64SliceFlag{Name: p.Flag, Usage: usage, Required: required}
	case Floats:
		return &cli.Float64SliceFlag{Name: p.Flag, Usage: usage, Required: required}
	case Bools:
		return &cli.StringSliceFlag{Name: p.Flag, Usage: usage + " (true or false, repeatable)", Required: required}
	case Structured:
		return &cli.StringFlag{Name: p.Flag, Usage: usage + " (JSON or YAML, or @file)", Required: required}
	case Upload:
		return &cli.StringFlag{Name: p.Flag, Usage: usage + " (a file: @path)", Required: required}
	}
	return &cli.StringFlag{Name: p.Flag, Usage: usage, Required: required}
}

// value reads a param's flag as the JSON value it stands for.
func (p Param) value(cmd *cli.Command) (any, error) {
	switch p.Kind {
	case String:
		return StringValue(cmd.String(p.Flag))
	case Int:
		return cmd.Int64(p.Flag), nil
	case Float:
		return cmd.Float64(p.Flag), nil
	case Bool:
		return cmd.Bool(p.Flag), nil
	case Strings:
		var out []any
		for _, s := range cmd.StringSlice(p.Flag) {
			v, err := StringValue(s)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case Ints:
		var out []any
		for _, n := range cmd.Int64Slice(p.Flag) {
			out = append(out, n)
		}
		return out, nil
	case Floats:
		var out []any
		for _, n := range cmd.Float64Slice(p.Flag) {
			out = append(out, n)
		}
		return out, nil
	case Bools:
		var out []any
		for _, s := range cmd.StringSlice(p.Flag) {
			switch strings.ToLower(s) {
			case "true":
				out = append(out, true)
			case "false":
				out = append(out, false)
			default:
				return nil, Usagef("--%s %q: true or false", p.Flag, s)
			}
		}
		return out, nil
	case Upload:
		return uploadValue(p.Flag, cmd.String(p.Flag))
	}
	return StructuredValue(p.Flag, cmd.String(p.Flag))
}

// uploadValue reads the file of an upload flag: @path (or a bare path).
func uploadValue(flag, s string) (*File, error) {
	if !strings.HasPrefix(s, "@") {
		s = "@" + s
	}
	f, _, err := ReadFileArg(s)
	if err != nil {
		return nil, err
	}
	if f == nil {
		return nil, Usagef("--%s needs a file", flag)
	}
	return f, nil
}

// read is a param's value: its constant, or its flag's when given.
func (p Param) read(cmd *cli.Command) (v any, set bool, err error) {
	if p.Const != "" {
		v, err = ParseDocument([]byte(p.Const))
		return v, true, err
	}
	if !cmd.IsSet(p.Flag) {
		return nil, false, nil
	}
	v, err = p.value(cmd)
	return v, true, err
}
