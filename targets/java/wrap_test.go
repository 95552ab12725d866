package java

import (
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	cases := []struct {
		name, in string
		want     []string
	}{
		{"fits", "return x;", []string{"        return x;"}},
		{
			"arguments on one continuation line",
			"public static AccountListPage of(AccountService service, AccountListParams params, AccountListResponse r) {",
			[]string{
				"        public static AccountListPage of(",
				"                AccountService service, AccountListParams params, AccountListResponse r) {",
			},
		},
		{
			"a string with brackets and quotes is never broken",
			`call("1.5 You (the \"User\") agree to be bound by these Terms, which are long enough to wrap.", x);`,
			[]string{
				"        call(",
				`                "1.5 You (the \"User\") agree to be bound by these Terms, which are long enough to wrap.",`,
				"                x);",
			},
		},
		{
			"chain after a class's first call",
			"return Optional.of(response).flatMap(value -> value._data().asKnown()).orElse(Collections.emptyList());",
			[]string{
				"        return Optional.of(response)",
				"                .flatMap(value -> value._data().asKnown())",
				"                .orElse(Collections.emptyList());",
			},
		},
	}
	for _, c := range cases {
		if got := wrap(2, c.in); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
}
