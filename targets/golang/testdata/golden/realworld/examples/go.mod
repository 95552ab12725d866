module github.com/kennel/t-go/examples

go 1.22

require github.com/kennel/t-go v0.0.0-00010101000000-000000000000

replace github.com/kennel/t-go => ../
