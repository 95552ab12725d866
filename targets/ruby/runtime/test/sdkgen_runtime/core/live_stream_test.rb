# frozen_string_literal: true

require "socket"
require "timeout"
require_relative "core_helper"

# Streams over a real socket: a server on 127.0.0.1 sends an event, then waits until the client has taken it before
# sending the next, so a client that read the whole body first would never see the first event in time.
class SdkgenRuntimeLiveStreamTest < Minitest::Test
  RULES = [{data_prefix: "[DONE]", handle: :done}, {event: "error", handle: :error}, {handle: :yield}].freeze

  # How long the server waits for the client to take an event before it sends the next one anyway.
  PATIENCE = 3

  class Client < SdkgenRuntime::Internal::BaseClient
    def initialize(port) = super(base_url: "http://127.0.0.1:#{port}", timeout: 10, max_retries: 0)
  end

  def setup
    @server = TCPServer.new("127.0.0.1", 0)
    @gate = Queue.new
    @log = Queue.new
  end

  def teardown
    @server.close
    @thread&.join(PATIENCE + 2)
  end

  def test_events_arrive_before_the_body_ends
    serve_events(["data: {\"n\":1}\n\n", "data: {\"n\":2}\n\ndata: [DONE]\n\n"])
    seen = []
    client.request(method: :post, path: "/chat", body: {}, stream: RULES).each do |event|
      seen << event
      @gate << :taken
    end
    assert_equal([{"n" => 1}, {"n" => 2}], seen)
    assert_equal(:on_time, @log.pop, "the second event was sent only after the server gave up waiting")
  end

  def test_events_split_across_chunks_are_joined
    serve_events(["data: {\"n\"", ":1}\r", "\n\r\n"], gate: false)
    assert_equal([{"n" => 1}], client.request(method: :post, path: "/chat", body: {}, stream: RULES).to_a)
  end

  def test_stopping_early_closes_the_connection
    @thread = Thread.new do
      conn = @server.accept
      read_request(conn)
      conn.write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n")
      event = "data: {\"n\":1}\n\n"
      conn.write("#{event.bytesize.to_s(16)}\r\n#{event}\r\n")
      @log << (Timeout.timeout(PATIENCE) { conn.read(1) }.nil? ? :closed : :open)
    rescue Timeout::Error
      @log << :open
    end
    first = client.request(method: :post, path: "/chat", body: {}, stream: RULES).first
    assert_equal({"n" => 1}, first)
    assert_equal(:closed, @log.pop)
  end

  def test_a_raw_stream_reads_its_body_and_parses_it_after
    serve_events(["data: {\"n\":1}\n\n", "data: {\"n\":2}\n\n"], gate: false)
    raw = client.request(method: :post, path: "/chat", body: {}, stream: RULES, raw: true)
    assert_equal("data: {\"n\":1}\n\ndata: {\"n\":2}\n\n", raw.body)
    assert_equal([{"n" => 1}, {"n" => 2}], raw.parse.to_a)
  end

  def test_an_error_status_is_read_whole_and_raised
    @thread = Thread.new do
      conn = @server.accept
      read_request(conn)
      body = "{\"message\":\"nope\"}"
      conn.write("HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: #{body.bytesize}\r\n\r\n#{body}")
      conn.close
    end
    error = assert_raises(SdkgenRuntime::Errors::NotFoundError) do
      client.request(method: :post, path: "/chat", body: {}, stream: RULES).to_a
    end
    assert_equal({"message" => "nope"}, error.body)
  end

  private

  def client = Client.new(@server.addr[1])

  # Serves one chunked event-stream response: each part is a chunk, and before every part but the first the server
  # waits (when gate) for the client to have taken an event, logging whether it came in time.
  def serve_events(parts, gate: true)
    @thread = Thread.new do
      conn = @server.accept
      read_request(conn)
      conn.write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n")
      parts.each_with_index do |part, i|
        @log << wait_for_client if gate && i.positive?
        conn.write("#{part.bytesize.to_s(16)}\r\n#{part}\r\n")
        conn.flush
      end
      conn.write("0\r\n\r\n")
      conn.close
    rescue IOError, SystemCallError
      nil # the client closed the connection early
    end
  end

  def wait_for_client
    Timeout.timeout(PATIENCE) { @gate.pop }
    :on_time
  rescue Timeout::Error
    :late
  end

  def read_request(conn)
    length = 0
    while (line = conn.gets) && line != "\r\n"
      length = line.split(":", 2).last.to_i if line.downcase.start_with?("content-length:")
    end
    conn.read(length)
  end
end
