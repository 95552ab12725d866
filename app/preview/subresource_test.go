package preview

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// creditsHistory gives the credits resource a subresource: a new endpoint in the spec and in sdkgen.yml.
var creditsHistory = struct{ spec, config []struct{ old, new string } }{
	spec: []struct{ old, new string }{{"    /generations/image:\n", `    /credits/history:
        get:
            summary: List credit history
            description: List how the api user's credits were spent
            operationId: listCreditHistory
            tags:
                - Credits
            responses:
                '200':
                    description: Credit history
                    content:
                        application/json:
                            schema:
                                $ref: '#/components/schemas/Credits'
    /generations/image:
`}},
	config: []struct{ old, new string }{{"            get: get /credits\n", `            get: get /credits
        subresources:
            history:
                methods:
                    retrieve: get /credits/history
`}},
}

// withCreditsHistory is the lumaai pair after the credits resource gained its subresource.
func withCreditsHistory(t testing.TB, spec, config string) (string, string) {
	t.Helper()
	return edit(t, spec, creditsHistory.spec), edit(t, config, creditsHistory.config)
}

// TestSubresourceMoveKeepsPeoplesEdit: the credits resource gains a subresource, so the node SDK's
// src/resources/credits.ts moves to src/resources/credits/credits.ts, and a person had edited the old file. The
// comment shows one rename with the few lines the move changed (not the whole file deleted and added) and no
// conflict; merging the generation carries the person's edit to the new path.
func TestSubresourceMoveKeepsPeoplesEdit(t *testing.T) {
	requireGit(t)
	f := newFixture(t)
	const oldPath, newPath = "src/resources/credits.ts", "src/resources/credits/credits.ts"
	const peoplesLine = "      // cached for 60 s by the gateway (people's note)\n"
	base := render(t, f.spec, f.config, "node")
	bare := f.seededSDKRepo("lumalabs/lumaai-node", base, func(work string) {
		p := filepath.Join(work, oldPath)
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, p, edit(t, string(data), []struct{ old, new string }{{"      path: path`/credits`,\n", "      path: path`/credits`,\n" + peoplesLine}}))
		gitCmd(t, work, "commit", "-q", "-am", "docs: note the credits cache")
	})
	f.seededSDKRepo("lumalabs/lumaai-python", render(t, f.spec, f.config, "python"), func(string) {})
	headSpec, headConfig := withCreditsHistory(t, f.spec, f.config)
	f.req.HeadSHA = f.push(headSpec, headConfig)
	f.run(f.req)

	node := f.target("node")
	if node.Conclusion != report.Success || len(node.Conflicts) != 0 {
		t.Fatalf("node = %s with conflicts %+v (new diagnostics %v), want success: the person's edit merges at the new path", node.Conclusion, node.Conflicts, node.NewDiagnostics)
	}
	var moved *report.FileChange
	for i, fc := range node.Files {
		if fc.Path == newPath {
			moved = &node.Files[i]
		}
		if fc.Path == oldPath {
			t.Errorf("%s is listed on its own (%s); it should be part of the rename", oldPath, fc.Status)
		}
	}
	if moved == nil || moved.Status != "renamed" || moved.OldPath != oldPath || moved.Removed > 10 || moved.Added > 10 {
		t.Fatalf("the moved file in the diff stat: %+v, want a rename with a small diff", moved)
	}
	if testing.Verbose() {
		t.Log(f.comment().Body)
	}
	mustContain(t, "the comment", f.comment().Body, "rename from "+oldPath, "rename to "+newPath,
		"Renamed: `"+oldPath+"` → `"+newPath+"`", "1 renamed")

	// The pull request merges: the generation reaches the SDK repository, and the edit is at the new path.
	r, err := sdkrepo.Open(bare)
	if err != nil {
		t.Fatal(err)
	}
	head := render(t, headSpec, headConfig, "node")
	res, err := r.Apply(context.Background(), sdkrepo.Generation{Files: head.Tree, Target: "node"},
		sdkrepo.Options{Branch: "main", KeepFiles: head.Repository.KeepFiles, CustomPaths: head.Repository.CustomPaths})
	if err != nil || res.Status != sdkrepo.StatusMerged {
		t.Fatalf("merge: %v, %+v", err, res)
	}
	if got := gitCmd(t, bare, "show", "main:"+newPath); !strings.Contains(got, strings.TrimSuffix(peoplesLine, "\n")) || !strings.Contains(got, "history: History") {
		t.Errorf("%s after the merge lacks the person's edit or the generator's change:\n%s", newPath, got)
	}
	if exec.Command("git", "-C", bare, "cat-file", "-e", "main:"+oldPath).Run() == nil {
		t.Errorf("%s should be gone after the merge", oldPath)
	}
}
