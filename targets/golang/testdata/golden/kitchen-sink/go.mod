module github.com/acme-org/acme-go

go 1.22
