# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # Helpers the client, the models and the pages share.
    module Util
      module_function

      # The value of an environment variable, nil when unset or empty.
      def env(name)
        value = ENV.fetch(name, nil)
        value.nil? || value.empty? ? nil : value
      end

      # A JSON-ready copy of a request value: models by their wire names, symbols as strings, times in ISO 8601.
      def dump(value)
        case value
        in Type::BaseModel then value.to_wire
        in Hash then value.to_h { |k, v| [k.to_s, dump(v)] }
        in Array then value.map { dump(_1) }
        in Symbol then value.to_s
        in Time | Date then value.iso8601
        else value
        end
      end

      # A path template with its parameters filled in, each escaped as one path segment. An empty value raises
      # ArgumentError: it would call another endpoint.
      def path(template, values)
        template.gsub(/\{([^}]+)\}/) do
          name = Regexp.last_match(1)
          value = values.fetch(name) { raise ArgumentError, "missing path parameter #{name}" }
          text = dump(value).to_s
          raise ArgumentError, "Expected a non-empty value for path parameter `#{name}`" if text.empty?

          escape_segment(text)
        end
      end

      def escape_segment(text)
        text.b.gsub(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]/) { format("%%%02X", _1.ord) }
      end

      # The query string of params: nested hashes as brackets or dots, arrays as comma, repeat, indices or brackets.
      def query_string(params, nested: "brackets", arrays: "repeat")
        pairs = []
        params.each { |key, value| flatten_query(pairs, key.to_s, dump(value), nested, arrays) }
        URI.encode_www_form(pairs)
      end

      def flatten_query(pairs, key, value, nested, arrays)
        case value
        in nil then nil
        in Hash
          value.each do |k, v|
            child = nested == "dots" ? "#{key}.#{k}" : "#{key}[#{k}]"
            flatten_query(pairs, child, v, nested, arrays)
          end
        in Array then flatten_array(pairs, key, value, nested, arrays)
        else pairs << [key, value.to_s]
        end
      end

      def flatten_array(pairs, key, value, nested, arrays)
        case arrays
        when "comma" then pairs << [key, value.map(&:to_s).join(",")] unless value.empty?
        when "indices" then value.each_with_index { |v, i| flatten_query(pairs, "#{key}[#{i}]", v, nested, arrays) }
        when "brackets" then value.each { flatten_query(pairs, "#{key}[]", _1, nested, arrays) }
        else value.each { flatten_query(pairs, key, _1, nested, arrays) }
        end
      end

      # A multipart/form-data body: the boundary and the bytes.
      def multipart(body, arrays: "brackets")
        boundary = "sdkgen-#{SecureRandom.hex(16)}"
        out = +""
        body.each { |name, value| multipart_parts(out, boundary, name.to_s, value, arrays) }
        out << "--#{boundary}--\r\n"
        [boundary, out]
      end

      def multipart_parts(out, boundary, name, value, arrays = "brackets")
        case value
        in nil then nil
        in Array
          value.each_with_index do |item, i|
            key = {"indices" => "#{name}[#{i}]", "repeat" => name}.fetch(arrays, "#{name}[]")
            multipart_parts(out, boundary, key, item, arrays)
          end
        else
          part = file_part(value)
          out << "--#{boundary}\r\n"
          if part
            disposition = %(form-data; name="#{name}"; filename="#{part.filename || name}")
            out << "Content-Disposition: #{disposition}\r\nContent-Type: #{part.content_type}\r\n\r\n"
            out << part.read.b
          else
            text = value.is_a?(Hash) ? JSON.generate(dump(value)) : dump(value).to_s
            out << %(Content-Disposition: form-data; name="#{name}"\r\n\r\n) << text.b
          end
          out << "\r\n"
        end
      end

      # The FilePart of an upload value (a FilePart, Pathname, or an IO such as StringIO), or nil for other values.
      def file_part(value)
        case value
        in FilePart then value
        in Pathname then FilePart.new(value)
        in IO | StringIO then FilePart.new(value, filename: value.respond_to?(:path) ? File.basename(value.path) : nil)
        else nil
        end
      end

      # Headers with every credential replaced, for logs.
      def redact(headers, secret_names)
        headers.to_h do |name, value|
          secret = %w[authorization proxy-authorization cookie set-cookie].include?(name.downcase) ||
                   secret_names.include?(name.downcase)
          [name, secret ? "***" : value]
        end
      end

      # The platform headers every request carries, computed once per process.
      def platform_headers(version)
        @platform_headers ||= {
          "x-sdkgen-lang" => "ruby",
          "x-sdkgen-package-version" => version,
          "x-sdkgen-runtime" => "ruby",
          "x-sdkgen-runtime-version" => RUBY_VERSION,
          "x-sdkgen-os" => os_name,
          "x-sdkgen-arch" => RbConfig::CONFIG["host_cpu"].to_s
        }.freeze
      end

      def os_name
        case RbConfig::CONFIG["host_os"]
        when /linux/ then "Linux"
        when /darwin/ then "MacOS"
        when /mswin|mingw|cygwin/ then "Windows"
        else "Other:#{RbConfig::CONFIG["host_os"]}"
        end
      end

      # A value at a path of keys inside parsed JSON, or nil.
      def dig(data, path)
        path.reduce(data) { |acc, key| acc.is_a?(Hash) ? acc[key] : nil }
      end
    end
  end
end
