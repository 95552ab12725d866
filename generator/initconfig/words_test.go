package initconfig

import (
	"slices"
	"testing"
)

func TestSplitWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"listPets", []string{"list", "pets"}},
		{"HTTPServer", []string{"http", "server"}},
		{"AvailablePhoneNumbers", []string{"available", "phone", "numbers"}},
		{"agencies-with-coverage", []string{"agencies", "with", "coverage"}},
		{"Page_App_", []string{"page", "app"}},
		{"@me", []string{"me"}},
		{"v2", []string{"v2"}},
		{"get_users_v1_apps__app_id__users_get", []string{"get", "users", "v1", "apps", "app", "id", "users", "get"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := splitWords(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("splitWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSnake(t *testing.T) {
	tests := []struct{ in, want string }{
		{"AvailablePhoneNumbers", "available_phone_numbers"},
		{"bulk-delete", "bulk_delete"},
		{"3ds", "three_ds"},
		{"2fa-codes", "two_fa_codes"},
		{"{id}", "id"},
		{"@", ""},
	}
	for _, tt := range tests {
		if got := snake(tt.in); got != tt.want {
			t.Errorf("snake(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSingularAndPlural(t *testing.T) {
	tests := []struct {
		in     string
		plural bool
		single string
	}{
		{"users", true, "user"},
		{"entries", true, "entry"},
		{"addresses", true, "address"},
		{"boxes", true, "box"},
		{"status", false, "status"},
		{"analysis", false, "analysis"},
		{"news", false, "news"},
		{"user", false, "user"},
	}
	for _, tt := range tests {
		if got := looksPlural(tt.in); got != tt.plural {
			t.Errorf("looksPlural(%q) = %v, want %v", tt.in, got, tt.plural)
		}
		if got := singular(tt.in); got != tt.single {
			t.Errorf("singular(%q) = %q, want %q", tt.in, got, tt.single)
		}
	}
}

func TestUniqueName(t *testing.T) {
	taken := map[string]bool{"list": true, "list_2": true}
	if got := uniqueName("list", taken); got != "list_3" {
		t.Errorf("uniqueName = %q, want list_3", got)
	}
	if got := uniqueName("create", taken); got != "create" {
		t.Errorf("uniqueName = %q, want create", got)
	}
}

func TestUpperSnake(t *testing.T) {
	if got := upperSnake("onebusaway-sdk", "api_key"); got != "ONEBUSAWAY_SDK_API_KEY" {
		t.Errorf("upperSnake = %q", got)
	}
}
