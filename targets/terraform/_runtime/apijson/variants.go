package apijson

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// Variants checks that the attributes a configuration sets of a union of objects (one object holding every
// variant's attributes) all belong to one variant: the API takes one variant, not a mix. Each variant is the list
// of its attribute names. It validates a nested object attribute (validator.Object) or a resource whose object is
// the union (resource.ConfigValidator).
type Variants [][]string

var (
	_ validator.Object         = Variants(nil)
	_ resource.ConfigValidator = Variants(nil)
)

func (v Variants) Description(context.Context) string {
	return "the attributes set belong to one variant"
}

func (v Variants) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

// ValidateObject checks a nested object attribute.
func (v Variants) ValidateObject(_ context.Context, req validator.ObjectRequest, resp *validator.ObjectResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	resp.Diagnostics.Append(v.check(req.Path, req.ConfigValue.Attributes())...)
}

// ValidateResource checks the resource's own attributes.
func (v Variants) ValidateResource(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	attrs := map[string]attr.Value{}
	for _, variant := range v {
		for _, name := range variant {
			var value attr.Value
			if diags := req.Config.GetAttribute(ctx, path.Root(name), &value); !diags.HasError() {
				attrs[name] = value
			}
		}
	}
	resp.Diagnostics.Append(v.check(path.Empty(), attrs)...)
}

// check reports a configuration whose set attributes no single variant has; unknown values may still be null, so
// they do not count.
func (v Variants) check(at path.Path, attrs map[string]attr.Value) diag.Diagnostics {
	var set []string
	for name, value := range attrs {
		if value != nil && !value.IsNull() && !value.IsUnknown() {
			set = append(set, name)
		}
	}
	sort.Strings(set)
	for _, variant := range v {
		if containsAll(variant, set) {
			return nil
		}
	}
	var diags diag.Diagnostics
	var variants []string
	for _, variant := range v {
		variants = append(variants, strings.Join(variant, ", "))
	}
	diags.AddAttributeError(at, "Attributes of several variants",
		fmt.Sprintf("%s are set, but no variant has them all; each variant has one of these sets of attributes: (%s)", strings.Join(set, ", "), strings.Join(variants, "), (")))
	return diags
}

func containsAll(variant, names []string) bool {
	have := map[string]bool{}
	for _, n := range variant {
		have[n] = true
	}
	for _, n := range names {
		if !have[n] {
			return false
		}
	}
	return true
}
