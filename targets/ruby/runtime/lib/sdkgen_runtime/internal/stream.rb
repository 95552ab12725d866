# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # The events of a server-sent-events response, each built as the method's event type and yielded as soon as
    # its lines have arrived. Rules (from sdkgen.yml's streaming section) pick what an event does: :yield it, :done
    # ends the stream, :error raises. The body is a String or anything whose `each` yields chunks of it (the
    # transport's StreamBody, read from the connection as the events are taken); a stream is read once.
    class Stream
      include Enumerable

      Event = Struct.new(:event, :data, :id, :retry, keyword_init: true)

      # An empty line (in any of the three line-ending styles) ends an event.
      EVENT_END = /\r?\n\r?\n|\r\r/

      def initialize(body, model, rules)
        @body = body
        @model = model
        @rules = rules.is_a?(Array) ? rules : []
      end

      def each
        return enum_for(:each) unless block_given?

        events.each do |event|
          case handle(event)
          when :done then break
          when :error then raise Errors::APIError.new(url: nil, body: decode(event.data), message: error_text(event))
          else yield Type.coerce(@model, decode(event.data))
          end
        end
      ensure
        @body.close if @body.respond_to?(:close)
      end

      # The raw events of the body, parsed as its chunks arrive.
      def events
        return enum_for(:events) unless block_given?

        buffer = +""
        chunks.each do |chunk|
          buffer << chunk
          while (match = EVENT_END.match(buffer))
            event = parse_event(match.pre_match)
            buffer = match.post_match
            yield event if event
          end
        end
        event = parse_event(buffer)
        yield event if event
      end

      private

      def chunks = @body.is_a?(String) || @body.nil? ? [@body.to_s] : @body

      def parse_event(block)
        fields = {event: nil, data: [], id: nil, retry: nil}
        block.each_line(chomp: true) do |line|
          next if line.start_with?(":")

          name, value = line.split(":", 2)
          value = value&.delete_prefix(" ").to_s
          name == "data" ? fields[:data] << value : (fields[name.to_sym] = value if %w[event id retry].include?(name))
        end
        return nil if fields[:data].empty? && fields[:event].nil?

        Event.new(**fields, data: fields[:data].join("\n"))
      end

      def handle(event)
        rule = @rules.find { |r| matches?(r, event) }
        rule ? rule[:handle] : :yield
      end

      def matches?(rule, event)
        return false if rule[:event_null] && !event.event.nil?
        return false if rule[:event] && rule[:event] != event.event
        return false if rule[:data_prefix] && !event.data.start_with?(rule[:data_prefix])

        true
      end

      def decode(data)
        JSON.parse(data)
      rescue JSON::ParserError
        data
      end

      def error_text(event)
        data = decode(event.data)
        data.is_a?(Hash) ? (data["message"] || data["error"]).to_s : event.data
      end
    end
  end
end
