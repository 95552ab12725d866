# frozen_string_literal: true

require_relative "lib/acme/version"

Gem::Specification.new do |s|
  s.name = "acme"
  s.version = Acme::VERSION
  s.summary = "Ruby library to access the Acme API"
  s.authors = ["Acme"]
  s.email = "support@acme.example"
  s.license = "Apache-2.0"
  s.metadata["rubygems_mfa_required"] = "true"
  s.required_ruby_version = ">= 3.1"
  s.files = Dir["lib/**/*.rb", "sig/**/*.rbs", "README.md", "LICENSE*"]
  s.require_paths = ["lib"]
end
