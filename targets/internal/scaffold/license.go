package scaffold

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
)

var (
	//go:embed assets/apache-2.0.txt
	apacheLicense string
	//go:embed assets/mit.txt
	mitLicense string
)

// bannerText is the line every generated source file starts with (SERVICE-BEHAVIOUR.md §8).
const bannerText = "File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details."

// Banner returns the generated-file banner as a line comment for a language ("//", "#"), without a line break.
func Banner(commentPrefix string) string {
	if commentPrefix == "" {
		return bannerText
	}
	return commentPrefix + " " + bannerText
}

// LicenseText returns the LICENSE file's path and text from settings.license: the Apache-2.0 text; the MIT text
// with the organization as copyright holder and no year, so output does not change with the date; or a custom
// licence's contents verbatim, in LICENSE.<extension> when it has an extension.
func LicenseText(api *ir.API) (path string, text []byte, err error) {
	l := api.Settings.License
	path = "LICENSE"
	if l.Extension != "" {
		if !extensionPattern.MatchString(l.Extension) {
			return "", nil, fmt.Errorf("licence extension %q is not a file name suffix", l.Extension)
		}
		path += "." + strings.TrimPrefix(l.Extension, ".")
	}
	switch {
	case l.Contents != "":
		return path, []byte(l.Contents), nil
	case l.SPDX == "" || l.SPDX == "Apache-2.0":
		return path, []byte(apacheLicense), nil
	case l.SPDX == "MIT":
		holder := oneLine(naming.New(api.Casings).Pascal(api.Organization.Name))
		return path, []byte(strings.Replace(mitLicense, "<holder>", holder, 1)), nil
	}
	return "", nil, fmt.Errorf("licence %q has no text: give its contents in settings.license", l.SPDX)
}
