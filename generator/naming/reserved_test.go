package naming

import "testing"

// targetKeys are the target keys of CONFIG-REFERENCE §4 that generate code, plus the aliases Safe accepts.
var targetKeys = []string{"typescript", "node", "python", "go", "golang", "java", "kotlin", "ruby", "php", "csharp",
	"terraform", "cli"}

func TestEveryTargetHasALanguage(t *testing.T) {
	for _, lang := range targetKeys {
		if languageOf(lang) == nil {
			t.Errorf("no language for target %q", lang)
		}
	}
	if languageOf("TypeScript") == nil {
		t.Error("language names should ignore case")
	}
}

func TestIsReserved(t *testing.T) {
	tests := []struct {
		lang, word string
		want       bool
	}{
		{"typescript", "delete", true},
		{"typescript", "class", true},
		{"typescript", "let", true},
		{"typescript", "await", true},
		{"typescript", "arguments", true},
		{"node", "enum", true},
		{"typescript", "type", false},
		{"typescript", "async", false},
		{"typescript", "Delete", false},
		{"python", "class", true},
		{"python", "None", true},
		{"python", "lambda", true},
		{"python", "async", true},
		{"python", "type", false},
		{"python", "match", false},
		{"python", "none", false},
		{"go", "type", true},
		{"go", "func", true},
		{"go", "range", true},
		{"go", "Type", false},
		{"go", "string", false},
		{"golang", "chan", true},
		{"java", "class", true},
		{"java", "goto", true},
		{"java", "null", true},
		{"java", "record", true},
		{"java", "_", true},
		{"java", "module", false},
		{"kotlin", "object", true},
		{"kotlin", "fun", true},
		{"kotlin", "typealias", true},
		{"kotlin", "data", false},
		{"kotlin", "value", false},
		{"ruby", "end", true},
		{"ruby", "def", true},
		{"ruby", "__FILE__", true},
		{"ruby", "End", false},
		{"php", "list", true},
		{"php", "List", true},
		{"php", "FUNCTION", true},
		{"php", "__CLASS__", true},
		{"php", "string", true},
		{"php", "enum", true},
		{"php", "account", false},
		{"csharp", "event", true},
		{"csharp", "params", true},
		{"csharp", "object", true},
		{"csharp", "value", false},
		{"csharp", "Event", false},
		{"terraform", "count", true},
		{"terraform", "depends_on", true},
		{"terraform", "provider", true},
		{"terraform", "type", false},
		{"terraform", "version", false},
		{"cli", "format", true},
		{"cli", "base-url", true},
		{"cli", "help", true},
		{"cli", "name", false},
		{"cobol", "class", false},
		{"", "class", false},
	}
	for _, tt := range tests {
		if got := IsReserved(tt.lang, tt.word); got != tt.want {
			t.Errorf("IsReserved(%q, %q) = %v, want %v", tt.lang, tt.word, got, tt.want)
		}
	}
}

func TestIsBuiltin(t *testing.T) {
	tests := []struct {
		lang, word string
		want       bool
	}{
		{"python", "type", true},
		{"python", "id", true},
		{"python", "list", true},
		{"python", "ValueError", true},
		{"python", "class", false},
		{"python", "account", false},
		{"go", "len", true},
		{"go", "string", true},
		{"go", "error", true},
		{"go", "type", false},
		{"typescript", "Promise", true},
		{"typescript", "File", true},
		{"typescript", "string", true},
		{"java", "String", true},
		{"java", "Override", true},
		{"kotlin", "Unit", true},
		{"ruby", "hash", true},
		{"ruby", "send", true},
		{"ruby", "Data", true},
		{"php", "Exception", true},
		{"php", "exception", true},
		{"csharp", "var", true},
		{"csharp", "Task", true},
		{"terraform", "alias", true},
		{"terraform", "version", true},
		{"cli", "format", false},
		{"cobol", "type", false},
	}
	for _, tt := range tests {
		if got := IsBuiltin(tt.lang, tt.word); got != tt.want {
			t.Errorf("IsBuiltin(%q, %q) = %v, want %v", tt.lang, tt.word, got, tt.want)
		}
	}
}

func TestSafe(t *testing.T) {
	n := New(nil)
	tests := []struct{ lang, in, want string }{
		{"python", "class", "class_"},
		{"python", "type", "type"},
		{"python", "None", "None_"},
		{"python", "account", "account"},
		{"go", "type", "type_"},
		{"go", "Type", "Type"},
		{"typescript", "delete", "delete_"},
		{"node", "default", "default_"},
		{"typescript", "deleteAccount", "deleteAccount"},
		{"java", "package", "package_"},
		{"kotlin", "object", "object_"},
		{"ruby", "end", "end_"},
		{"php", "List", "List_"},
		{"php", "list", "list_"},
		{"csharp", "event", "@event"},
		{"csharp", "Event", "Event"},
		{"terraform", "count", "count_"},
		{"cli", "format", "format-param"},
		{"cli", "max-items", "max-items-param"},
		// leading digits
		{"python", "3ds_secure", "_3ds_secure"},
		{"typescript", "3dsSecure", "_3dsSecure"},
		{"java", "3DSSecure", "_3DSSecure"},
		{"csharp", "404", "_404"},
		{"terraform", "3ds_secure", "_3ds_secure"},
		{"go", "3DSSecure", "X3DSSecure"},
		{"go", "3dsSecure", "_3dsSecure"},
		{"go", "404", "X404"},
		{"ruby", "3DSSecure", "X3DSSecure"},
		{"ruby", "3ds_secure", "_3ds_secure"},
		{"cli", "3ds-secure", "3ds-secure"},
		{"cobol", "3ds", "_3ds"},
		{"cobol", "class", "class"},
		{"python", "", ""},
	}
	for _, tt := range tests {
		if got := n.Safe(tt.lang, tt.in); got != tt.want {
			t.Errorf("Safe(%q, %q) = %q, want %q", tt.lang, tt.in, got, tt.want)
		}
	}
}

// TestSafeEscapesEveryKeyword checks that Safe turns every keyword of every language into a name that is not one.
func TestSafeEscapesEveryKeyword(t *testing.T) {
	n := New(nil)
	for _, lang := range targetKeys {
		for w := range languageOf(lang).keywords {
			got := n.Safe(lang, w)
			if IsReserved(lang, got) {
				t.Errorf("Safe(%q, %q) = %q, still reserved", lang, w, got)
			}
			if lang != "cli" && lang != "csharp" && !IsIdentifier(got) {
				t.Errorf("Safe(%q, %q) = %q, not an identifier", lang, w, got)
			}
		}
	}
}

func TestKeywordTablesAreCaseFolded(t *testing.T) {
	for _, lang := range targetKeys {
		l := languageOf(lang)
		if !l.foldCase {
			continue
		}
		for _, set := range []map[string]bool{l.keywords, l.builtins} {
			for w := range set {
				if w != l.key(w) {
					t.Errorf("%s table has %q, which lookups never match", lang, w)
				}
			}
		}
	}
}

func TestIsIdentifier(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"a", true},
		{"_", true},
		{"_3ds", true},
		{"userID", true},
		{"SCREAMING_SNAKE", true},
		{"", false},
		{"3ds", false},
		{"kebab-case", false},
		{"with space", false},
		{"café", false},
		{"@event", false},
	}
	for _, tt := range tests {
		if got := IsIdentifier(tt.in); got != tt.want {
			t.Errorf("IsIdentifier(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
