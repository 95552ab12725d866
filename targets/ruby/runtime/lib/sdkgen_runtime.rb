# frozen_string_literal: true

# The runtime on its own, for its tests; a generated gem's own entry file requires the same files and its API.
require_relative "sdkgen_runtime/internal"

module SdkgenRuntime
  VERSION = "0.0.0"
end
