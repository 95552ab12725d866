package sdkrepo

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/format/packfile"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp"
	"github.com/go-git/go-git/v5/plumbing/protocol/packp/capability"
	"github.com/go-git/go-git/v5/plumbing/revlist"
	"github.com/go-git/go-git/v5/plumbing/transport"
	"github.com/go-git/go-git/v5/storage/memory"
)

// PushUpdate is what a push changes on the remote.
type PushUpdate struct {
	Branches  []string // local branches to push to the branch of the same name (fast-forward only)
	Deletions []string // remote branches to delete; one the remote does not have is already done
}

// PushErrorKind says why a push was refused.
type PushErrorKind string

// Why a push was refused.
const (
	PushNonFastForward PushErrorKind = "non-fast-forward" // the remote branch moved (or was pushed meanwhile)
	PushDeclined       PushErrorKind = "declined"         // a hook, a protected branch, a checked-out branch
	PushAuth           PushErrorKind = "authentication"   // the token was refused
	PushPermission     PushErrorKind = "permission"       // the token may not write there
	PushFailed         PushErrorKind = "failed"           // anything else: network, no such repository, protocol
)

// PushError is a refused or failed push. Branch is the branch the remote refused, or, when the whole push failed
// (authentication, network), every branch of the push separated by ", ".
type PushError struct {
	Branch string
	Delete bool   // the refused update was the deletion of Branch
	Remote string // the remote's URL without credentials
	Kind   PushErrorKind
	Reason string // what the remote said, with its hook output
	Err    error
}

func (e *PushError) Error() string {
	verb, prep := "push", "to"
	if e.Delete {
		verb, prep = "delete", "on"
	}
	outcome := "rejected"
	if e.Kind == PushFailed {
		outcome = "failed"
	}
	return fmt.Sprintf("%s %s %s %s: %s: %s", verb, e.Branch, prep, e.Remote, outcome, e.Reason)
}

func (e *PushError) Unwrap() error { return e.Err }

// nonFastForwardReason is the Reason of every PushNonFastForward.
const nonFastForwardReason = "non-fast-forward (the remote branch moved; fetch and generate again)"

// Push pushes the named local branches to the remote (fast-forward only), and deletes on the remote the branches
// listed in Deletions. It never force-pushes. A rejection (non-fast-forward because the remote branch moved,
// a protected branch, a pre-receive hook, no permission, auth failure) returns a *PushError that names the
// branch and the remote's reason; the local repository is unchanged by a push, failed or not (there are no
// remote-tracking branches to update).
//
// The push is atomic when the remote supports it (GitHub and git do): either every branch is updated or none.
// A branch whose remote side already equals the local one, or a deletion of a branch the remote does not have,
// is not sent; when nothing is left to send Push does nothing.
func (r *Repo) Push(ctx context.Context, remote Remote, update PushUpdate) error {
	p, err := r.newPush(remote, update)
	if err != nil {
		return err
	}
	if len(p.branches)+len(p.deletions) == 0 {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return p.wholeFailure(err)
	}
	cl, tep, err := p.ep.client()
	if err != nil {
		return p.wholeFailure(err)
	}
	sess, err := cl.NewReceivePackSession(tep, p.ep.auth)
	if err != nil {
		return p.wholeFailure(err)
	}
	defer func() { _ = sess.Close() }() // a push's outcome is its report, not how the connection ended
	return p.run(ctx, sess)
}

// push is one Push under way.
type push struct {
	r         *Repo
	ep        *endpoint
	branches  []string                 // local branches to push, without repeats
	deletions []string                 // remote branches to delete, without repeats
	local     map[string]plumbing.Hash // the commit each of branches is at

	// Filled in as the receive-pack session goes on.
	advertised *packp.AdvRefs          // what the remote has and can do
	remoteRefs memory.ReferenceStorage // the remote's references, from advertised
	progress   hookOutput              // what the remote says on the side band
}

// newPush resolves remote and checks update: valid names, no branch both pushed and deleted, every pushed branch
// present here.
func (r *Repo) newPush(remote Remote, update PushUpdate) (*push, error) {
	ep, err := remote.resolve()
	if err != nil {
		return nil, err
	}
	if err := checkBranchNames(slices.Concat(update.Branches, update.Deletions)); err != nil {
		return nil, fmt.Errorf("push to %s: %w", ep.display, err)
	}
	p := &push{r: r, ep: ep, branches: uniq(update.Branches), deletions: uniq(update.Deletions)}
	for _, d := range p.deletions {
		if slices.Contains(p.branches, d) {
			return nil, fmt.Errorf("push to %s: branch %s is both pushed and deleted", ep.display, d)
		}
	}
	if p.local, err = r.localHeads(ep, p.branches); err != nil {
		return nil, err
	}
	return p, nil
}

// localHeads returns the commit each of branches is at; a branch that does not exist here is an error.
func (r *Repo) localHeads(ep *endpoint, branches []string) (map[string]plumbing.Hash, error) {
	local := map[string]plumbing.Hash{}
	for _, b := range branches {
		h, err := r.BranchHead(b)
		if err != nil {
			return nil, err
		}
		if h.IsZero() {
			return nil, fmt.Errorf("push %s to %s: there is no local branch %s", b, ep.display, b)
		}
		local[b] = h
	}
	return local, nil
}

// wholeFailure is the *PushError of a push that failed as a whole (authentication, permission, network, a remote
// that cannot do what was asked): it names every branch of the push.
func (p *push) wholeFailure(err error) *PushError {
	kind, reason := PushFailed, ""
	switch {
	case errors.Is(err, transport.ErrAuthenticationRequired):
		kind, reason = PushAuth, "authentication failed (the token was refused or has expired)"
	case errors.Is(err, transport.ErrAuthorizationFailed):
		kind, reason = PushPermission, "permission denied (the token may not push to this repository)"
	default:
		reason = strings.TrimSpace(p.ep.redact(err.Error()))
	}
	return &PushError{Branch: strings.Join(slices.Concat(p.branches, p.deletions), ", "), Remote: p.ep.display,
		Kind: kind, Reason: reason, Err: p.ep.fail("push to", err)}
}

// run makes the push over an open receive-pack session: learn what the remote has, work out the commands, send
// them with the pack, and read the remote's report. Nothing is sent when the remote is already as asked.
func (p *push) run(ctx context.Context, sess transport.ReceivePackSession) error {
	if err := p.readAdvertisement(ctx, sess); err != nil {
		return p.wholeFailure(err)
	}
	updates, err := p.updateCommands()
	if err != nil {
		return err
	}
	deletions := p.deleteCommands()
	if len(updates)+len(deletions) == 0 {
		return nil
	}
	if len(deletions) > 0 && !p.advertised.Capabilities.Supports(capability.DeleteRefs) {
		return p.wholeFailure(errors.New("the remote does not support deleting branches"))
	}
	return p.send(ctx, sess, updates, deletions)
}

// readAdvertisement reads the references and capabilities the remote advertises.
func (p *push) readAdvertisement(ctx context.Context, sess transport.ReceivePackSession) error {
	ar, err := sess.AdvertisedReferencesContext(ctx)
	if err != nil {
		return err
	}
	refs, err := ar.AllReferences()
	if err != nil {
		return err
	}
	p.advertised, p.remoteRefs = ar, refs
	return nil
}

// updateCommands are the commands that move the remote's branches to the local ones, leaving out those already
// there. A branch that would not fast-forward refuses the whole push before anything is sent.
func (p *push) updateCommands() ([]*packp.Command, error) {
	var cmds []*packp.Command
	for _, b := range p.branches {
		from, to := remoteBranchHash(p.remoteRefs, b), p.local[b]
		if from == to {
			continue
		}
		if err := p.checkFastForward(b, from, to); err != nil {
			return nil, err
		}
		cmds = append(cmds, &packp.Command{Name: plumbing.NewBranchReferenceName(b), Old: from, New: to})
	}
	return cmds, nil
}

// checkFastForward refuses to move remote branch b from commit from to commit to unless to contains from.
func (p *push) checkFastForward(b string, from, to plumbing.Hash) error {
	if from.IsZero() {
		return nil
	}
	ff, err := p.r.isAncestor(from, to)
	if err != nil {
		return fmt.Errorf("push %s to %s: compare with the remote branch: %w", b, p.ep.display, err)
	}
	if !ff {
		return &PushError{Branch: b, Remote: p.ep.display, Kind: PushNonFastForward, Reason: nonFastForwardReason,
			Err: fmt.Errorf("the remote branch is at %s, which local %s (%s) does not contain", from, b, to)}
	}
	return nil
}

// deleteCommands are the commands that delete remote branches, leaving out those the remote does not have.
func (p *push) deleteCommands() []*packp.Command {
	var cmds []*packp.Command
	for _, d := range p.deletions {
		if from := remoteBranchHash(p.remoteRefs, d); !from.IsZero() {
			cmds = append(cmds, &packp.Command{Name: plumbing.NewBranchReferenceName(d), Old: from, New: plumbing.ZeroHash})
		}
	}
	return cmds
}

// remoteBranchHash returns the commit branch is at among the remote's references, zero when it is not there.
func remoteBranchHash(refs memory.ReferenceStorage, branch string) plumbing.Hash {
	ref, err := refs.Reference(plumbing.NewBranchReferenceName(branch))
	if err != nil || ref.Type() != plumbing.HashReference {
		return plumbing.ZeroHash
	}
	return ref.Hash()
}

// request builds the receive-pack request for cmds. It asks for the remote's messages (hook output, reasons) on
// the side band without progress meters, and, when there is more than one command, for an atomic update.
func (p *push) request(cmds []*packp.Command) *packp.ReferenceUpdateRequest {
	advertised := p.advertised.Capabilities
	req := packp.NewReferenceUpdateRequestFromCapabilities(advertised)
	req.Commands = cmds
	req.Progress = &p.progress
	if advertised.Supports(capability.Sideband64k) {
		_ = req.Capabilities.Set(capability.Sideband64k)
	} else if advertised.Supports(capability.Sideband) {
		_ = req.Capabilities.Set(capability.Sideband)
	}
	if advertised.Supports(capability.Quiet) {
		_ = req.Capabilities.Set(capability.Quiet)
	}
	if len(cmds) > 1 && advertised.Supports(capability.Atomic) {
		_ = req.Capabilities.Set(capability.Atomic)
	}
	return req
}

// send sends the commands, with the pack the remote needs for updates, and turns the remote's answer into Push's
// result.
func (p *push) send(ctx context.Context, sess transport.ReceivePackSession, updates, deletions []*packp.Command) error {
	req := p.request(slices.Concat(updates, deletions))
	var stream *packStream
	if len(updates) > 0 {
		var err error
		if stream, err = p.streamPack(req, updates); err != nil {
			return err
		}
	}
	report, err := sess.ReceivePack(ctx, req)
	if eerr := stream.wait(); eerr != nil && report == nil && err == nil {
		return fmt.Errorf("push to %s: write pack: %w", p.ep.display, eerr)
	}
	return p.outcome(req, report, err)
}

// packStream is the pack of a push, encoded by a goroutine while the remote reads it.
type packStream struct {
	pipe    *io.PipeReader
	encoded chan error // the encoder's result
}

// streamPack makes req carry the objects the remote needs for updates, encoded as the remote reads them.
func (p *push) streamPack(req *packp.ReferenceUpdateRequest, updates []*packp.Command) (*packStream, error) {
	news := make([]plumbing.Hash, len(updates))
	for i, c := range updates {
		news[i] = c.New
	}
	pack, err := p.r.packFor(news, p.remoteRefs)
	if err != nil {
		return nil, fmt.Errorf("push to %s: %w", p.ep.display, err)
	}
	cfg, err := p.r.git.Storer.Config()
	if err != nil {
		return nil, fmt.Errorf("push to %s: read repository config: %w", p.ep.display, err)
	}
	useRefDeltas := !p.advertised.Capabilities.Supports(capability.OFSDelta)
	pr, pw := io.Pipe()
	req.Packfile = pr
	s := &packStream{pipe: pr, encoded: make(chan error, 1)}
	go func() {
		_, err := packfile.NewEncoder(pw, p.r.git.Storer, useRefDeltas).Encode(pack, cfg.Pack.Window)
		_ = pw.CloseWithError(err)
		s.encoded <- err
	}()
	return s, nil
}

// wait stops the stream (which unblocks the encoder when the remote stopped reading early) and returns the
// encoder's error; a nil stream, a push that sent no pack, has none.
func (s *packStream) wait() error {
	if s == nil {
		return nil
	}
	_ = s.pipe.Close()
	return <-s.encoded
}

// packFor lists the objects the remote needs for commits news: everything they reach that the remote's
// advertised objects (those present here) do not.
func (r *Repo) packFor(news []plumbing.Hash, remoteRefs memory.ReferenceStorage) ([]plumbing.Hash, error) {
	var haves []plumbing.Hash
	for _, ref := range remoteRefs {
		if ref.Type() != plumbing.HashReference {
			continue
		}
		if _, err := r.git.Storer.EncodedObject(plumbing.AnyObject, ref.Hash()); err == nil {
			haves = append(haves, ref.Hash())
		}
	}
	objs, err := revlist.Objects(r.git.Storer, news, haves)
	if err != nil {
		return nil, fmt.Errorf("list the objects to send: %w", err)
	}
	return objs, nil
}

// outcome turns what receive-pack returned into Push's result: the remote's report when it sent one, else the
// session's error.
func (p *push) outcome(req *packp.ReferenceUpdateRequest, report *packp.ReportStatus, err error) error {
	if report != nil {
		if rerr := report.Error(); rerr != nil {
			return rejection(p.ep, req, report, p.progress.messages(), rerr)
		}
		return nil
	}
	if err != nil {
		return p.wholeFailure(err)
	}
	return nil
}

// rejection turns a receive-pack report with a refused update into a *PushError for the first branch the remote
// refused for a reason of its own (with an atomic push the others say only that the push as a whole failed).
func rejection(ep *endpoint, req *packp.ReferenceUpdateRequest, report *packp.ReportStatus, messages string, rerr error) *PushError {
	if report.UnpackStatus != "ok" {
		return unpackFailure(ep, report, rerr)
	}
	e := &PushError{Remote: ep.display, Kind: PushDeclined, Err: errors.New(ep.redact(rerr.Error()))}
	refused := firstRefusal(report)
	if refused == nil { // report.Error said otherwise; keep what it said
		e.Kind, e.Reason = PushFailed, ep.redact(rerr.Error())
		return e
	}
	e.Branch, e.Delete = refused.ReferenceName.Short(), isDeletion(req, refused.ReferenceName)
	status, messages := ep.redact(refused.Status), ep.redact(messages)
	if isNonFastForward(status, messages) {
		e.Kind, e.Reason = PushNonFastForward, nonFastForwardReason
	} else {
		e.Reason = status
	}
	if messages != "" {
		e.Reason += " (remote: " + messages + ")"
	}
	return e
}

// unpackFailure is the *PushError of a push whose pack the remote could not unpack; it names every branch.
func unpackFailure(ep *endpoint, report *packp.ReportStatus, rerr error) *PushError {
	var names []string
	for _, cs := range report.CommandStatuses {
		names = append(names, cs.ReferenceName.Short())
	}
	return &PushError{Branch: strings.Join(names, ", "), Remote: ep.display, Kind: PushFailed,
		Reason: "the remote could not unpack what was sent: " + ep.redact(report.UnpackStatus),
		Err:    errors.New(ep.redact(rerr.Error()))}
}

// firstRefusal returns the first refused update whose reason is the remote's own, rather than an atomic push's
// "atomic transaction failed" echo; nil when nothing was refused.
func firstRefusal(report *packp.ReportStatus) *packp.CommandStatus {
	var refused *packp.CommandStatus
	for _, cs := range report.CommandStatuses {
		if cs.Status == "ok" {
			continue
		}
		if refused == nil || strings.HasPrefix(refused.Status, "atomic") && !strings.HasPrefix(cs.Status, "atomic") {
			refused = cs
		}
	}
	return refused
}

// isDeletion reports whether req deletes the reference name.
func isDeletion(req *packp.ReferenceUpdateRequest, name plumbing.ReferenceName) bool {
	for _, c := range req.Commands {
		if c.Name == name {
			return c.New.IsZero()
		}
	}
	return false
}

// isNonFastForward reports whether the remote refused an update because its branch moved: git and GitHub say so
// in the status, or, for an update that lost a race, in the remote's messages ("... but expected ...").
func isNonFastForward(status, messages string) bool {
	return strings.Contains(status, "non-fast-forward") || strings.Contains(status, "fetch first") ||
		strings.Contains(status, "stale info") || strings.Contains(messages, "but expected")
}

// hookOutput collects what the remote sends on the progress side band during a push: the output of its hooks,
// and why it refused an update. It keeps the first 64 KiB.
type hookOutput struct{ buf bytes.Buffer }

const hookOutputLimit = 64 << 10

func (h *hookOutput) Write(p []byte) (int, error) {
	if room := hookOutputLimit - h.buf.Len(); room > 0 {
		h.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// messages returns the remote's output on one line, without progress meters and the "remote: " prefix a server
// may add. Lines are joined with a space (git wraps its paragraphs), and with "; " before a line that starts a
// new message (error:, hint:, ...).
func (h *hookOutput) messages() string {
	var b strings.Builder
	for _, l := range strings.FieldsFunc(h.buf.String(), func(r rune) bool { return r == '\n' || r == '\r' }) {
		l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "remote:"))
		if l == "" || strings.Contains(l, "% (") {
			continue
		}
		if b.Len() > 0 {
			sep := " "
			for _, p := range []string{"error:", "fatal:", "warning:", "hint:"} {
				if strings.HasPrefix(l, p) {
					sep = "; "
				}
			}
			b.WriteString(sep)
		}
		b.WriteString(l)
	}
	return b.String()
}
