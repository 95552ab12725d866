package typescript

import (
	"regexp"
	"slices"
	"testing"
)

// exportDeclPattern is the declaration grammar exports reads, as a regular expression, to check the scanner by.
var exportDeclPattern = regexp.MustCompile(`(?m)^export (?:declare )?(?:abstract )?(?:interface|type|class|const|function|enum) ([A-Za-z_$][\w$]*)`)

func TestModuleExports(t *testing.T) {
	cases := []struct {
		name string
		body string
		want []string
	}{
		{"each kind", "export interface A {}\nexport type B = 1;\nexport class C {}\nexport const D = 1;\nexport function E() {}\nexport enum F {}\n", []string{"A", "B", "C", "D", "E", "F"}},
		{"declare and abstract", "export declare abstract class G {}\nexport abstract class H {}\nexport declare const I: 1;\n", []string{"G", "H", "I"}},
		{"wrong order", "export abstract declare class J {}\n", nil},
		{"not at line start", "  export class K {}\n// export class L {}\n", nil},
		{"identifier characters", "export class $M_1<T> {}\nexport const N$2=1\nexport class 3O {}\nexport type  P = 1\n", []string{"$M_1", "N$2"}},
		{"default and re-exports", "export default class Q {}\nexport { R } from './r';\nexport * from './s';\n", nil},
		{"no trailing newline", "export namespace T {}\nexport type U = 1", []string{"U"}},
		{"carriage return", "export type V = 1;\r\nexport type W\r", []string{"V", "W"}},
		{"keyword prefix", "export types X\nexport classY {}\n", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := &module{}
			m.body.b.WriteString(c.body)
			got := m.exports()
			if !slices.Equal(got, c.want) {
				t.Errorf("exports() = %q, want %q", got, c.want)
			}
			var byPattern []string
			for _, match := range exportDeclPattern.FindAllStringSubmatch(c.body, -1) {
				byPattern = append(byPattern, match[1])
			}
			if !slices.Equal(got, byPattern) {
				t.Errorf("exports() = %q, the declaration grammar's expression finds %q", got, byPattern)
			}
		})
	}
}
