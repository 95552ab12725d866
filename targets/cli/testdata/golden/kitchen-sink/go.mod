module github.com/acme-org/acme-org-cli

go 1.22

require (
	github.com/acme-org/acme-go v0.0.0-00010101000000-000000000000
	github.com/creack/pty v1.1.24
	github.com/urfave/cli/v3 v3.14.0
	go.yaml.in/yaml/v3 v3.0.5
	golang.org/x/term v0.25.0
)

require (
	golang.org/x/sys v0.26.0 // indirect
)

replace github.com/acme-org/acme-go => ../go
