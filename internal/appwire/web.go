package appwire

import (
	"context"
	"net/http"

	"github.com/sdkgen/sdkgen/app/server"
	"github.com/sdkgen/sdkgen/app/specpoll"
	"github.com/sdkgen/sdkgen/app/web"
)

// NewWeb is the web app on the server's store and queue: sign-in through GitHub's web flow with the App's OAuth
// client, spec URLs fetched behind the spec poller's SSRF guard.
func NewWeb(deps server.WebDeps) (http.Handler, error) {
	cfg := deps.Config
	guard, err := specpoll.TestGuard(cfg.SpecPollTestAllow, cfg.SpecPollTestCAFile)
	if err != nil {
		return nil, err
	}
	fetcher := specpoll.Fetcher{Guard: guard}
	repos, err := repoSource(cfg)
	if err != nil {
		return nil, err
	}
	return web.New(web.Options{
		Store: deps.Store, Scheduler: deps.Queue, Logger: deps.Logger, PublicURL: cfg.PublicURL,
		Repos: repos, OAuth: web.OAuth{APIURL: cfg.APIURL, ClientID: cfg.ClientID, ClientSecret: cfg.ClientSecret.Reveal(), AppSlug: cfg.AppSlug},
		FetchSpec: func(ctx context.Context, url string) ([]byte, error) {
			res, err := fetcher.Fetch(ctx, url, specpoll.Validators{})
			return res.Spec, err
		},
	})
}
