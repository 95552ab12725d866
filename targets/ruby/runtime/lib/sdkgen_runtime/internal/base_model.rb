# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    module Type
      # A JSON object with typed readers. Models keep every property they are given, known or not: `model[:name]`
      # reads any of them. Readers convert lazily and never raise on a surprising response.
      class BaseModel
        Field = Struct.new(:name, :type, :api_name, :required, :location, keyword_init: true)

        class << self
          # The fields by name, the superclass's first.
          def fields
            @fields ||= superclass <= BaseModel && superclass != BaseModel ? superclass.fields.dup : {}
          end

          def required(name, type, api_name: nil, location: nil) = field(name, type, api_name, true, location)

          def optional(name, type, api_name: nil, location: nil) = field(name, type, api_name, false, location)

          # A model of a response object (a Hash with the wire names as keys).
          def coerce(wire)
            return wire unless wire.is_a?(Hash)

            allocate.tap { _1.instance_variable_set(:@wire, wire.transform_keys(&:to_s)) }
          end

          # The params of a call checked against the fields: unknown and missing keywords raise ArgumentError. The
          # values by field name, and the request options.
          def dump_request(params)
            params = params.to_h
            options = params.fetch(:request_options, nil) || {}
            values = params.except(:request_options)
            check_keywords(values.keys)
            [values, RequestOptions.check(options)]
          end

          def check_keywords(keys)
            unknown = keys - fields.keys
            raise ArgumentError, "unknown keyword#{"s" if unknown.size > 1}: #{unknown.join(", ")}" if unknown.any?

            missing = fields.values.select(&:required).map(&:name) - keys
            raise ArgumentError, "missing keyword#{"s" if missing.size > 1}: #{missing.join(", ")}" if missing.any?
          end

          # A Hash given for this model as JSON: keys that name fields become their wire names.
          def dump_hash(hash)
            hash.to_h do |key, value|
              f = fields[key.to_sym]
              f ? [f.api_name, Type.dump(f.type, value)] : [key.to_s, Util.dump(value)]
            end
          end

          # The request parts of checked values: {path:, query:, header:, body:}, each by wire name, and the whole
          # body when one field is the body.
          def request_parts(values)
            parts = {path: {}, query: {}, header: {}, body: nil}
            values.each do |name, value|
              f = fields.fetch(name)
              if f.location == :body_root
                parts[:body] = Type.dump(f.type, value)
              else
                section = f.location || :body
                next (parts[:body] ||= {})[f.api_name] = Type.dump(f.type, value) if section == :body

                parts[section][f.api_name] = Type.dump(f.type, value)
              end
            end
            parts
          end

          private

          def field(name, type, api_name, required, location)
            fields[name] = Field.new(name: name, type: type, api_name: (api_name || name).to_s,
                                     required: required, location: location)
            define_method(name) { self[name] }
          end
        end

        # A model from keyword arguments, checked against the fields.
        def initialize(**values)
          self.class.check_keywords(values.keys)
          @wire = values.transform_keys { self.class.fields.fetch(_1).api_name }
        end

        # A field by name (converted to its type), or any other property by its wire name.
        def [](key)
          f = self.class.fields[key.to_sym]
          return @wire[key.to_s] unless f

          Type.coerce(f.type, @wire[f.api_name])
        end

        # The properties by name (the fields' names, or the wire name of unknown properties), converted.
        def to_h
          names = self.class.fields.values.to_h { [_1.api_name, _1.name] }
          @wire.to_h { |key, _| names.key?(key) ? [names[key], self[names[key]]] : [key.to_sym, @wire[key]] }
        end

        alias to_hash to_h

        # The properties as JSON values, by their wire names.
        def to_wire
          types = self.class.fields.values.to_h { [_1.api_name, _1.type] }
          @wire.to_h { |key, value| [key, types.key?(key) ? Type.dump(types[key], value) : Util.dump(value)] }
        end

        def to_json(*args) = JSON.generate(to_wire, *args)

        def deconstruct_keys(_keys) = to_h

        def ==(other) = other.class == self.class && other.to_wire == to_wire

        alias eql? ==

        def hash = [self.class, to_wire].hash

        def inspect = "#<#{self.class.name} #{to_h.map { |k, v| "#{k}=#{v.inspect}" }.join(" ")}>"

        alias to_s inspect
      end
    end
  end
end
