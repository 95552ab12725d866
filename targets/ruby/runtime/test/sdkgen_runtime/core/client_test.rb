# frozen_string_literal: true

require_relative "core_helper"

class SdkgenRuntimeClientTest < Minitest::Test
  Client = SdkgenRuntime::CoreTest::Client
  Errors = SdkgenRuntime::Errors

  def test_retries_with_the_same_idempotency_key_and_counts
    client = Client.new([500, {}, {}], [200, {}, {"ok" => true}])
    assert_equal({"ok" => true}, client.request(method: :post, path: "/things", body: {"a" => 1}))
    sent = client.transport.requests
    assert_equal(2, sent.size)
    assert_equal(%w[0 1], sent.map { _1[:headers]["x-sdkgen-retry-count"] })
    assert_equal(1, sent.map { _1[:headers]["idempotency-key"] }.uniq.size)
    assert_equal(1, client.waits.size)
  end

  def test_retry_after_is_honoured_up_to_a_minute
    client = Client.new([429, {"retry-after-ms" => "1500"}, {}], [503, {"retry-after" => "120"}, {}], [200, {}, {}])
    client.request(method: :get, path: "/x")
    assert_in_delta(1.5, client.waits[0])
    assert_operator(client.waits[1], :<=, 1.0)
  end

  def test_x_should_retry_false_stops_retries
    client = Client.new([500, {"x-should-retry" => "false"}, {"message" => "no"}])
    error = assert_raises(Errors::InternalServerError) { client.request(method: :get, path: "/x") }
    assert_equal(500, error.status)
    assert_equal(1, client.transport.requests.size)
  end

  def test_status_errors_by_class
    {400 => Errors::BadRequestError, 401 => Errors::AuthenticationError, 404 => Errors::NotFoundError,
     422 => Errors::UnprocessableEntityError, 418 => Errors::APIStatusError}.each do |status, klass|
      client = Client.new([status, {"x-request-id" => "req_1"}, {}])
      error = assert_raises(klass) { client.request(method: :get, path: "/x", options: {max_retries: 0}) }
      assert_equal("req_1", error.request_id)
    end
  end

  def test_connection_errors_are_retried_then_raised
    failure = SdkgenRuntime::Errors::APITimeoutError.new(url: "http://api.test/x")
    client = Client.new(failure, failure, failure)
    assert_raises(Errors::APITimeoutError) { client.request(method: :get, path: "/x") }
    assert_equal(3, client.transport.requests.size)
    assert_equal(2, client.waits.size)
  end

  def test_request_options_extra_and_timeout
    client = Client.new
    client.request(method: :post, path: "/x", query: {"a" => 1}, body: {"b" => 2},
                   options: {timeout: 5, extra_headers: {"X-Extra" => "1"}, extra_query: {"q" => "z"},
                             extra_body: {c: 3}})
    sent = client.transport.requests.last
    assert_equal("http://api.test/x?a=1&q=z", sent[:url])
    assert_equal({"b" => 2, "c" => 3}, JSON.parse(sent[:body]))
    assert_equal("1", sent[:headers]["x-extra"])
    assert_equal("5", sent[:headers]["x-sdkgen-timeout"])
    assert_equal(5, sent[:timeout])
    assert_equal("ruby", sent[:headers]["x-sdkgen-lang"])
  end

  def test_unknown_request_option_raises
    assert_raises(ArgumentError) { SdkgenRuntime::RequestOptions.check(max_retry: 1) }
  end

  def test_raw_response
    raw = Client.new([200, {"x-request-id" => "r"}, {"a" => 1}]).request(method: :get, path: "/x", raw: true)
    assert_equal(200, raw.status)
    assert_equal("r", raw.request_id)
    assert_equal({"a" => 1}, raw.parse)
  end

  def test_logs_redact_credentials
    ENV["SDKGEN_TEST_LOG"] = "info"
    client = Client.new(settings: Client::SETTINGS.merge(log_env: "SDKGEN_TEST_LOG"))
    _, err = capture_io { client.request(method: :get, path: "/x") }
    assert_includes(err, "request GET")
    refute_includes(err, "secret")
  ensure
    ENV.delete("SDKGEN_TEST_LOG")
  end

  def test_redirects_keep_credentials_on_the_same_origin_only
    client = Client.new([307, {"location" => "/moved"}, {}], [302, {"location" => "https://other.test/x"}, {}],
                        [200, {}, {"ok" => true}])
    client.request(method: :post, path: "/x", body: {"a" => 1})
    sent = client.transport.requests
    assert_equal(["http://api.test/moved", "https://other.test/x"], sent.drop(1).map { _1[:url] })
    assert_equal(:post, sent[1][:method])
    assert_equal("secret", sent[1][:headers]["x-api-key"])
    assert_equal(:get, sent[2][:method])
    assert_nil(sent[2][:body])
  end

  def test_too_many_redirects
    answers = Array.new(30) { [307, {"location" => "/x"}, {}] }
    client = Client.new(*answers)
    assert_raises(Errors::TooManyRedirectsError) { client.request(method: :get, path: "/x") }
    assert_equal(SdkgenRuntime::Internal::BaseClient::MAX_REDIRECTS + 1, client.transport.requests.size)
  end

  def test_retry_count_header_can_be_set_or_removed
    client = Client.new([500, {}, {}], [200, {}, {}])
    client.request(method: :get, path: "/x", options: {extra_headers: {"x-sdkgen-retry-count" => nil}})
    refute(client.transport.requests.any? { _1[:headers].key?("x-sdkgen-retry-count") })
    client = Client.new
    client.request(method: :get, path: "/x", options: {extra_headers: {"x-sdkgen-retry-count" => "42"}})
    assert_equal("42", client.transport.requests.last[:headers]["x-sdkgen-retry-count"])
  end

  def test_method_security_and_missing_credentials
    client = Client.new
    client.request(method: :get, path: "/open", security: [])
    refute(client.transport.requests.last[:headers].key?("x-api-key"))
    client.define_singleton_method(:api_key) { nil }
    assert_raises(ArgumentError) { client.request(method: :get, path: "/x") }
  end
end
