# frozen_string_literal: true

require_relative "core_helper"

class SdkgenRuntimeStreamTest < Minitest::Test
  Stream = SdkgenRuntime::Internal::Stream
  Unknown = SdkgenRuntime::Internal::Type::Unknown

  def test_events_are_enumerable_and_done_ends
    body = "data: {\"a\":1}\n\n: comment\nevent: x\ndata: {\"a\":2}\n\ndata: [DONE]\n\ndata: 3\n\n"
    stream = Stream.new(body, Unknown, [{data_prefix: "[DONE]", handle: :done}])
    assert_equal([{"a" => 1}, {"a" => 2}], stream.to_a)
  end

  def test_error_events_raise
    stream = Stream.new("event: error\ndata: {\"message\":\"bad\"}\n\n", Unknown, [{event: "error", handle: :error}])
    error = assert_raises(SdkgenRuntime::Errors::APIError) { stream.to_a }
    assert_equal("bad", error.message)
  end
end
