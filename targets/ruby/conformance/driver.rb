# frozen_string_literal: true

# The Ruby driver of sdkgen's conformance suite (targets/conformance). sdkgen's toolchain test copies it into a gem
# generated from targets/conformance/api at conformance/driver.rb and runs it from the gem's root:
#
#   CONFORMANCE_BASE_URL=http://127.0.0.1:PORT CONFORMANCE_SCENARIOS=scenarios.json ruby -Ilib conformance/driver.rb
#
# It interprets the scenarios file generically (it never names a scenario): for each scenario it builds a client,
# makes the one call and prints one JSON line, {"scenario", "result"} and/or {"scenario", "error"}.

require "json"
require "timeout"
require "conformance"

# A failure of the driver itself (an unknown method, a hung scenario): reported with kind driver.
class DriverError < StandardError; end

WATCHDOG_SECONDS = 60
ERRORS = Conformance::Errors
KINDS = [
  [DriverError, "driver"], [ERRORS::APITimeoutError, "timeout"], [ERRORS::APIConnectionError, "connection"],
  [ERRORS::BadRequestError, "bad_request"], [ERRORS::AuthenticationError, "authentication"],
  [ERRORS::PermissionDeniedError, "permission_denied"], [ERRORS::NotFoundError, "not_found"],
  [ERRORS::ConflictError, "conflict"], [ERRORS::UnprocessableEntityError, "unprocessable_entity"],
  [ERRORS::RateLimitError, "rate_limit"], [ERRORS::InternalServerError, "internal_server"],
  [ERRORS::APIStatusError, "status"], [ERRORS::APIError, "api"]
].freeze

def describe_error(err)
  kind = KINDS.find { |klass, _| err.is_a?(klass) }&.last || "client"
  out = {"kind" => kind, "message" => err.message.empty? ? err.class.name : err.message}
  out["status"] = err.status if err.respond_to?(:status) && err.status.is_a?(Integer)
  out["request_id"] = err.request_id if err.respond_to?(:request_id) && err.request_id.is_a?(String)
  out
end

def client_options(spec, base_url)
  return {} if spec["zero_args"]

  out = {base_url: spec["trailing_slash"] ? "#{base_url}/" : base_url}
  %w[api_key username password token max_retries].each { |key| out[key.to_sym] = spec[key] unless spec[key].nil? }
  out[:timeout] = spec["timeout_ms"] / 1000.0 unless spec["timeout_ms"].nil?
  out[:default_headers] = spec["default_headers"] unless spec["default_headers"].nil?
  out
end

def request_options(spec)
  out = {}
  out[:extra_headers] = spec["headers"] unless spec["headers"].nil?
  out[:extra_query] = spec["query"] unless spec["query"].nil?
  out[:extra_body] = spec["body"] unless spec["body"].nil?
  out[:timeout] = spec["timeout_ms"] / 1000.0 unless spec["timeout_ms"].nil?
  out[:idempotency_key] = spec["idempotency_key"] unless spec["idempotency_key"].nil?
  out
end

def prepare(client, spec)
  resource_name, method_name = spec["method"].to_s.split(".", 2)
  options = spec["options"] || {}
  client = client.with_options(max_retries: options["max_retries"]) unless options["max_retries"].nil?
  resource = client.public_send(resource_name) if resource_name&.match?(/\A[a-z]\w*\z/) && client.respond_to?(resource_name)
  raise DriverError, "the client has no method #{spec["method"]}" unless resource && method_name&.match?(/\A[a-z]\w*\z/) && resource.respond_to?(method_name)

  params = (spec["params"] || {}).transform_keys(&:to_sym)
  (spec["files"] || {}).each do |name, file|
    params[name.to_sym] = Conformance::FilePart.new(file["content"].to_s, filename: file["filename"],
                                                                          content_type: file["content_type"])
  end
  params[:stream] = true if spec["stream"]
  params[:request_options] = request_options(options)
  [resource.method(method_name), spec["args"] || [], params]
end

def to_json_value(value)
  case value
  when Conformance::Internal::Type::BaseModel then value.to_wire
  when Array then value.map { to_json_value(_1) }
  when Hash then value.to_h { |k, v| [k.to_s, to_json_value(v)] }
  when Symbol then value.to_s
  when nil, true, false, Numeric, String then value
  else raise DriverError, "the SDK returned a #{value.class}, which the driver cannot print as JSON"
  end
end

def collect(call, how, partial)
  case how
  when "value" then return to_json_value(call.call)
  when "items" then call.call.auto_paging_each { partial << to_json_value(_1) }
  when "pages"
    page = call.call
    loop do
      partial << to_json_value(page.items)
      break unless page.next_page?

      page = page.next_page
    end
  when "events" then call.call.each { partial << to_json_value(_1) }
  else raise DriverError, "unknown collect #{how.inspect}"
  end
  partial
end

def with_env(env, base_url)
  saved = env.keys.to_h { [_1, ENV.fetch(_1, nil)] }
  env.each { |name, value| ENV[name] = value.gsub("{base_url}", base_url) }
  yield
ensure
  saved&.each { |name, old| old.nil? ? ENV.delete(name) : ENV[name] = old }
end

def run(scenario, base_url)
  spec = scenario["client"] || {}
  out = {"scenario" => scenario["name"]}
  partial = nil
  with_env(spec["env"] || {}, base_url) do
    Timeout.timeout(WATCHDOG_SECONDS, DriverError, "the scenario did not finish within #{WATCHDOG_SECONDS} s") do
      client = Conformance::Client.new(**client_options(spec, base_url))
      method, args, params = prepare(client, scenario["call"] || {})
      partial = [] unless scenario["collect"] == "value"
      out["result"] = collect(-> { method.call(*args, params) }, scenario["collect"], partial)
    end
  end
  out
rescue StandardError => e
  warn("conformance driver: scenario #{scenario["name"]}: #{e.class}: #{e.message}") unless e.is_a?(ERRORS::APIError)
  out["error"] = describe_error(e)
  out["result"] = partial unless partial.nil?
  out
end

root = ENV.fetch("CONFORMANCE_BASE_URL").chomp("/")
scenarios = JSON.parse(File.read(ENV.fetch("CONFORMANCE_SCENARIOS")))["scenarios"]
ENV.delete("CONFORMANCE_BASE_URL")
ENV.delete("CONFORMANCE_SCENARIOS")
scenarios.each do |scenario|
  line = run(scenario, "#{root}/s/#{scenario["name"]}")
  $stdout.puts(JSON.generate(line))
  $stdout.flush
end
