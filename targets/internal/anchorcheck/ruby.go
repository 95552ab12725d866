package anchorcheck

import (
	"os"
	"path/filepath"
)

// rubyPlugins are stand-ins for the minitest plugins the anchors' test_helper.rb requires that Debian does not
// package (minitest-proveit, minitest-rg), with assert_pattern, which Debian's minitest lacks: written under test/, which scripts/run-tests puts on the load path.
// prove_it! keeps its meaning, a test without assertions fails; rg only colours the output.
var rubyPlugins = map[string]string{
	"test/minitest/proveit.rb": `# frozen_string_literal: true

# Stand-in for the minitest-proveit gem (not packaged by Debian): prove_it! fails tests that assert nothing.
module Minitest
  class Test
    def self.prove_it!
      define_method(:after_teardown) do
        super()
        return if skipped? || !passed? || assertions.positive?

        failures << Minitest::Assertion.new("#{self.class}##{name} made no assertions")
      end
    end
  end
end
`,
	"test/minitest/rg.rb": `# frozen_string_literal: true

# Stand-in for the minitest-rg gem (not packaged by Debian), which only colours the output. It also backports
# assert_pattern, which the anchors use and Debian's minitest 5.17 lacks (minitest 5.18 has it), with its meaning:
# the block's pattern match must succeed.
module Minitest
  module Assertions
    unless method_defined?(:assert_pattern)
      def assert_pattern
        yield
        pass
      rescue NoMatchingPatternError => e
        flunk(e.message)
      end
    end
  end
end
`,
}

// ruby drops in the anchor's test/ folder in place of the gem's own, with the plugin stand-ins, and deselects by
// minitest's --exclude pattern on test method names.
var ruby = language{
	targets: []string{"ruby"},
	dropIn: func(anchor, sdk string, excluded map[string]bool) error {
		if err := replaceDir(anchor, sdk, "test", excluded); err != nil {
			return err
		}
		for rel, text := range rubyPlugins {
			path := filepath.Join(sdk, filepath.FromSlash(rel))
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				return err
			}
		}
		return nil
	},
	deselect: func(ids []TestID) ([]string, error) {
		if len(ids) == 0 {
			return nil, nil
		}
		names, err := topLevelNames("ruby", ids)
		if err != nil {
			return nil, err
		}
		return []string{"--exclude", "/(?:^|#)" + alternation(names) + "$/"}, nil
	},
}
