// Package testserver is a stateful HTTP server for the terraform target's acceptance tests. Prism answers every
// request from the spec's examples and forgets what was created, so a plan after an apply would never be empty;
// this server keeps objects in memory instead, from the API description (the IR) alone:
//
//   - POST on a collection path creates an object from the JSON body, gives it an id and fills the response
//     type's server-set properties (read-only ones, and required ones the body lacks);
//   - GET, PUT, PATCH (a JSON merge patch) and DELETE on an item path read, replace, update and delete it;
//   - GET on a paginated collection path lists the collection's objects in one page;
//   - every write reverses the members of the object's sets (uniqueItems arrays, at any depth): a set's order is
//     the API's, not the configuration's.
//
// Responses are wrapped the way the methods' unwrap_response says. Everything else answers 404.
package testserver

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Server serves the API's collections from memory.
type Server struct {
	api     *ir.API
	routes  []*route
	types   map[string]*ir.Type
	schemes map[string]*ir.PaginationScheme

	mu      sync.Mutex
	objects map[string]map[string]map[string]any // collection path -> id -> object
	order   map[string][]string                  // collection path -> ids in creation order
	nextID  int
}

// route is one method the server answers.
type route struct {
	verb    string
	pattern *regexp.Regexp
	item    bool // the path ends with a path param: the object's id
	m       *ir.Method
	object  *ir.Type // the object type the method returns (after unwrapping), nil for none
	idProp  string   // the object's id property
}

// New builds a server for the API's methods.
func New(api *ir.API) *Server {
	s := &Server{api: api, types: map[string]*ir.Type{}, schemes: map[string]*ir.PaginationScheme{}, objects: map[string]map[string]map[string]any{}, order: map[string][]string{}}
	for _, t := range api.Types {
		s.types[t.Name] = t
	}
	for _, p := range api.Pagination {
		s.schemes[p.Name] = p
	}
	s.addRoutes(api.Root)
	return s
}

func (s *Server) addRoutes(r *ir.Resource) {
	for _, m := range r.Methods {
		if m.Kind != "http" || m.Path == "" {
			continue
		}
		rt := &route{verb: strings.ToUpper(m.HTTPMethod), m: m, item: strings.HasSuffix(m.Path, "}")}
		rt.pattern = regexp.MustCompile("^" + pathPattern(m.Path) + "$")
		rt.object = s.objectOf(m)
		rt.idProp = "id"
		if m.Terraform != nil && m.Terraform.IDProperty != "" {
			rt.idProp = m.Terraform.IDProperty
		}
		s.routes = append(s.routes, rt)
	}
	for _, sub := range r.Subresources {
		s.addRoutes(sub)
	}
}

// pathPattern turns a path template into a regular expression: each {param} matches one segment.
func pathPattern(template string) string {
	var b strings.Builder
	for _, seg := range strings.Split(strings.Trim(template, "/"), "/") {
		b.WriteString("/")
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
			b.WriteString("[^/]+")
			continue
		}
		b.WriteString(regexp.QuoteMeta(seg))
	}
	return b.String()
}

// objectOf is the object type a method returns, after unwrapping; for a paginated method, its items' type.
func (s *Server) objectOf(m *ir.Method) *ir.Type {
	if m.Pagination != nil {
		return s.object(m.Pagination.Item)
	}
	if m.Response == nil || m.Response.Type == nil {
		return nil
	}
	t := s.object(*m.Response.Type)
	for _, key := range m.Response.Unwrap {
		if t == nil {
			return nil
		}
		p := property(t, key)
		if p == nil {
			return nil
		}
		t = s.object(p.Type)
	}
	return t
}

func (s *Server) object(ref ir.TypeRef) *ir.Type {
	if ref.Kind != ir.Named {
		return nil
	}
	t := s.types[ref.Name]
	if t != nil && t.Kind == "alias" && t.Alias != nil {
		return s.object(*t.Alias)
	}
	if t != nil && t.Kind == "union" {
		// A union of objects is served as one object of every variant's properties, as the provider sees it.
		return s.api.UnionObject(t)
	}
	if t == nil || t.Kind != "object" {
		return nil
	}
	return t
}

func property(t *ir.Type, wire string) *ir.Property {
	for _, p := range t.Properties {
		if p.WireName == wire {
			return p
		}
	}
	return nil
}

// ServeHTTP answers one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	path := "/" + strings.Trim(req.URL.Path, "/")
	rt := s.match(req.Method, path)
	if rt == nil {
		writeJSON(w, http.StatusNotFound, map[string]any{"error": "no such route: " + req.Method + " " + path})
		return
	}
	var body map[string]any
	if req.Body != nil && (rt.verb == "POST" || rt.verb == "PUT" || rt.verb == "PATCH") {
		data, _ := io.ReadAll(req.Body)
		if len(strings.TrimSpace(string(data))) > 0 {
			if err := json.Unmarshal(data, &body); err != nil {
				writeJSON(w, http.StatusBadRequest, map[string]any{"error": "the body is not a JSON object"})
				return
			}
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	status, out := s.handle(rt, path, body)
	if rt.verb == "GET" && rt.m.Pagination != nil && s.laterPage(rt, req) {
		status, out = http.StatusOK, s.envelope(rt, []any{})
	}
	if out == nil {
		w.WriteHeader(status)
		return
	}
	writeJSON(w, status, out)
}

// match is the route of a request: an exact verb and path match, item routes before collection routes.
func (s *Server) match(verb, path string) *route {
	for _, rt := range s.routes {
		if rt.verb == verb && rt.pattern.MatchString(path) {
			return rt
		}
	}
	return nil
}

func (s *Server) handle(rt *route, path string, body map[string]any) (int, any) {
	switch {
	case rt.verb == "POST" && !rt.item && rt.object != nil:
		return s.create(rt, path, body)
	case rt.verb == "GET" && rt.item:
		return s.withObject(rt, path, func(collection, id string, obj map[string]any) (int, any) {
			return http.StatusOK, s.wrap(rt, obj)
		})
	case (rt.verb == "PUT" || rt.verb == "PATCH") && rt.item:
		return s.withObject(rt, path, func(collection, id string, obj map[string]any) (int, any) {
			next := map[string]any{}
			if rt.verb == "PATCH" {
				for k, v := range obj {
					next[k] = v
				}
			} else {
				s.keepServerSet(rt, obj, next)
			}
			mergePatch(next, body)
			if rt.object != nil {
				s.fillNested(rt.object, next)
			}
			next[rt.idProp] = obj[rt.idProp]
			s.objects[collection][id] = next
			return http.StatusOK, s.wrap(rt, next)
		})
	case rt.verb == "DELETE" && rt.item:
		return s.withObject(rt, path, func(collection, id string, _ map[string]any) (int, any) {
			delete(s.objects[collection], id)
			s.order[collection] = remove(s.order[collection], id)
			return http.StatusNoContent, nil
		})
	case rt.verb == "GET" && rt.m.Pagination != nil:
		return http.StatusOK, s.page(rt, path)
	}
	return http.StatusNotImplemented, map[string]any{"error": "the test server does not serve " + rt.verb + " " + rt.m.Path}
}

// withObject finds the object an item path names and runs fn under the lock, or answers 404.
func (s *Server) withObject(rt *route, path string, fn func(collection, id string, obj map[string]any) (int, any)) (int, any) {
	i := strings.LastIndex(path, "/")
	collection, id := path[:i], path[i+1:]
	obj, ok := s.objects[collection][id]
	if !ok {
		return http.StatusNotFound, map[string]any{"error": "not found"}
	}
	return fn(collection, id, obj)
}

func (s *Server) create(rt *route, collection string, body map[string]any) (int, any) {
	s.nextID++
	id := fmt.Sprintf("id-%d", s.nextID)
	obj := map[string]any{}
	mergePatch(obj, body)
	s.fill(rt.object, obj)
	s.fillNested(rt.object, obj)
	obj[rt.idProp] = id
	if s.objects[collection] == nil {
		s.objects[collection] = map[string]map[string]any{}
	}
	s.objects[collection][id] = obj
	s.order[collection] = append(s.order[collection], id)
	status := http.StatusCreated
	if rt.m.Response != nil && rt.m.Response.Status == "200" {
		status = http.StatusOK
	}
	return status, s.wrap(rt, obj)
}

// fill sets the server-set properties of a new object: read-only ones, and required ones the body lacks.
func (s *Server) fill(t *ir.Type, obj map[string]any) {
	for _, p := range t.Properties {
		if _, ok := obj[p.WireName]; ok || (!p.ReadOnly && !p.Required) {
			continue
		}
		obj[p.WireName] = s.sample(p.WireName, p.Type)
	}
}

// mergePatch applies a JSON merge patch (RFC 7396) to obj: null removes a key, an object merges into an object,
// anything else replaces the value.
func mergePatch(obj, patch map[string]any) {
	for k, v := range patch {
		switch pv := v.(type) {
		case nil:
			delete(obj, k)
		case map[string]any:
			cur, ok := obj[k].(map[string]any)
			if !ok {
				cur = map[string]any{}
			}
			mergePatch(cur, pv)
			obj[k] = cur
		default:
			obj[k] = v
		}
	}
}

// fillNested fills the server-set properties of the nested objects of obj, in objects and arrays of objects at
// any depth, as the API sets them in what a request sends. It also reverses the members of every uniqueItems
// array (a set), so a provider that keeps a set's order as sent shows a diff.
func (s *Server) fillNested(t *ir.Type, obj map[string]any) {
	for _, p := range t.Properties {
		if v, ok := obj[p.WireName]; ok {
			s.fillValue(p.Type, v, 0)
		}
	}
}

func (s *Server) fillValue(ref ir.TypeRef, v any, depth int) {
	if depth > 8 {
		return
	}
	ref = s.resolve(ref)
	switch x := v.(type) {
	case []any:
		if ref.Kind == ir.Array && ref.Constraints != nil && ref.Constraints.UniqueItems {
			slices.Reverse(x)
		}
		if ref.Kind == ir.Array && ref.Elem != nil {
			for _, e := range x {
				s.fillValue(*ref.Elem, e, depth+1)
			}
		}
	case map[string]any:
		if t := s.object(ref); t != nil && ref.Kind == ir.Named {
			s.fill(t, x)
			for _, p := range t.Properties {
				if pv, ok := x[p.WireName]; ok {
					s.fillValue(p.Type, pv, depth+1)
				}
			}
		}
	}
}

// resolve follows named aliases to the type they stand for.
func (s *Server) resolve(ref ir.TypeRef) ir.TypeRef {
	for i := 0; ref.Kind == ir.Named && i < 16; i++ {
		t := s.types[ref.Name]
		if t == nil || t.Kind != "alias" || t.Alias == nil {
			break
		}
		ref = *t.Alias
	}
	return ref
}

// keepServerSet copies the read-only properties of an object being replaced.
func (s *Server) keepServerSet(rt *route, from, to map[string]any) {
	if rt.object == nil {
		return
	}
	for _, p := range rt.object.Properties {
		if v, ok := from[p.WireName]; ok && p.ReadOnly {
			to[p.WireName] = v
		}
	}
}

// sample is a value of a type: its const, an enum's first member, or a fixed value of the kind.
func (s *Server) sample(name string, ref ir.TypeRef) any {
	if ref.Const != nil {
		return ref.Const
	}
	switch ref.Kind {
	case ir.String:
		switch ref.Format {
		case "date-time":
			return "2026-01-01T00:00:00Z"
		case "date":
			return "2026-01-01"
		}
		return "server-" + name
	case ir.Integer:
		return 1
	case ir.Number:
		return 1.5
	case ir.Boolean:
		return false
	case ir.Array:
		return []any{}
	case ir.Map:
		return map[string]any{}
	case ir.Named:
		t := s.types[ref.Name]
		switch {
		case t == nil:
		case t.Kind == "alias" && t.Alias != nil:
			return s.sample(name, *t.Alias)
		case t.Enum != nil && len(t.Enum.Members) > 0:
			return t.Enum.Members[0].Value
		case t.Kind == "object":
			obj := map[string]any{}
			if !t.Recursive {
				s.fill(t, obj)
			}
			return obj
		}
	}
	return nil
}

// wrap puts an object where the method's unwrap_response path says the API has it.
func (s *Server) wrap(rt *route, obj map[string]any) any {
	var out any = obj
	if rt.m.Response == nil {
		return out
	}
	for i := len(rt.m.Response.Unwrap) - 1; i >= 0; i-- {
		out = map[string]any{rt.m.Response.Unwrap[i]: out}
	}
	return out
}

// page is every object of the collection a list path names, as the first and only page.
func (s *Server) page(rt *route, path string) any {
	items := []any{}
	for _, id := range s.order[path] {
		items = append(items, s.objects[path][id])
	}
	return s.envelope(rt, items)
}

// laterPage reports whether a list request asks for a page after the first (it sends a cursor, offset or page
// param of its scheme): the first page held every object, so it gets an empty one.
func (s *Server) laterPage(rt *route, req *http.Request) bool {
	scheme := s.schemes[rt.m.Pagination.Scheme]
	if scheme == nil {
		return false
	}
	q := req.URL.Query()
	for _, p := range scheme.Request {
		if p.Purpose != "" && q.Get(p.Name) != "" {
			return true
		}
	}
	return false
}

// envelope puts items at the method's items path, with the scheme's other fields saying there is no next page.
func (s *Server) envelope(rt *route, items []any) any {
	if len(rt.m.Pagination.ItemsPath) == 0 {
		return items
	}
	top := map[string]any{}
	if scheme := s.schemes[rt.m.Pagination.Scheme]; scheme != nil {
		for _, f := range scheme.Response {
			if len(f.Path) == 0 || f.FromHeader != "" {
				continue
			}
			switch f.Type {
			case "boolean":
				setPath(top, f.Path, false)
			case "integer", "number":
				setPath(top, f.Path, len(items))
			default:
				setPath(top, f.Path, nil)
			}
		}
	}
	setPath(top, rt.m.Pagination.ItemsPath, items)
	return top
}

// setPath sets a value at a property path, making the objects on the way.
func setPath(obj map[string]any, path []string, v any) {
	for _, key := range path[:len(path)-1] {
		next, ok := obj[key].(map[string]any)
		if !ok {
			next = map[string]any{}
			obj[key] = next
		}
		obj = next
	}
	obj[path[len(path)-1]] = v
}

func remove(ids []string, id string) []string {
	out := ids[:0]
	for _, x := range ids {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// Collections lists the paths of the collections that hold objects on the server behind srv, sorted: what a
// destroy left behind.
func Collections(srv *httptest.Server) []string {
	s, ok := srv.Config.Handler.(*Server)
	if !ok {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for c, objs := range s.objects {
		if len(objs) > 0 {
			out = append(out, c)
		}
	}
	sort.Strings(out)
	return out
}
