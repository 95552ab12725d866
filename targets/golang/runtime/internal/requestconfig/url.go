package requestconfig

import (
	"fmt"
	"net/url"
	"os"
	"sort"
	"strings"
)

// requestURL is the absolute URL of the call: the request's URL when absolute, else its path and query joined to
// the base URL.
func (cfg *RequestConfig) requestURL(s *Settings) (*url.URL, error) {
	rel := cfg.Request.URL
	if rel.IsAbs() {
		u := *rel
		return &u, nil
	}
	raw, err := cfg.baseURLString(s)
	if err != nil {
		return nil, err
	}
	if raw, err = cfg.fillServerVariables(s, raw); err != nil {
		return nil, err
	}
	base, err := url.Parse(raw)
	if err != nil || base.Scheme == "" || base.Host == "" {
		return nil, fmt.Errorf("invalid base URL %q: it needs a scheme and a host", raw)
	}
	return joinURL(base, rel), nil
}

// baseURLString applies the precedence of SDK-QUALITY.md §2: an explicit environment and an explicit base URL
// together are an error; <PREFIX>_BASE_URL loses to an explicit environment.
func (cfg *RequestConfig) baseURLString(s *Settings) (string, error) {
	explicit := cfg.baseURL != "" && !cfg.baseURLFromEnv(s)
	switch {
	case cfg.environment != "" && explicit:
		return "", fmt.Errorf("both an environment (%q) and a base URL (%q) were given: pass only one", cfg.environment, cfg.baseURL)
	case cfg.environment != "":
		if u, ok := s.Environments[cfg.environment]; ok {
			return u, nil
		}
		return "", fmt.Errorf("unknown environment %q (known: %s)", cfg.environment, strings.Join(environmentNames(s), ", "))
	case cfg.baseURL != "":
		return cfg.baseURL, nil
	case s.BaseURL != "":
		return s.BaseURL, nil
	}
	return "", fmt.Errorf("no base URL: pass option.WithBaseURL or set %s_BASE_URL", s.EnvPrefix)
}

// baseURLFromEnv tells a base URL that DefaultClientOptions read from <PREFIX>_BASE_URL (with option.WithBaseURL)
// from one the caller passed: it is the variable's value.
func (cfg *RequestConfig) baseURLFromEnv(s *Settings) bool {
	if s.EnvPrefix == "" {
		return false
	}
	v, ok := os.LookupEnv(s.EnvPrefix + "_BASE_URL")
	return ok && strings.TrimSpace(v) == cfg.baseURL
}

func environmentNames(s *Settings) []string {
	names := make([]string, 0, len(s.Environments))
	for n := range s.Environments {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// fillServerVariables replaces each {var} of the base URL with the URL-escaped value of the client option whose
// ServerVariable is var.
func (cfg *RequestConfig) fillServerVariables(s *Settings, raw string) (string, error) {
	for _, o := range s.Options {
		placeholder := "{" + o.ServerVariable + "}"
		if o.ServerVariable == "" || !strings.Contains(raw, placeholder) {
			continue
		}
		v, ok := cfg.value(o)
		if !ok {
			return "", fmt.Errorf("missing %s for the base URL %q: %s", o.Name, raw, howToPass([]ClientOption{o}))
		}
		raw = strings.ReplaceAll(raw, placeholder, url.PathEscape(v))
	}
	if i := strings.IndexByte(raw, '{'); i >= 0 && strings.IndexByte(raw[i:], '}') > 0 {
		return "", fmt.Errorf("base URL %q has a placeholder no client option fills", raw)
	}
	return raw, nil
}

// howToPass tells how to give options: "pass option.WithAPIKey or set ACME_API_KEY".
func howToPass(opts []ClientOption) string {
	var args, envs []string
	for _, o := range opts {
		if o.Arg != "" {
			args = append(args, o.Arg)
		} else {
			args = append(args, "option.WithClientValue(\""+o.Name+"\", ...)")
		}
		if o.Env != "" {
			envs = append(envs, o.Env)
		}
	}
	text := "pass " + strings.Join(args, " and ")
	if len(envs) > 0 {
		text += " or set " + strings.Join(envs, " and ")
	}
	return text
}

// joinURL appends rel's path to base's (one slash between them, whatever either has) and concatenates their
// queries. Path params stay as escaped; dot segments are not resolved.
func joinURL(base, rel *url.URL) *url.URL {
	u := *base
	p := strings.TrimSuffix(base.EscapedPath(), "/") + "/" + strings.TrimPrefix(rel.EscapedPath(), "/")
	u.Path, u.RawPath = p, p
	if unescaped, err := url.PathUnescape(p); err == nil {
		u.Path = unescaped
	}
	switch {
	case base.RawQuery == "":
		u.RawQuery = rel.RawQuery
	case rel.RawQuery != "":
		u.RawQuery = base.RawQuery + "&" + rel.RawQuery
	}
	u.Fragment, u.RawFragment = "", ""
	return &u
}
