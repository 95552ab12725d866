module github.com/OneBusAway/go-sdk/examples

go 1.22

require github.com/OneBusAway/go-sdk v0.0.0-00010101000000-000000000000

replace github.com/OneBusAway/go-sdk => ../
