package api

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/sdkgen/sdkgen/app/store"
)

func (a *API) listTokens(w http.ResponseWriter, r *http.Request, c *call) error {
	list, err := a.opts.Store.Tokens(r.Context(), c.token.OrgID)
	if err != nil {
		return err
	}
	return writeJSON(w, http.StatusOK, map[string]any{"data": nonNil(list)})
}

func (a *API) revokeToken(w http.ResponseWriter, r *http.Request, c *call) error {
	err := a.opts.Store.RevokeToken(r.Context(), c.token.OrgID, c.params["token"])
	if errors.Is(err, store.ErrNotFound) {
		return notFound(fmt.Sprintf("token %q", c.params["token"]))
	}
	if err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
