package sdkrepo

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A resource that gains a subresource moves its file into a folder of its own: the generator's rename.
const (
	completionsOld = "src/resources/chat/completions.ts"
	completionsNew = "src/resources/chat/completions/completions.ts"
	messagesNew    = "src/resources/chat/completions/messages.ts"
)

func completionsGeneration() map[string]string {
	gen := firstGeneration()
	gen[completionsOld] = lines(60, map[int]string{1: "import { APIResource } from '../../resource';"})
	return gen
}

// subresourceAdded is the next generation: the file moved, its import and one member changed, a new file beside it.
func subresourceAdded(gen map[string]string) {
	delete(gen, completionsOld)
	gen[completionsNew] = lines(60, map[int]string{1: "import { APIResource } from '../../../resource';", 50: "  messages = new Messages(this._client);"})
	gen[messagesNew] = "export class Messages {}\n"
}

func TestGeneratorMoveCarriesPeoplesEdit(t *testing.T) {
	dir := newGitRepo(t)
	gen := completionsGeneration()
	apply(t, dir, gen, tsOptions)
	edited := lines(60, map[int]string{1: "import { APIResource } from '../../resource';", 10: "line 10 // tuned by people"})
	writeFile(t, dir, completionsOld, edited)
	commitAll(t, dir, "fix: people's edit to completions")

	subresourceAdded(gen)
	res := apply(t, dir, gen, tsOptions)
	if res.Status != StatusMerged {
		t.Fatalf("status %s, conflicts %+v", res.Status, res.Conflicts)
	}
	want := lines(60, map[int]string{1: "import { APIResource } from '../../../resource';", 10: "line 10 // tuned by people", 50: "  messages = new Messages(this._client);"})
	if got := show(t, dir, "main", completionsNew); got != want {
		t.Errorf("%s should carry people's edit:\n%s", completionsNew, got)
	}
	if exists(t, dir, "main", completionsOld) {
		t.Errorf("%s should be gone: the generator moved it", completionsOld)
	}
	if len(res.Custom) != 1 || res.Custom[0].Path != completionsOld || res.Custom[0].MovedTo != completionsNew || res.Custom[0].Outcome != OutcomeMerged {
		t.Errorf("custom code report %+v", res.Custom)
	}
	if res.Generator.Renamed != 1 || res.Generator.Added != 1 || res.Generator.Removed != 0 {
		t.Errorf("generator changes %+v, want one rename and one added file", res.Generator)
	}
	const counts = "the generator added 1, changed 1 and removed 0 files, and moved 1 file people had edited (their edits moved with it)."
	if msg := gitRun(t, dir, "log", "-1", "--format=%B", "main"); !strings.Contains(msg, counts) {
		t.Errorf("merge commit message should count the move:\n%s", msg)
	}
	checkHealthy(t, dir)
}

// TestGeneratorMoveConflict: an edit to a line the move changed conflicts at the new path, as git merge reports it
// when a person follows the conflict recipe.
func TestGeneratorMoveConflict(t *testing.T) {
	dir := newGitRepo(t)
	gen := completionsGeneration()
	apply(t, dir, gen, tsOptions)
	writeFile(t, dir, completionsOld, lines(60, map[int]string{1: "import { APIResource } from '~/resource';"}))
	commitAll(t, dir, "people")

	subresourceAdded(gen)
	res := apply(t, dir, gen, tsOptions)
	if res.Status != StatusConflict || len(res.Conflicts) != 1 {
		t.Fatalf("status %s conflicts %+v", res.Status, res.Conflicts)
	}
	c := res.Conflicts[0]
	if c.Path != completionsNew || c.OldPath != completionsOld || c.Kind != ConflictContent || len(c.Hunks) != 1 || !strings.Contains(c.Hunks[0].Text, "~/resource") {
		t.Errorf("conflict %+v", c)
	}
	gitRun(t, dir, "checkout", "-q", NextConflictBranch)
	out, err := gitTry(dir, "merge", GeneratedConflictBranch)
	if err == nil || !strings.Contains(out, "CONFLICT (content): Merge conflict in "+completionsNew) {
		t.Errorf("git merge should conflict in %s too:\n%s", completionsNew, out)
	}
}

// TestGeneratorMoveOfADeletedFile: a file people deleted stays deleted when the generator only moves it, and
// conflicts when the generator also changes it.
func TestGeneratorMoveOfADeletedFile(t *testing.T) {
	for _, changed := range []bool{false, true} {
		dir := newGitRepo(t)
		gen := completionsGeneration()
		apply(t, dir, gen, tsOptions)
		if err := os.Remove(filepath.Join(dir, completionsOld)); err != nil {
			t.Fatal(err)
		}
		commitAll(t, dir, "people do not want completions")
		gen[completionsNew] = gen[completionsOld]
		if changed {
			gen[completionsNew] = lines(60, map[int]string{50: "changed"})
		}
		delete(gen, completionsOld)
		res := apply(t, dir, gen, tsOptions)
		switch {
		case !changed && (res.Status != StatusMerged || exists(t, dir, "main", completionsNew)):
			t.Errorf("a pure move of a deleted file: status %s, %s exists: %v", res.Status, completionsNew, exists(t, dir, "main", completionsNew))
		case changed && (res.Status != StatusConflict || len(res.Conflicts) != 1 || res.Conflicts[0].Kind != ConflictDeletedByPeople || res.Conflicts[0].OldPath != completionsOld):
			t.Errorf("a changed move of a deleted file: status %s conflicts %+v", res.Status, res.Conflicts)
		}
	}
}

// TestGeneratorMoveKeepsPeoplesFileAtTheNewPath: when people already have a file at the new path, nothing is moved
// onto it; the usual per-path rules apply and report a conflict rather than overwrite either file.
func TestGeneratorMoveKeepsPeoplesFileAtTheNewPath(t *testing.T) {
	dir := newGitRepo(t)
	gen := completionsGeneration()
	apply(t, dir, gen, tsOptions)
	writeFile(t, dir, completionsOld, lines(60, map[int]string{10: "people"}))
	writeFile(t, dir, completionsNew, "people's own file\n")
	commitAll(t, dir, "people")
	subresourceAdded(gen)
	res := apply(t, dir, gen, tsOptions)
	var kinds []string
	for _, c := range res.Conflicts {
		kinds = append(kinds, string(c.Kind)+" "+c.Path)
	}
	want := []string{"deleted_by_generator " + completionsOld, "content " + completionsNew}
	if res.Status != StatusConflict || !slices.Equal(kinds, want) {
		t.Errorf("status %s conflicts %q, want %q", res.Status, kinds, want)
	}
}
