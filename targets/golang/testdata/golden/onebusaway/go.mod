module github.com/OneBusAway/go-sdk

go 1.22
