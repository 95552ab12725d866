package fakegithub

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/app/gh"
)

// maxAssetSize bounds an upload the fake keeps in memory (GitHub takes up to 2 GiB).
const maxAssetSize = 64 << 20

// uploadReleaseAsset is POST /repos/{owner}/{repo}/releases/{release_id}/assets?name=NAME[&label=LABEL], served
// where the release's upload_url points (/api/uploads/repos/...) and at the root, where uploads.github.com serves
// it. The body is the file. Like GitHub, it renames names with special characters (assetName) and refuses a
// second asset of the same name with 422 already_exists.
func (s *Server) uploadReleaseAsset(c *call) {
	r, ok := c.releaseByID()
	if !ok {
		return
	}
	name := assetName(c.r.URL.Query().Get("name"))
	if name == "" {
		c.missing("ReleaseAsset", "name")
		return
	}
	for _, a := range r.Assets {
		if a.Name == name {
			c.invalid("Validation Failed", fieldError{Resource: "ReleaseAsset", Field: "name", Code: "already_exists"})
			return
		}
	}
	data, err := io.ReadAll(http.MaxBytesReader(c.w, c.r.Body, maxAssetSize))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		c.fail(http.StatusRequestEntityTooLarge, "fakegithub: release assets are limited to 64 MiB")
		return
	case err != nil:
		c.fail(http.StatusBadRequest, "could not read the upload: "+err.Error())
		return
	}
	contentType := c.r.Header.Get("Content-Type")
	if contentType == "" {
		contentType = "application/octet-stream"
	}
	sum := sha256.Sum256(data)
	a := ReleaseAsset{ID: s.newID(), Name: name, Label: c.r.URL.Query().Get("label"), ContentType: contentType,
		Size: len(data), Digest: "sha256:" + hex.EncodeToString(sum[:]), Uploader: s.botLogin(), CreatedAt: s.now().UTC()}
	r.Assets = append(r.Assets, a)
	c.repo.assets[a.ID] = data
	c.json(http.StatusCreated, c.assetJSON(r, a))
}

// assetName is the name GitHub gives an uploaded file: every run of characters other than letters, digits and
// "-_+." becomes one ".", and leading and trailing dots go ("my sdk (1).zip" -> "my.sdk.1.zip"). GitHub does not
// document the exact rule; this is its observed behaviour for the usual cases.
func assetName(name string) string {
	var b strings.Builder
	for _, r := range name {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_+", r)) {
			b.WriteRune(r)
		} else if !strings.HasSuffix(b.String(), ".") {
			b.WriteByte('.')
		}
	}
	return strings.Trim(b.String(), ".")
}

// assetJSON is a release-asset of release r. Callers hold mu.
func (c *call) assetJSON(r *Release, a ReleaseAsset) jsonObject {
	t := timestamp(a.CreatedAt)
	return jsonObject{
		"id": a.ID, "node_id": nodeID("ReleaseAsset", a.ID),
		"url":                  c.apiURL("/releases/assets/" + strconv.FormatInt(a.ID, 10)),
		"browser_download_url": c.htmlURL("/releases/download/" + escapePath(r.TagName) + "/" + escapePath(a.Name)),
		"name":                 a.Name, "label": optString(a.Label), "state": "uploaded", "content_type": a.ContentType,
		"size": a.Size, "digest": a.Digest, "download_count": 0, "created_at": t, "updated_at": t,
		"uploader": c.user(a.Uploader, ""),
	}
}

// ReleaseAssetContent returns what was uploaded as the asset named name of the release of tag in repo.
func (s *Server) ReleaseAssetContent(repo gh.Repo, tag, name string) ([]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rs := s.lookupRepo(repo)
	if rs == nil {
		return nil, false
	}
	for _, r := range rs.releases {
		if r.TagName != tag {
			continue
		}
		for _, a := range r.Assets {
			if a.Name == name {
				return append([]byte(nil), rs.assets[a.ID]...), true
			}
		}
	}
	return nil, false
}
