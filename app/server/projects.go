package server

import (
	"context"

	"github.com/sdkgen/sdkgen/app/gh"
	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/store"
)

// ProjectOverrides gives preview builds the project settings recorded in the store (preview.Projects): the
// files (empty paths: discovered) and fail_on.
type ProjectOverrides struct{ Store *store.Store }

var _ preview.Projects = ProjectOverrides{}

// Project implements preview.Projects.
func (p ProjectOverrides) Project(ctx context.Context, repo gh.Repo) (preview.Project, bool, error) {
	o, ok, err := p.Store.ProjectOverride(ctx, repo)
	if err != nil || !ok {
		return preview.Project{}, false, err
	}
	return preview.Project{SpecPath: o.SpecPath, ConfigPath: o.ConfigPath, FailOn: o.FailOn}, true, nil
}
