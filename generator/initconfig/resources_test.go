package initconfig

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// specWithOps writes a spec with one operation per line: "<method> <path> [operationId=<id>] [array|object]".
// array and object give the 200 response a JSON body of that shape.
func specWithOps(ops ...string) string {
	var b strings.Builder
	b.WriteString("openapi: 3.1.0\ninfo: {title: Acme API, version: '1'}\npaths:\n")
	var paths []string
	byPath := map[string][]string{}
	for _, line := range ops {
		f := strings.Fields(line)
		if _, ok := byPath[f[1]]; !ok {
			paths = append(paths, f[1])
		}
		byPath[f[1]] = append(byPath[f[1]], line)
	}
	for _, p := range paths {
		fmt.Fprintf(&b, "  '%s':\n", p)
		for _, line := range byPath[p] {
			f := strings.Fields(line)
			fmt.Fprintf(&b, "    %s:\n", f[0])
			writePathParams(&b, f[1])
			response := "{description: ok}"
			for _, opt := range f[2:] {
				switch {
				case strings.HasPrefix(opt, "operationId="):
					fmt.Fprintf(&b, "      operationId: %s\n", strings.TrimPrefix(opt, "operationId="))
				case opt == "array":
					response = "{description: ok, content: {application/json: {schema: {type: array, items: {type: object}}}}}"
				case opt == "object":
					response = "{description: ok, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}"
				}
			}
			fmt.Fprintf(&b, "      responses: {'200': %s}\n", response)
		}
	}
	return b.String()
}

// writePathParams declares each {name} of the path, as a valid spec must.
func writePathParams(b *strings.Builder, path string) {
	params := regexp.MustCompile(`\{([^}]*)\}`).FindAllStringSubmatch(path, -1)
	if len(params) == 0 {
		return
	}
	b.WriteString("      parameters:\n")
	for _, m := range params {
		fmt.Fprintf(b, "        - {name: '%s', in: path, required: true, schema: {type: string}}\n", m[1])
	}
}

func TestResourceLayout(t *testing.T) {
	tests := []struct {
		name string
		ops  []string
		want map[string]string // endpoint -> method path
	}{
		{
			name: "CRUD and a subresource",
			ops: []string{
				"get /accounts", "post /accounts", "get /accounts/{id}", "patch /accounts/{id}", "delete /accounts/{id}",
				"get /accounts/{account_id}/friends", "post /accounts/{account_id}/friends",
				"delete /accounts/{account_id}/friends/{friend_id}",
			},
			want: map[string]string{
				"get /accounts":                                     "accounts.list",
				"post /accounts":                                    "accounts.create",
				"get /accounts/{id}":                                "accounts.retrieve",
				"patch /accounts/{id}":                              "accounts.update",
				"delete /accounts/{id}":                             "accounts.delete",
				"get /accounts/{account_id}/friends":                "accounts.friends.list",
				"post /accounts/{account_id}/friends":               "accounts.friends.create",
				"delete /accounts/{account_id}/friends/{friend_id}": "accounts.friends.delete",
			},
		},
		{
			name: "version prefixes are dropped",
			ops:  []string{"get /v1/cards", "get /api/v3/users/{id}", "get /2010-04-01/Calls.json"},
			want: map[string]string{
				"get /v1/cards":              "cards.list",
				"get /api/v3/users/{id}":     "users.retrieve",
				"get /2010-04-01/Calls.json": "calls.list",
			},
		},
		{
			name: "a shared mount point is dropped",
			ops:  []string{"get /api/where/stop/{id}.json", "get /api/where/current-time.json"},
			want: map[string]string{
				"get /api/where/stop/{id}.json":    "stop.retrieve",
				"get /api/where/current-time.json": "current_time.retrieve",
			},
		},
		{
			name: "the only resource is kept",
			ops:  []string{"get /pets", "get /pets/{id}"},
			want: map[string]string{"get /pets": "pets.list", "get /pets/{id}": "pets.retrieve"},
		},
		{
			name: "collection GET is list or retrieve by its response",
			ops:  []string{"get /config object", "get /events array", "get /users object", "get /users/{id} object"},
			want: map[string]string{
				"get /config": "config.retrieve", "get /events": "events.list",
				"get /users": "users.retrieve_2", "get /users/{id}": "users.retrieve",
			},
		},
		{
			name: "actions become methods, nested collections subresources",
			ops: []string{
				"post /generations/{id}/upscale", "post /channels/{id}/messages/bulk-delete",
				"get /channels/{id}/messages", "get /guilds/{id}/members/search", "post /apps/get_or_create/{name}",
				"get /users/@me", "patch /users/@me", "get /users/@me/guilds",
			},
			want: map[string]string{
				"post /generations/{id}/upscale":           "generations.upscale",
				"post /channels/{id}/messages/bulk-delete": "channels.messages.bulk_delete",
				"get /channels/{id}/messages":              "channels.messages.list",
				"get /guilds/{id}/members/search":          "guilds.members.search",
				"post /apps/get_or_create/{name}":          "apps.get_or_create",
				"get /users/@me":                           "users.me.retrieve",
				"patch /users/@me":                         "users.me.update",
				"get /users/@me/guilds":                    "users.me.guilds.list",
			},
		},
		{
			name: "client-level actions",
			ops:  []string{"get /status", "get /ping", "post /search", "get /", "get /stops/{id}"},
			want: map[string]string{
				"get /status":     "$client.status",
				"get /ping":       "$client.ping",
				"post /search":    "$client.search",
				"get /":           "$client.retrieve",
				"get /stops/{id}": "stops.retrieve",
			},
		},
		{
			name: "PUT and PATCH on one item",
			ops:  []string{"put /files/{id}", "patch /files/{id}", "post /files/{id}"},
			want: map[string]string{
				"put /files/{id}": "files.replace", "patch /files/{id}": "files.update", "post /files/{id}": "files.create",
			},
		},
		{
			name: "POST on an item without PUT is an update",
			ops:  []string{"post /Accounts/{Sid}.json", "get /Accounts/{Sid}.json"},
			want: map[string]string{"post /Accounts/{Sid}.json": "accounts.update", "get /Accounts/{Sid}.json": "accounts.retrieve"},
		},
		{
			name: "collisions fall back to the operationId without the resource's words",
			ops: []string{
				"get /pets/{id}", "get /pets/{id}/{version} operationId=showPetVersion",
				"delete /pets", "delete /pets/{id}",
			},
			want: map[string]string{
				"get /pets/{id}":           "pets.retrieve",
				"get /pets/{id}/{version}": "pets.show_version",
				"delete /pets/{id}":        "pets.delete",
				"delete /pets":             "pets.delete_2",
			},
		},
		{
			name: "FastAPI operationIds lose their path suffix",
			ops: []string{
				"get /v1/apps/{app_id}", "post /v1/apps/{app_id}/users/list operationId=get_users_v1_apps__app_id__users_list_post",
				"get /v1/apps/{app_id}/users/x/{y} operationId=get_user_by_x_v1_apps__app_id__users_x__y__get",
			},
			want: map[string]string{
				"get /v1/apps/{app_id}":             "apps.retrieve",
				"post /v1/apps/{app_id}/users/list": "apps.users.list",
				"get /v1/apps/{app_id}/users/x/{y}": "apps.users.x.retrieve",
			},
		},
		{
			name: "a method never shares its name with a subresource",
			ops:  []string{"post /jobs/{id}/cancel", "post /jobs/cancel", "get /jobs/cancel/{x}/reasons"},
			want: map[string]string{
				"post /jobs/{id}/cancel":       "jobs.create_cancel",
				"post /jobs/cancel":            "jobs.cancel.create",
				"get /jobs/cancel/{x}/reasons": "jobs.cancel.reasons.list",
			},
		},
		{
			name: "names never start with a digit",
			ops:  []string{"post /3ds/sessions", "get /v2/2fa"},
			want: map[string]string{"post /3ds/sessions": "three_ds.sessions.create", "get /v2/2fa": "two_fa.retrieve"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, _ := Guess(loadSpecText(t, specWithOps(tt.ops...)), Options{})
			got := methodPaths(cfg)
			for endpoint, want := range tt.want {
				if paths := got[endpoint]; len(paths) != 1 || paths[0] != want {
					t.Errorf("%s -> %v, want %s", endpoint, paths, want)
				}
			}
			if len(got) != len(tt.want) {
				t.Errorf("mapped %d endpoints, want %d: %v", len(got), len(tt.want), got)
			}
			// Names must also hold in sdkgen's builder: no collision, no endpoint mapped twice. These specs
			// mostly return no bodies, so the README default cannot have one.
			for _, d := range pipelineDiagnostics(t, specWithOps(tt.ops...), cfg) {
				if d.Level >= diag.Error && d.Code != diag.ReadmeExampleNoResponse {
					t.Errorf("%s", d)
				}
			}
		})
	}
}

// TestNonConfigurableOperationsAreLeftOut: head, options and trace operations cannot be methods, and
// unspecified_endpoints only takes the five configurable verbs, so they are left out with a note.
func TestNonConfigurableOperationsAreLeftOut(t *testing.T) {
	text := specWithOps("get /pets array", "head /pets", "options /pets", "head /pets/{id}", "get /pets/{id} object")
	cfg, r := Guess(loadSpecText(t, text), Options{})
	if len(cfg.UnspecifiedEndpoints) != 0 {
		t.Errorf("unspecified_endpoints = %q, want none", cfg.UnspecifiedEndpoints)
	}
	if !hasNote(r, "2 head operations left out") || !hasNote(r, "1 options operation left out") {
		t.Errorf("notes = %v", r.Notes)
	}
	if r.Stats.Operations != 2 || r.Stats.Methods != 2 || r.Stats.LeftOut != 3 {
		t.Errorf("stats = %+v", r.Stats)
	}
	pipelineAPI(t, text)
}
