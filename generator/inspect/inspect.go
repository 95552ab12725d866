// Package inspect renders the resolved SDK surface of an IR: the client, environments, every method with its
// call chain, endpoint and pagination, and the models. It is what `sdkgen inspect` prints.
package inspect

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

// Report is the surface in the shape `sdkgen inspect --format json` prints.
type Report struct {
	Client       Client        `json:"client"`
	Environments []Environment `json:"environments"`
	Auth         []Auth        `json:"auth"`
	Methods      []Method      `json:"methods"`
	Models       []Model       `json:"models"`
	Types        int           `json:"types"`
	Pagination   []string      `json:"pagination_schemes"`
}

// Client names the client.
type Client struct {
	Name      string `json:"name"`
	EnvPrefix string `json:"env_prefix"`
}

// Environment is a base URL.
type Environment struct {
	Name    string `json:"name"`
	URL     string `json:"url"`
	Default bool   `json:"default"`
}

// Auth is a security scheme and the options carrying its credentials.
type Auth struct {
	Scheme  string   `json:"scheme"`
	Kind    string   `json:"kind"`
	Options []string `json:"options"`
}

// Method is one method of the SDK.
type Method struct {
	Call       string   `json:"call"`
	Endpoint   string   `json:"endpoint"`
	Pagination *string  `json:"pagination"`
	Streaming  bool     `json:"streaming,omitempty"`
	Positional []string `json:"positional,omitempty"`
	Params     []string `json:"params,omitempty"`
	Returns    string   `json:"returns,omitempty"`
	Skip       []string `json:"skip,omitempty"`
	Deprecated bool     `json:"deprecated,omitempty"`
}

// Model is a type declared in a resource's models.
type Model struct {
	Name     string `json:"name"`
	Resource string `json:"resource"`
	Kind     string `json:"kind"`
}

// Surface builds the report of an IR.
func Surface(api *ir.API) *Report {
	names := naming.New(api.Casings)
	r := &Report{
		Client:       Client{Name: names.Pascal(api.Client.Name), EnvPrefix: api.Client.EnvPrefix},
		Environments: []Environment{},
		Auth:         []Auth{},
		Methods:      []Method{},
		Models:       []Model{},
		Types:        len(api.Types),
		Pagination:   []string{},
	}
	for _, e := range api.Environments {
		r.Environments = append(r.Environments, Environment{Name: e.Name, URL: e.URL, Default: e.Default})
	}
	for _, s := range api.Auth.Schemes {
		a := Auth{Scheme: s.Name, Kind: s.Kind, Options: []string{}}
		for _, c := range s.Credentials {
			a.Options = append(a.Options, c.Option)
		}
		r.Auth = append(r.Auth, a)
	}
	for _, m := range api.Methods() {
		r.Methods = append(r.Methods, method(m))
	}
	for _, t := range api.Types {
		if t.Model {
			r.Models = append(r.Models, Model{Name: t.Name, Resource: t.Resource, Kind: t.Kind})
		}
	}
	for _, p := range api.Pagination {
		r.Pagination = append(r.Pagination, p.Name)
	}
	return r
}

func method(m *ir.Method) Method {
	out := Method{Call: m.Call, Endpoint: m.Endpoint, Streaming: m.Streaming != nil, Positional: m.Positional, Skip: m.Skip, Deprecated: m.Deprecated != nil}
	if m.Kind == "webhook_unwrap" {
		out.Endpoint = "webhook_unwrap"
	}
	if m.Pagination != nil {
		out.Pagination = &m.Pagination.Scheme
	}
	for _, p := range m.Params {
		out.Params = append(out.Params, p.In+":"+p.WireName)
	}
	if m.Response != nil && m.Response.Type != nil {
		out.Returns = describe(*m.Response.Type)
	}
	return out
}

// describe renders a TypeRef compactly: Account, Account[], map<string>, string?.
func describe(t ir.TypeRef) string {
	var s string
	switch t.Kind {
	case ir.Named:
		s = t.Name
	case ir.Array:
		s = describe(*t.Elem) + "[]"
	case ir.Map:
		s = "map<" + describe(*t.Elem) + ">"
	default:
		s = string(t.Kind)
		if t.Format != "" {
			s += "(" + t.Format + ")"
		}
	}
	if t.Nullable {
		s += "?"
	}
	return s
}

// WriteJSON prints the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// WriteText prints the report for people: aligned columns, one method per line.
func (r *Report) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "Client %s (environment variables %s_*)\n\nEnvironments:\n", r.Client.Name, r.Client.EnvPrefix)
	for _, e := range r.Environments {
		def := ""
		if e.Default {
			def = "(default)"
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", e.Name, e.URL, def)
	}
	if len(r.Auth) > 0 {
		fmt.Fprintf(tw, "\nAuthentication:\n")
		for _, a := range r.Auth {
			fmt.Fprintf(tw, "  %s\t%s\t%s\n", a.Scheme, a.Kind, strings.Join(a.Options, ", "))
		}
	}
	fmt.Fprintf(tw, "\nMethods (%d):\n", len(r.Methods))
	for _, m := range r.Methods {
		var notes []string
		if m.Pagination != nil {
			notes = append(notes, "paginated: "+*m.Pagination)
		}
		if m.Streaming {
			notes = append(notes, "streaming")
		}
		if m.Returns != "" {
			notes = append(notes, "returns "+m.Returns)
		}
		if len(m.Skip) > 0 {
			notes = append(notes, "skipped for "+strings.Join(m.Skip, ", "))
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", m.Call, m.Endpoint, strings.Join(notes, "; "))
	}
	fmt.Fprintf(tw, "\nModels (%d of %d types):\n", len(r.Models), r.Types)
	for _, m := range r.Models {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", m.Name, m.Resource, m.Kind)
	}
	return tw.Flush()
}
