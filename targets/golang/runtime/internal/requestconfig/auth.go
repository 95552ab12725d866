package requestconfig

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// applyAuth adds the credentials of the first security alternative whose options all have values (SDK-QUALITY.md
// §6). A header or query param that an option set or removed is left alone.
func (cfg *RequestConfig) applyAuth(s *Settings, h http.Header, q url.Values) error {
	alternatives := s.Security
	if cfg.securitySet {
		alternatives = cfg.security
	}
	for _, alt := range alternatives {
		schemes, ok, err := cfg.satisfied(s, alt)
		if err != nil {
			return err
		}
		if ok {
			for _, a := range schemes {
				cfg.applyScheme(a, h, q)
			}
			return nil
		}
	}
	if len(alternatives) == 0 {
		return nil
	}
	return missingCredentials(s, alternatives)
}

// satisfied resolves an alternative's schemes and reports whether all their options have values.
func (cfg *RequestConfig) satisfied(s *Settings, alt []string) ([]AuthScheme, bool, error) {
	schemes := make([]AuthScheme, 0, len(alt))
	ok := true
	for _, name := range alt {
		a, found := s.scheme(name)
		if !found {
			return nil, false, fmt.Errorf("unknown security scheme %q", name)
		}
		for _, opt := range a.optionNames() {
			if _, has := cfg.value(s.option(opt)); !has {
				ok = false
			}
		}
		schemes = append(schemes, a)
	}
	return schemes, ok, nil
}

// applyScheme writes one scheme's credential.
func (cfg *RequestConfig) applyScheme(a AuthScheme, h http.Header, q url.Values) {
	s := cfg.settingsOrZero()
	val := func(name string) string { v, _ := cfg.value(s.option(name)); return v }
	switch a.Kind {
	case AuthBearer:
		keyword := a.Keyword
		if keyword == "" {
			keyword = "Bearer"
		}
		cfg.setHeader(h, "Authorization", keyword+" "+val(a.Value))
	case AuthBasic:
		pair := val(a.Username) + ":" + val(a.Password)
		if !a.DisableBase64 {
			pair = base64.StdEncoding.EncodeToString([]byte(pair))
		}
		cfg.setHeader(h, "Authorization", "Basic "+pair)
	case AuthAPIKeyHeader:
		cfg.setHeader(h, a.ParamName, val(a.Value))
	case AuthAPIKeyQuery:
		if !cfg.touchedQuery[a.ParamName] {
			q.Set(a.ParamName, val(a.Value))
		}
	case AuthAPIKeyCookie:
		if !cfg.isTouched("Cookie") {
			c := (&http.Cookie{Name: a.ParamName, Value: val(a.Value)}).String()
			if old := h.Get("Cookie"); old != "" {
				c = old + "; " + c
			}
			h.Set("Cookie", c)
		}
	}
}

// setHeader sets a header the runtime computes, unless a header option owns it.
func (cfg *RequestConfig) setHeader(h http.Header, name, value string) {
	if !cfg.isTouched(name) {
		h.Set(name, value)
	}
}

// missingCredentials names every way to satisfy an alternative, with the arguments and environment variables.
func missingCredentials(s *Settings, alternatives [][]string) error {
	ways := make([]string, 0, len(alternatives))
	for _, alt := range alternatives {
		var opts []ClientOption
		for _, name := range alt {
			a, _ := s.scheme(name)
			for _, o := range a.optionNames() {
				opts = append(opts, s.option(o))
			}
		}
		ways = append(ways, howToPass(opts))
	}
	return fmt.Errorf("missing credentials: %s", strings.Join(ways, "; or "))
}
