package apijson_test

import (
	"io"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/param"
	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/respjson"
)

// The fixtures below are shaped exactly like generated code (see the runtime README). Types using the required
// option carry a nolint: staticcheck does not know apijson's options.

type (
	paramObj   = param.APIObject
	paramUnion = param.APIUnion
)

type AccountStatus string

const (
	AccountStatusActive AccountStatus = "active"
	AccountStatusClosed AccountStatus = "closed"
)

//nolint:staticcheck // SA5008: required is an apijson option
type AddressParam struct {
	Street string            `json:"street,required"`
	City   param.Opt[string] `json:"city,omitzero"`
	paramObj
}

func (r AddressParam) MarshalJSON() (data []byte, err error) {
	type shadow AddressParam
	return param.MarshalObject(r, (*shadow)(&r))
}

//nolint:staticcheck // SA5008: required is an apijson option
type CircleParam struct {
	Radius float64 `json:"radius,required"`
	Kind   string  `json:"kind,required"`
	paramObj
}

func (r CircleParam) MarshalJSON() (data []byte, err error) {
	type shadow CircleParam
	if r.Kind == "" {
		r.Kind = "circle"
	}
	return param.MarshalObject(r, (*shadow)(&r))
}

type ShapeUnionParam struct {
	OfCircle *CircleParam         `json:",omitzero,inline"`
	OfString param.Opt[string]    `json:",omitzero,inline"`
	OfDate   param.Opt[time.Time] `json:",omitzero,inline" format:"date"`
	paramUnion
}

func (u ShapeUnionParam) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfCircle, u.OfString, u.OfDate)
}

// NodeParam is recursive.
type NodeParam struct {
	Value param.Opt[int64] `json:"value,omitzero"`
	Next  *NodeParam       `json:"next,omitzero"`
	paramObj
}

func (r NodeParam) MarshalJSON() (data []byte, err error) {
	type shadow NodeParam
	return param.MarshalObject(r, (*shadow)(&r))
}

//nolint:staticcheck // SA5008: required is an apijson option
type AccountNewParams struct {
	Name      string               `json:"name,required"`
	Nickname  param.Opt[string]    `json:"nickname,omitzero"`
	Age       param.Opt[int64]     `json:"age,omitzero"`
	Score     param.Opt[float64]   `json:"score,omitzero"`
	Admin     param.Opt[bool]      `json:"admin,omitzero"`
	Birthday  param.Opt[time.Time] `json:"birthday,omitzero" format:"date"`
	SeenAt    param.Opt[time.Time] `json:"seen_at,omitzero" format:"date-time"`
	Joined    time.Time            `json:"joined,omitzero" format:"date"`
	Status    AccountStatus        `json:"status,omitzero"`
	Address   AddressParam         `json:"address,omitzero"`
	Addresses []AddressParam       `json:"addresses,omitzero"`
	Roles     []string             `json:"roles,required"`
	Tags      []string             `json:"tags,omitzero"`
	Meta      map[string]string    `json:"meta,omitzero"`
	Extra     any                  `json:"extra,omitzero"`
	Shape     ShapeUnionParam      `json:"shape,omitzero"`
	Node      *NodeParam           `json:"node,omitzero"`
	Avatar    io.Reader            `json:"avatar,omitzero" format:"binary"`
	Limit     param.Opt[int64]     `query:"limit,omitzero" json:"-"`
	XTrace    param.Opt[string]    `header:"X-Trace,omitzero" json:"-"`
	paramObj
}

func (r AccountNewParams) MarshalJSON() (data []byte, err error) {
	type shadow AccountNewParams
	return param.MarshalObject(r, (*shadow)(&r))
}

// AccountNewParamsV1 is the code_style v1 shape.
//
//nolint:staticcheck // SA5008: required is an apijson option
type AccountNewParamsV1 struct {
	Name     param.Field[string]         `json:"name,required"`
	Age      param.Field[int64]          `json:"age,omitzero"`
	Birthday param.Field[time.Time]      `json:"birthday,omitzero" format:"date"`
	Address  param.Field[AddressParamV1] `json:"address,omitzero"`
	Tags     param.Field[[]string]       `json:"tags,omitzero"`
	Limit    param.Field[int64]          `query:"limit,omitzero" json:"-"`
	paramObj
}

func (r AccountNewParamsV1) MarshalJSON() (data []byte, err error) {
	type shadow AccountNewParamsV1
	return param.MarshalObject(r, (*shadow)(&r))
}

//nolint:staticcheck // SA5008: required is an apijson option
type AddressParamV1 struct {
	Street param.Field[string] `json:"street,required"`
	City   param.Field[string] `json:"city,omitzero"`
	paramObj
}

func (r AddressParamV1) MarshalJSON() (data []byte, err error) {
	type shadow AddressParamV1
	return param.MarshalObject(r, (*shadow)(&r))
}

// Responses.

//nolint:staticcheck // SA5008: required is an apijson option
type Account struct {
	ID       string            `json:"id,required"`
	Name     string            `json:"name,required"`
	Age      int64             `json:"age"`
	Score    float64           `json:"score"`
	Admin    bool              `json:"admin"`
	Birthday time.Time         `json:"birthday" format:"date"`
	Created  time.Time         `json:"created" format:"date-time"`
	Address  Address           `json:"address"`
	Parent   *Account          `json:"parent"`
	Tags     []string          `json:"tags"`
	Items    []*Item           `json:"items"`
	Counts   map[string]*int64 `json:"counts"`
	Status   AccountStatus     `json:"status"`
	Shape    ShapeUnion        `json:"shape"`
	Extra    any               `json:"extra"`
	JSON     struct {
		ID          respjson.Field
		Name        respjson.Field
		Age         respjson.Field
		Score       respjson.Field
		Admin       respjson.Field
		Birthday    respjson.Field
		Created     respjson.Field
		Address     respjson.Field
		Parent      respjson.Field
		Tags        respjson.Field
		Items       respjson.Field
		Counts      respjson.Field
		Status      respjson.Field
		Shape       respjson.Field
		Extra       respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

func (r Account) RawJSON() string                  { return r.JSON.raw }
func (r *Account) UnmarshalJSON(data []byte) error { return apijson.UnmarshalRoot(data, r) }

type Address struct {
	Street string `json:"street"`
	City   string `json:"city"`
	JSON   struct {
		Street      respjson.Field
		City        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

func (r Address) RawJSON() string                  { return r.JSON.raw }
func (r *Address) UnmarshalJSON(data []byte) error { return apijson.UnmarshalRoot(data, r) }

type Item struct {
	N    int64 `json:"n"`
	JSON struct {
		N           respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

func (r Item) RawJSON() string                  { return r.JSON.raw }
func (r *Item) UnmarshalJSON(data []byte) error { return apijson.UnmarshalRoot(data, r) }

//nolint:staticcheck // SA5008: required is an apijson option
type Circle struct {
	Kind   string  `json:"kind,required"`
	Radius float64 `json:"radius"`
	JSON   struct {
		Kind        respjson.Field
		Radius      respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

func (r Circle) RawJSON() string                  { return r.JSON.raw }
func (r *Circle) UnmarshalJSON(data []byte) error { return apijson.UnmarshalRoot(data, r) }

// ShapeUnion is a response union with a discriminator: a circle object or a plain string.
type ShapeUnion struct {
	Kind string `json:"kind"`
	JSON struct {
		Kind respjson.Field
		raw  string
	} `json:"-"`
}

func (u ShapeUnion) AsCircle() (v Circle)             { apijson.Port(u.JSON.raw, &v); return }
func (u ShapeUnion) AsString() (v string)             { apijson.Port(u.JSON.raw, &v); return }
func (u ShapeUnion) RawJSON() string                  { return u.JSON.raw }
func (r *ShapeUnion) UnmarshalJSON(data []byte) error { return apijson.UnmarshalRoot(data, r) }

// PetUnion has no discriminator: only raw.
type PetUnion struct {
	JSON struct {
		raw string
	} `json:"-"`
}

func (u PetUnion) AsInt() (v int64)                 { apijson.Port(u.JSON.raw, &v); return }
func (u PetUnion) RawJSON() string                  { return u.JSON.raw }
func (r *PetUnion) UnmarshalJSON(data []byte) error { return apijson.UnmarshalRoot(data, r) }
