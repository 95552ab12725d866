package suggest

import "testing"

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"abc", "", 3},
		{"kitten", "sitting", 3},
		{"enviroments", "environments", 1},
		{"pagniation", "pagination", 1}, // transposition
		{"héllo", "hello", 1},
	} {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestClosest(t *testing.T) {
	keys := []string{"environments", "resources", "pagination", "organization", "edition"}
	for _, tc := range []struct {
		in, want string
	}{
		{"enviroments", "environments"},
		{"Resources", "resources"},
		{"pagniation", "pagination"},
		{"zzz", ""},
		{"editions", "edition"},
		{"x", ""},
	} {
		if got := Closest(tc.in, keys); got != tc.want {
			t.Errorf("Closest(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if h := Hint("enviroments", keys); h != " (did you mean `environments`?)" {
		t.Errorf("Hint = %q", h)
	}
}
