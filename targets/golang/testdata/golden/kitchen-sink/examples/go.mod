module github.com/acme-org/acme-go/examples

go 1.22

require github.com/acme-org/acme-go v0.0.0-00010101000000-000000000000

replace github.com/acme-org/acme-go => ../
