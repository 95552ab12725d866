package apijson

import (
	"context"
	"reflect"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// The custom field types of nested attributes. Each is typed by its Go type parameters alone, so a zero value
// (a null) already has its full Terraform type: a model struct needs no constructor, and JSON decodes into any
// depth of objects, lists, sets and maps. Object[T]'s attributes are T's tagged fields, which also name their
// JSON keys (see Fields).

// TypeOf is the Terraform type of a value type V, from its zero value.
func TypeOf[V attr.Value]() attr.Type {
	var zero V
	return zero.Type(context.Background())
}

// attrTypesCache holds each struct type's attribute types.
var attrTypesCache sync.Map

// attrTypes are the attribute types of a struct's tfsdk-tagged fields.
func attrTypes(t reflect.Type) map[string]attr.Type {
	if cached, ok := attrTypesCache.Load(t); ok {
		return cached.(map[string]attr.Type)
	}
	out := map[string]attr.Type{}
	for i := range t.NumField() {
		sf := t.Field(i)
		name := sf.Tag.Get("tfsdk")
		if name == "" || name == "-" {
			continue
		}
		if v, ok := reflect.Zero(sf.Type).Interface().(attr.Value); ok {
			out[name] = v.Type(context.Background())
		}
	}
	attrTypesCache.Store(t, out)
	return out
}

// structTyped is what a nested object type tells the JSON conversion: the struct whose fields it has.
type structTyped interface {
	StructType() reflect.Type
}

// ObjectType is the type of an Object[T].
type ObjectType[T any] struct{}

var _ basetypes.ObjectTypable = ObjectType[struct{}]{}

func (ObjectType[T]) base() basetypes.ObjectType {
	return basetypes.ObjectType{AttrTypes: attrTypes(reflect.TypeFor[T]())}
}

// StructType is T.
func (ObjectType[T]) StructType() reflect.Type { return reflect.TypeFor[T]() }

func (o ObjectType[T]) TerraformType(ctx context.Context) tftypes.Type {
	return o.base().TerraformType(ctx)
}

func (o ObjectType[T]) ValueFromTerraform(ctx context.Context, in tftypes.Value) (attr.Value, error) {
	v, err := o.base().ValueFromTerraform(ctx, in)
	if err != nil {
		return nil, err
	}
	return Object[T]{ObjectValue: v.(basetypes.ObjectValue)}, nil
}

func (ObjectType[T]) ValueType(context.Context) attr.Value { return Object[T]{} }

func (ObjectType[T]) Equal(other attr.Type) bool {
	_, ok := other.(ObjectType[T])
	return ok
}

func (ObjectType[T]) String() string {
	return "apijson.ObjectType[" + reflect.TypeFor[T]().String() + "]"
}

func (o ObjectType[T]) ApplyTerraform5AttributePathStep(step tftypes.AttributePathStep) (any, error) {
	return o.base().ApplyTerraform5AttributePathStep(step)
}

// AttributeTypes are T's attribute types.
func (o ObjectType[T]) AttributeTypes() map[string]attr.Type { return o.base().AttrTypes }

// WithAttributeTypes is the plain object type of the given attribute types.
func (o ObjectType[T]) WithAttributeTypes(types map[string]attr.Type) attr.TypeWithAttributeTypes {
	return basetypes.ObjectType{AttrTypes: types}
}

func (ObjectType[T]) ValueFromObject(_ context.Context, in basetypes.ObjectValue) (basetypes.ObjectValuable, diag.Diagnostics) {
	return Object[T]{ObjectValue: in}, nil
}

// Object is a nested object attribute (SingleNestedAttribute, or an element of a nested list, set or map).
type Object[T any] struct {
	basetypes.ObjectValue
}

var _ basetypes.ObjectValuable = Object[struct{}]{}

// typed is the value with its attribute types: the zero value has none.
func (v Object[T]) typed() basetypes.ObjectValue {
	if v.ObjectValue.IsNull() && len(v.ObjectValue.AttributeTypes(context.Background())) == 0 {
		return basetypes.NewObjectNull(ObjectType[T]{}.AttributeTypes())
	}
	return v.ObjectValue
}

func (Object[T]) Type(context.Context) attr.Type { return ObjectType[T]{} }

func (v Object[T]) Equal(other attr.Value) bool {
	o, ok := other.(Object[T])
	return ok && v.typed().Equal(o.typed())
}

func (v Object[T]) ToTerraformValue(ctx context.Context) (tftypes.Value, error) {
	return v.typed().ToTerraformValue(ctx)
}

func (v Object[T]) ToObjectValue(context.Context) (basetypes.ObjectValue, diag.Diagnostics) {
	return v.typed(), nil
}

// ObjectValueOf is the object value of a struct of T: its tagged fields.
func ObjectValueOf[T any](ctx context.Context, in T) (Object[T], diag.Diagnostics) {
	values := map[string]attr.Value{}
	rv := reflect.ValueOf(in)
	for i := range rv.NumField() {
		name := rv.Type().Field(i).Tag.Get("tfsdk")
		if v, ok := rv.Field(i).Interface().(attr.Value); ok && name != "" && name != "-" {
			values[name] = v
		}
	}
	ov, diags := basetypes.NewObjectValue(ObjectType[T]{}.AttributeTypes(), values)
	return Object[T]{ObjectValue: ov}, diags
}

// ListType is the type of a List[V].
type ListType[V attr.Value] struct{}

var _ basetypes.ListTypable = ListType[basetypes.StringValue]{}

func (ListType[V]) base() basetypes.ListType { return basetypes.ListType{ElemType: TypeOf[V]()} }

func (l ListType[V]) TerraformType(ctx context.Context) tftypes.Type {
	return l.base().TerraformType(ctx)
}

func (l ListType[V]) ValueFromTerraform(ctx context.Context, in tftypes.Value) (attr.Value, error) {
	v, err := l.base().ValueFromTerraform(ctx, in)
	if err != nil {
		return nil, err
	}
	return List[V]{ListValue: v.(basetypes.ListValue)}, nil
}

func (ListType[V]) ValueType(context.Context) attr.Value { return List[V]{} }

func (ListType[V]) Equal(other attr.Type) bool {
	_, ok := other.(ListType[V])
	return ok
}

func (l ListType[V]) String() string { return "apijson.ListType[" + TypeOf[V]().String() + "]" }

func (l ListType[V]) ApplyTerraform5AttributePathStep(step tftypes.AttributePathStep) (any, error) {
	return l.base().ApplyTerraform5AttributePathStep(step)
}

// ElementType is V's type.
func (ListType[V]) ElementType() attr.Type { return TypeOf[V]() }

// WithElementType is the plain list type of the given element type.
func (ListType[V]) WithElementType(t attr.Type) attr.TypeWithElementType {
	return basetypes.ListType{ElemType: t}
}

func (ListType[V]) ValueFromList(_ context.Context, in basetypes.ListValue) (basetypes.ListValuable, diag.Diagnostics) {
	return List[V]{ListValue: in}, nil
}

// List is a list attribute whose elements are V values (a ListAttribute, or a ListNestedAttribute of Object[T]).
type List[V attr.Value] struct {
	basetypes.ListValue
}

var _ basetypes.ListValuable = List[basetypes.StringValue]{}

func (v List[V]) typed() basetypes.ListValue {
	if v.ListValue.IsNull() && v.ListValue.ElementType(context.Background()) == nil {
		return basetypes.NewListNull(TypeOf[V]())
	}
	return v.ListValue
}

func (List[V]) Type(context.Context) attr.Type { return ListType[V]{} }

func (v List[V]) Equal(other attr.Value) bool {
	o, ok := other.(List[V])
	return ok && v.typed().Equal(o.typed())
}

func (v List[V]) ToTerraformValue(ctx context.Context) (tftypes.Value, error) {
	return v.typed().ToTerraformValue(ctx)
}

func (v List[V]) ToListValue(context.Context) (basetypes.ListValue, diag.Diagnostics) {
	return v.typed(), nil
}

// ListValueOf is the list of the given elements.
func ListValueOf[V attr.Value](elems []V) (List[V], diag.Diagnostics) {
	values := make([]attr.Value, len(elems))
	for i, e := range elems {
		values[i] = e
	}
	lv, diags := basetypes.NewListValue(TypeOf[V](), values)
	return List[V]{ListValue: lv}, diags
}

// SetType is the type of a Set[V].
type SetType[V attr.Value] struct{}

var _ basetypes.SetTypable = SetType[basetypes.StringValue]{}

func (SetType[V]) base() basetypes.SetType { return basetypes.SetType{ElemType: TypeOf[V]()} }

func (s SetType[V]) TerraformType(ctx context.Context) tftypes.Type {
	return s.base().TerraformType(ctx)
}

func (s SetType[V]) ValueFromTerraform(ctx context.Context, in tftypes.Value) (attr.Value, error) {
	v, err := s.base().ValueFromTerraform(ctx, in)
	if err != nil {
		return nil, err
	}
	return Set[V]{SetValue: v.(basetypes.SetValue)}, nil
}

func (SetType[V]) ValueType(context.Context) attr.Value { return Set[V]{} }

func (SetType[V]) Equal(other attr.Type) bool {
	_, ok := other.(SetType[V])
	return ok
}

func (SetType[V]) String() string { return "apijson.SetType[" + TypeOf[V]().String() + "]" }

func (s SetType[V]) ApplyTerraform5AttributePathStep(step tftypes.AttributePathStep) (any, error) {
	return s.base().ApplyTerraform5AttributePathStep(step)
}

// ElementType is V's type.
func (SetType[V]) ElementType() attr.Type { return TypeOf[V]() }

// WithElementType is the plain set type of the given element type.
func (SetType[V]) WithElementType(t attr.Type) attr.TypeWithElementType {
	return basetypes.SetType{ElemType: t}
}

func (SetType[V]) ValueFromSet(_ context.Context, in basetypes.SetValue) (basetypes.SetValuable, diag.Diagnostics) {
	return Set[V]{SetValue: in}, nil
}

// Set is a set attribute (unique items) whose elements are V values.
type Set[V attr.Value] struct {
	basetypes.SetValue
}

var _ basetypes.SetValuable = Set[basetypes.StringValue]{}

func (v Set[V]) typed() basetypes.SetValue {
	if v.SetValue.IsNull() && v.SetValue.ElementType(context.Background()) == nil {
		return basetypes.NewSetNull(TypeOf[V]())
	}
	return v.SetValue
}

func (Set[V]) Type(context.Context) attr.Type { return SetType[V]{} }

func (v Set[V]) Equal(other attr.Value) bool {
	o, ok := other.(Set[V])
	return ok && v.typed().Equal(o.typed())
}

func (v Set[V]) ToTerraformValue(ctx context.Context) (tftypes.Value, error) {
	return v.typed().ToTerraformValue(ctx)
}

func (v Set[V]) ToSetValue(context.Context) (basetypes.SetValue, diag.Diagnostics) {
	return v.typed(), nil
}

// MapType is the type of a Map[V].
type MapType[V attr.Value] struct{}

var _ basetypes.MapTypable = MapType[basetypes.StringValue]{}

func (MapType[V]) base() basetypes.MapType { return basetypes.MapType{ElemType: TypeOf[V]()} }

func (m MapType[V]) TerraformType(ctx context.Context) tftypes.Type {
	return m.base().TerraformType(ctx)
}

func (m MapType[V]) ValueFromTerraform(ctx context.Context, in tftypes.Value) (attr.Value, error) {
	v, err := m.base().ValueFromTerraform(ctx, in)
	if err != nil {
		return nil, err
	}
	return Map[V]{MapValue: v.(basetypes.MapValue)}, nil
}

func (MapType[V]) ValueType(context.Context) attr.Value { return Map[V]{} }

func (MapType[V]) Equal(other attr.Type) bool {
	_, ok := other.(MapType[V])
	return ok
}

func (MapType[V]) String() string { return "apijson.MapType[" + TypeOf[V]().String() + "]" }

func (m MapType[V]) ApplyTerraform5AttributePathStep(step tftypes.AttributePathStep) (any, error) {
	return m.base().ApplyTerraform5AttributePathStep(step)
}

// ElementType is V's type.
func (MapType[V]) ElementType() attr.Type { return TypeOf[V]() }

// WithElementType is the plain map type of the given element type.
func (MapType[V]) WithElementType(t attr.Type) attr.TypeWithElementType {
	return basetypes.MapType{ElemType: t}
}

func (MapType[V]) ValueFromMap(_ context.Context, in basetypes.MapValue) (basetypes.MapValuable, diag.Diagnostics) {
	return Map[V]{MapValue: in}, nil
}

// Map is a map attribute (an object with arbitrary keys) whose values are V values.
type Map[V attr.Value] struct {
	basetypes.MapValue
}

var _ basetypes.MapValuable = Map[basetypes.StringValue]{}

func (v Map[V]) typed() basetypes.MapValue {
	if v.MapValue.IsNull() && v.MapValue.ElementType(context.Background()) == nil {
		return basetypes.NewMapNull(TypeOf[V]())
	}
	return v.MapValue
}

func (Map[V]) Type(context.Context) attr.Type { return MapType[V]{} }

func (v Map[V]) Equal(other attr.Value) bool {
	o, ok := other.(Map[V])
	return ok && v.typed().Equal(o.typed())
}

func (v Map[V]) ToTerraformValue(ctx context.Context) (tftypes.Value, error) {
	return v.typed().ToTerraformValue(ctx)
}

func (v Map[V]) ToMapValue(context.Context) (basetypes.MapValue, diag.Diagnostics) {
	return v.typed(), nil
}
