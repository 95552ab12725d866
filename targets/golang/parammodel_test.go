package golang_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
)

// TestParamModelNames: the kitchen sink's Address names AddressInput as its param model, which nothing else uses:
// Address's request side is AddressInputParam (AddressInput with remove_params_suffix), requests take it, AddressInput
// is not declared on its own, and Address converts to it with ToParam.
func TestParamModelNames(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(cfg *config.GoTarget)
		param string
	}{
		{"v2", nil, "AddressInputParam"},
		{"v1", codeStyle("v1"), "AddressInputParam"},
		{"remove_params_suffix", func(cfg *config.GoTarget) { cfg.Options.RemoveParamsSuffix = new(true) }, "AddressInput"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := generateGo(t, kitchenSinkDir, c.edit)
			shared, account := fileText(t, tr, "shared/shared.go"), fileText(t, tr, "account.go")
			for _, want := range []string{"type " + c.param + " struct", "func (r Address) ToParam() " + c.param + " {"} {
				if !strings.Contains(shared, want) {
					t.Errorf("shared/shared.go lacks %q", want)
				}
			}
			if strings.Contains(shared, "type AddressParam ") || c.param != "AddressInput" && strings.Contains(shared, "type AddressInput ") {
				t.Error("Address's request side is declared under another name too")
			}
			if !strings.Contains(account, c.param) {
				t.Errorf("account.go's params do not use %s", c.param)
			}
		})
	}
}

// TestParamModelConverts builds the kitchen sink module with a test of its own: an Address decoded from a response
// converts with ToParam into the request side, which sends the same JSON.
func TestParamModelConverts(t *testing.T) {
	for _, style := range []string{"v1", "v2"} {
		t.Run(style, func(t *testing.T) {
			t.Parallel()
			sdk, goBin, env := builtModule(t, generateGo(t, kitchenSinkDir, codeStyle(style)))
			write(t, filepath.Join(sdk, "toparam_sdkgen_test.go"), `package acme_test

import (
	"encoding/json"
	"testing"

	"github.com/acme-org/acme-go"
)

func TestToParam(t *testing.T) {
	const sent = `+"`"+`{"line1":"1 Main St","city":"Paris","country":"FR"}`+"`"+`
	var a acme.Address
	if err := json.Unmarshal([]byte(sent), &a); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(a.ToParam())
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != sent {
		t.Errorf("ToParam sends %s, want %s", out, sent)
	}
}
`)
			if out, err := run(sdk, env, goBin, "test", "-count=1", "-run", "TestToParam", "."); err != nil {
				t.Fatalf("ToParam does not convert: %v\n%s", err, out)
			}
		})
	}
}
