module github.com/kennel/t-go

go 1.22
