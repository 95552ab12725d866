package spec

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

func (l *loader) readPaths(n *document.Node) {
	const p = document.Pointer("/paths")
	if !l.expect(n, p, document.Object) {
		return
	}
	for i := range n.Fields {
		f := &n.Fields[i]
		if isExtension(f.Key) {
			continue
		}
		itemPtr := p.Append(f.Key)
		if !strings.HasPrefix(f.Key, "/") {
			l.report(diag.SpecInvalid, itemPtr, "path %q must start with /; it is ignored", truncate(f.Key, 200))
			continue
		}
		l.doc.Operations = l.readPathItem(f.Key, f.Value, itemPtr, l.doc.Operations, false)
	}
}

// readWebhooks reads 3.1 webhooks: path items named by the webhook, whose operations describe requests the API
// sends. They are loaded the same way in a 3.0 document, where the key is not defined, since it costs nothing.
func (l *loader) readWebhooks(n *document.Node) {
	const p = document.Pointer("/webhooks")
	if !l.expect(n, p, document.Object) {
		return
	}
	for i := range n.Fields {
		f := &n.Fields[i]
		if !isExtension(f.Key) {
			l.doc.Webhooks = l.readPathItem(f.Key, f.Value, p.Append(f.Key), l.doc.Webhooks, true)
		}
	}
}

// pathItem is what the operations of one path item share.
type pathItem struct {
	path      string
	webhook   bool
	params    *paramSet           // path-level parameters
	templated []string            // {names} in the path, in order
	inPath    map[string]struct{} // the same, for lookups
	servers   []Server            // path-level servers
	serversAt document.Pointer
}

// readPathItem appends the operations of a path item to ops, in document order. A path item $ref is followed
// (its siblings are ignored: OpenAPI leaves their meaning undefined); the operations' pointers then point into
// the target.
func (l *loader) readPathItem(path string, n *document.Node, usePtr document.Pointer, ops []*Operation, webhook bool) []*Operation {
	n, p, ok := l.follow(n, usePtr)
	if !ok || !l.expect(n, p, document.Object) {
		return ops
	}
	item := &pathItem{path: path, webhook: webhook, params: &paramSet{}}
	if !webhook {
		item.inPath = map[string]struct{}{}
		for _, name := range l.templateNames(path, usePtr) {
			if _, dup := item.inPath[name]; !dup {
				item.inPath[name] = struct{}{}
				item.templated = append(item.templated, name)
			}
		}
	}
	if f := n.Field("parameters"); f != nil {
		item.params = l.parameterList(p, f)
		l.checkPathLevelParams(item)
	}
	if f := n.Field("servers"); f != nil {
		item.servers, item.serversAt = l.readServers(f.Value, p.Append("servers")), p.Append("servers")
	}
	for i := range n.Fields {
		f := &n.Fields[i]
		method := f.Key
		if !isMethod(method) {
			if lower := strings.ToLower(method); lower != method && isMethod(lower) {
				l.report(diag.SpecInvalid, p.Append(method), "operation keys are lower case: %q is ignored (write %q)", method, lower)
			}
			continue
		}
		if op := l.readOperation(item, method, f.Value, p.Append(method)); op != nil {
			ops = append(ops, op)
		}
	}
	return ops
}

func isMethod(key string) bool {
	switch key {
	case "get", "put", "post", "delete", "options", "head", "patch", "trace":
		return true
	}
	return false
}

// templateNames returns the {names} of a path template, reporting braces that do not pair up.
func (l *loader) templateNames(path string, p document.Pointer) []string {
	var names []string
	rest := path
	for {
		open := strings.IndexAny(rest, "{}")
		if open < 0 {
			return names
		}
		end := strings.IndexByte(rest[open+1:], '}')
		inner := strings.IndexByte(rest[open+1:], '{')
		if rest[open] == '}' || end < 0 || (inner >= 0 && inner < end) || end == 0 {
			l.report(diag.SpecInvalid, p, "path %q has unbalanced or empty { } in its template", truncate(path, 200))
			return names
		}
		names = append(names, rest[open+1:open+1+end])
		rest = rest[open+end+2:]
	}
}

// checkPathLevelParams reports path-level path parameters that the path does not have, once for the path item.
func (l *loader) checkPathLevelParams(item *pathItem) {
	if item.webhook {
		return
	}
	for _, u := range item.params.list {
		if _, ok := item.inPath[u.param.Name]; u.param.In == "path" && !ok {
			l.report(diag.MethodMissingPathParam, u.ptr, "path parameter %q is not in the path %q", u.param.Name, item.path)
		}
	}
}

func (l *loader) readOperation(item *pathItem, method string, n *document.Node, p document.Pointer) *Operation {
	if !l.expect(n, p, document.Object) {
		return nil
	}
	op := &Operation{Method: method, Path: item.path, Pointer: p, Servers: item.servers, ServersPointer: item.serversAt}
	own := &paramSet{}
	for i := range n.Fields {
		f := &n.Fields[i]
		switch f.Key {
		case "operationId":
			op.OperationID = l.str(p, f)
		case "summary":
			op.Summary = l.str(p, f)
		case "description":
			op.Description = l.str(p, f)
		case "tags":
			op.Tags = l.strs(p, f)
		case "deprecated":
			op.Deprecated = l.boolean(p, f)
		case "parameters":
			own = l.parameterList(p, f)
		case "requestBody":
			op.RequestBody = l.requestBody(f.Value, p.Append(f.Key))
		case "responses":
			op.Responses = l.responseList(p, f)
		case "security":
			op.Security, op.SecuritySet = l.readRequirements(f.Value, p.Append(f.Key))
		case "servers":
			op.Servers, op.ServersPointer = l.readServers(f.Value, p.Append(f.Key)), p.Append(f.Key)
		default:
			l.extension(&op.Extensions, f) // callbacks and externalDocs are not used
		}
	}
	op.Parameters = mergeParams(item.params, own)
	if !item.webhook {
		l.checkOperationPathParams(item, op, own)
		l.doc.byEndpoint[op.Endpoint()] = op
	}
	l.checkOperationID(op, p)
	return op
}

// checkOperationPathParams reports {names} with no path parameter, at the operation, and the operation's own path
// parameters that the path does not have, where they are listed.
func (l *loader) checkOperationPathParams(item *pathItem, op *Operation, own *paramSet) {
	for _, u := range own.list {
		if _, ok := item.inPath[u.param.Name]; u.param.In == "path" && !ok {
			l.report(diag.MethodMissingPathParam, u.ptr, "path parameter %q is not in the path %q", u.param.Name, op.Path)
		}
	}
	if len(item.templated) == 0 {
		return
	}
	declared := make(map[string]struct{}, len(op.Parameters))
	for _, prm := range op.Parameters {
		if prm.In == "path" {
			declared[prm.Name] = struct{}{}
		}
	}
	for _, name := range item.templated {
		if _, ok := declared[name]; !ok {
			l.report(diag.MethodMissingPathParam, op.Pointer, "the path %q has {%s} but %s declares no path parameter %q", op.Path, name, op.Method, name)
		}
	}
}

// checkOperationID reports an operationId that an earlier operation (or webhook) already has.
func (l *loader) checkOperationID(op *Operation, p document.Pointer) {
	if op.OperationID == "" {
		return
	}
	idPtr := p + "/operationId"
	first, dup := l.opIDs[op.OperationID]
	if !dup {
		l.opIDs[op.OperationID] = idPtr
		return
	}
	if first == idPtr {
		return // the same operation, reached through two path item $refs
	}
	l.reportValue(diag.SpecDuplicateOpID, idPtr, "operationId %q is also used at line %d (%s)", op.OperationID, l.line(first), first.Fragment())
}
