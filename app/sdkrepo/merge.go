package sdkrepo

import (
	"bytes"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"

	"github.com/sdkgen/sdkgen/internal/textdiff"
)

// ConflictKind says why a path could not be merged.
type ConflictKind string

// Conflict kinds.
const (
	// ConflictContent: people and the generator changed the same lines (or both added the file differently).
	ConflictContent ConflictKind = "content"
	// ConflictBinary: a binary file changed on both sides.
	ConflictBinary ConflictKind = "binary"
	// ConflictDeletedByGenerator: people edited a file the generator no longer writes.
	ConflictDeletedByGenerator ConflictKind = "deleted_by_generator"
	// ConflictDeletedByPeople: people deleted a file the generator changed.
	ConflictDeletedByPeople ConflictKind = "deleted_by_people"
	// ConflictType: the two sides disagree on what the path is (file, executable, symlink, submodule).
	ConflictType ConflictKind = "type"
	// ConflictFileDirectory: one side has a file (or symlink) where the other has a folder.
	ConflictFileDirectory ConflictKind = "file_directory"
)

// FileConflict is one path that needs a person.
type FileConflict struct {
	Path string
	// OldPath is set when the generator moved the file: people's version is at OldPath on the working branch.
	OldPath string
	Kind    ConflictKind
	Hunks   []ConflictHunk // for content conflicts
}

// ConflictHunk is one conflicted region of a text file, as `git merge` would show it.
type ConflictHunk struct {
	Ours, Theirs LineRange // lines of the working branch's file and of the new generation's file
	Text         string    // the region with git's conflict markers
}

// LineRange is a 1-based range of lines; Count 0 means "between line Start-1 and Start".
type LineRange struct{ Start, Count int }

func lineRange(r textdiff.Range) LineRange { return LineRange{Start: r.Start + 1, Count: r.Len} }

// Conflict marker labels: what `git merge generated--merge-conflict` on the working branch would print.
var markerLabels = textdiff.Labels{Ours: "HEAD", Base: "previous generation", Theirs: GeneratedConflictBranch}

// treeMerge is the outcome of merging a new generation into the working branch.
type treeMerge struct {
	result    files
	newBlobs  map[plumbing.Hash][]byte // merged contents not yet in the repository
	conflicts []FileConflict
	custom    []CustomFile
	generator ChangeCount // what the new generation changed relative to the previous one
	// replacedInitial are the files GitHub created with the repository that the first generation replaced.
	replacedInitial []string
}

// merger holds the three sides of a merge. base is the previous generation, ours the working branch, theirs the
// new generation.
type merger struct {
	base, ours, theirs files
	keep               *protection
	load               func(plumbing.Hash) ([]byte, error)
	out                *treeMerge
	// initial are the working branch's files GitHub created with the repository, which a first generation replaces.
	initial map[string]bool
	// moves are the files the generator moved that the merge follows: new path -> old path, and back.
	movedFrom, movedTo map[string]string
}

// mergeTrees merges per path, then per line where both sides changed a text file. A file the generator moved is
// merged at its new path from people's version at the old one; a path in initial (see platformInitialFiles) takes
// the generator's file.
func mergeTrees(base, ours, theirs files, keep *protection, initial map[string]bool, load func(plumbing.Hash) ([]byte, error)) (*treeMerge, error) {
	m := &merger{base: base, ours: ours, theirs: theirs, keep: keep, initial: initial, load: load, out: &treeMerge{
		result: files{}, newBlobs: map[plumbing.Hash][]byte{},
	}}
	if err := m.findMoves(); err != nil {
		return nil, err
	}
	for _, p := range unionPaths(base, ours, theirs) {
		if _, moved := m.movedTo[p]; moved {
			continue // merged at its new path
		}
		if err := m.mergePath(p); err != nil {
			return nil, fmt.Errorf("merge %s: %w", p, err)
		}
	}
	m.checkFileDirectoryClashes()
	slices.SortStableFunc(m.out.custom, func(a, b CustomFile) int { return strings.Compare(a.Path, b.Path) })
	return m.out, nil
}

func unionPaths(sides ...files) []string {
	set := map[string]struct{}{}
	for _, s := range sides {
		for p := range s {
			set[p] = struct{}{}
		}
	}
	return slices.Sorted(maps.Keys(set))
}

func lookup(fs files, p string) *entry {
	if e, ok := fs[p]; ok {
		return &e
	}
	return nil
}

func same(a, b *entry) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

func (m *merger) mergePath(p string) error {
	from := p
	if old, ok := m.movedFrom[p]; ok {
		from = old
	}
	b, o, t := lookup(m.base, from), lookup(m.ours, from), lookup(m.theirs, p)
	m.out.generator.count(b, t)
	if from != p {
		m.out.generator.Renamed++
	}
	protected := m.keep.keeps(p)
	switch {
	case m.initial[p] && t != nil:
		// GitHub's file, not a person's: even keep_files (which protect people's versions) take the generator's.
		m.take(p, t)
		m.out.replacedInitial = append(m.out.replacedInitial, p)
		return nil
	case protected:
		m.take(p, keptVersion(b, o, t))
		return m.report(p, b, o, OutcomeKept, true)
	case same(o, t):
		m.take(p, o)
		return m.report(p, b, o, mergedOrKept(b, t), false)
	case same(t, b):
		m.take(p, o)
		return m.report(p, b, o, OutcomeKept, false)
	case same(o, b):
		m.take(p, t)
		return nil
	case o == nil:
		m.conflict(FileConflict{Path: p, Kind: ConflictDeletedByPeople})
		return m.report(p, b, o, OutcomeConflict, false)
	case t == nil:
		m.conflict(FileConflict{Path: p, Kind: ConflictDeletedByGenerator})
		return m.report(p, b, o, OutcomeConflict, false)
	}
	return m.mergeBothChanged(p, b, o, t)
}

// findMoves detects the files the generator moved from the previous generation to the new one, as git merge does
// (similarity of at least 50%, empty files never), and keeps the moves whose paths the merge can follow: neither
// path is protected, and the working branch has nothing of its own at the new path.
func (m *merger) findMoves() error {
	m.movedFrom, m.movedTo = map[string]string{}, map[string]string{}
	// Like git merge-ort, only sources people changed (or deleted) are worth following: an untouched file that
	// moved merges the same either way, and skipping it saves reading every removed file.
	sources, err := m.renameFiles(m.base, m.theirs, func(p string) bool { return !same(lookup(m.base, p), lookup(m.ours, p)) })
	if err != nil {
		return err
	}
	if len(sources) == 0 {
		return nil
	}
	dests, err := m.renameFiles(m.theirs, m.base, func(string) bool { return true })
	if err != nil {
		return err
	}
	for _, r := range textdiff.DetectRenames(sources, dests, textdiff.RenameOptions{}) {
		from, to := sources[r.From].Path, dests[r.To].Path
		if _, taken := m.ours[to]; taken || m.keep.keeps(from) || m.keep.keeps(to) {
			continue
		}
		m.movedFrom[to], m.movedTo[from] = from, to
	}
	return nil
}

// renameFiles reads the files of a whose paths b lacks (and want accepts), in path order, as rename candidates.
func (m *merger) renameFiles(a, b files, want func(string) bool) ([]textdiff.RenameFile, error) {
	var out []textdiff.RenameFile
	for _, p := range slices.Sorted(maps.Keys(a)) {
		if _, ok := b[p]; ok || !want(p) {
			continue
		}
		data, err := m.load(a[p].Hash)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", p, err)
		}
		out = append(out, textdiff.RenameFile{Path: p, Mode: uint32(a[p].Mode), Data: data})
	}
	return out, nil
}

// keptVersion is what a protected path becomes: the working branch's file, or nothing when people deleted it,
// or the generator's file when people never had it.
func keptVersion(b, o, t *entry) *entry {
	switch {
	case o != nil:
		return o
	case b != nil:
		return nil
	default:
		return t
	}
}

func mergedOrKept(b, t *entry) Outcome {
	if same(b, t) {
		return OutcomeKept
	}
	return OutcomeMerged
}

func (m *merger) take(p string, e *entry) {
	if e != nil {
		m.out.result[p] = *e
	}
}

// conflict records a path that needs a person, with where people's version is when the generator moved the file.
func (m *merger) conflict(c FileConflict) {
	c.OldPath = m.movedFrom[c.Path]
	m.out.conflicts = append(m.out.conflicts, c)
}

// mergeBothChanged handles a path both sides changed and both still have.
func (m *merger) mergeBothChanged(p string, b, o, t *entry) error {
	mode, ok := mergeMode(b, o, t)
	if !ok || !isFile(o.Mode) || !isFile(t.Mode) {
		m.conflict(FileConflict{Path: p, Kind: ConflictType})
		return m.report(p, b, o, OutcomeConflict, false)
	}
	hash, merged := mergeHash(b, o, t)
	if merged {
		m.take(p, &entry{Hash: hash, Mode: mode})
		return m.report(p, b, o, OutcomeMerged, false)
	}
	baseData, oursData, theirsData, err := m.contents(b, o, t)
	if err != nil {
		return err
	}
	if textdiff.IsBinary(baseData) || textdiff.IsBinary(oursData) || textdiff.IsBinary(theirsData) {
		m.conflict(FileConflict{Path: p, Kind: ConflictBinary})
		return m.report(p, b, o, OutcomeConflict, false)
	}
	res := textdiff.Merge(baseData, oursData, theirsData, markerLabels)
	if len(res.Conflicts) > 0 {
		m.conflict(FileConflict{Path: p, Kind: ConflictContent, Hunks: conflictHunks(res)})
		m.reportMerged(p, b, o, baseData, oursData, res.Conflicts)
		return nil
	}
	h := blobHash(res.Data)
	m.out.newBlobs[h] = res.Data
	m.take(p, &entry{Hash: h, Mode: mode})
	m.reportMerged(p, b, o, baseData, oursData, nil)
	return nil
}

// mergeMode merges file modes the way git does: a side that kept the base's mode takes the other's.
func mergeMode(b, o, t *entry) (filemode.FileMode, bool) {
	switch {
	case o.Mode == t.Mode:
		return o.Mode, true
	case b != nil && b.Mode == o.Mode:
		return t.Mode, true
	case b != nil && b.Mode == t.Mode:
		return o.Mode, true
	}
	return 0, false
}

// mergeHash settles content without reading it when one side kept the base's.
func mergeHash(b, o, t *entry) (plumbing.Hash, bool) {
	switch {
	case o.Hash == t.Hash:
		return o.Hash, true
	case b != nil && b.Hash == o.Hash:
		return t.Hash, true
	case b != nil && b.Hash == t.Hash:
		return o.Hash, true
	}
	return plumbing.ZeroHash, false
}

func isFile(m filemode.FileMode) bool { return m == filemode.Regular || m == filemode.Executable }

func (m *merger) contents(b, o, t *entry) (base, ours, theirs []byte, err error) {
	if b != nil {
		if base, err = m.load(b.Hash); err != nil {
			return nil, nil, nil, err
		}
	}
	if ours, err = m.load(o.Hash); err != nil {
		return nil, nil, nil, err
	}
	if theirs, err = m.load(t.Hash); err != nil {
		return nil, nil, nil, err
	}
	return base, ours, theirs, nil
}

// conflictHunks cuts the merged text with markers into one hunk per conflict.
func conflictHunks(res textdiff.Merged) []ConflictHunk {
	lines := textdiff.Lines(res.Data)
	out := make([]ConflictHunk, 0, len(res.Conflicts))
	for _, c := range res.Conflicts {
		end := min(c.Output.Start+c.Output.Len, len(lines))
		out = append(out, ConflictHunk{
			Ours: lineRange(c.Ours), Theirs: lineRange(c.Theirs),
			Text: string(bytes.Join(lines[c.Output.Start:end], nil)),
		})
	}
	return out
}

// checkFileDirectoryClashes finds a file (or symlink) of one side where the other side put a folder, including a
// generated file under a symlinked folder of the working branch: git cannot hold both, and writing through a
// symlink could leave the repository.
func (m *merger) checkFileDirectoryClashes() {
	for _, p := range slices.Sorted(maps.Keys(m.out.result)) {
		for dir := path.Dir(p); dir != "."; dir = path.Dir(dir) {
			if _, isFile := m.out.result[dir]; isFile {
				m.conflict(FileConflict{Path: dir, Kind: ConflictFileDirectory})
				break
			}
		}
	}
	slices.SortFunc(m.out.conflicts, func(a, b FileConflict) int { return strings.Compare(a.Path, b.Path) })
	m.out.conflicts = slices.CompactFunc(m.out.conflicts, func(a, b FileConflict) bool { return a.Path == b.Path })
}
