# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # Types of model fields. Coercion is lazy (a field is converted when it is read) and never raises: a value
    # that does not fit its type is returned as it came.
    module Type
      module_function

      # The value of a response field as its type, or the value unchanged when it does not fit.
      def coerce(type, value)
        type = type.call if type.is_a?(Proc)
        return value if value.nil?

        case type
        in Class if type <= BaseModel then value.is_a?(Hash) ? type.coerce(value) : value
        in Module if type.respond_to?(:coerce) then type.coerce(value)
        else coerce_scalar(type, value)
        end
      end

      def coerce_scalar(type, value)
        if type == Integer then value.is_a?(Float) && value == value.floor ? value.to_i : value
        elsif type == Float then value.is_a?(Numeric) ? value.to_f : value
        elsif type == String then value.is_a?(Symbol) ? value.to_s : value
        elsif type == Time then parse_time(value)
        elsif type == Date then parse_date(value)
        else
          value
        end
      end

      def parse_time(value)
        value.is_a?(String) ? Time.iso8601(value) : value
      rescue ArgumentError
        value
      end

      def parse_date(value)
        value.is_a?(String) ? Date.iso8601(value) : value
      rescue ArgumentError
        value
      end

      # A request value as JSON for its type: hashes given for models use the fields' names, which become the
      # wire names; everything else as Util.dump writes it.
      def dump(type, value)
        type = type.call if type.is_a?(Proc)
        case [type, value]
        in [Class, Hash] if type <= BaseModel then type.dump_hash(value)
        in [ArrayOf, Array] then value.map { dump(type.type, _1) }
        in [HashOf, Hash] then value.to_h { |k, v| [k.to_s, dump(type.type, v)] }
        in [Module, _] if type.is_a?(Union) then dump(type.pick(value) || Unknown, value)
        else Util.dump(value)
        end
      end

      # Whether a value already has the type (unions use it to pick a variant).
      def fits?(type, value)
        type = type.call if type.is_a?(Proc)
        case type
        in Class if type <= BaseModel then value.is_a?(Hash) || value.is_a?(type)
        in Module if type.respond_to?(:fits?) then type.fits?(value)
        else scalar_fits?(type, value)
        end
      end

      def scalar_fits?(type, value)
        if type == Float then value.is_a?(Numeric)
        elsif [Time, Date].include?(type) then value.is_a?(String) || value.is_a?(type)
        elsif type == String then value.is_a?(String) || value.is_a?(Symbol)
        elsif type.is_a?(Class) then value.is_a?(type)
        else
          true
        end
      end

      # Any JSON value.
      module Unknown
        def self.coerce(value) = value
        def self.fits?(_value) = true
      end

      # true or false.
      module Boolean
        def self.coerce(value) = value
        def self.fits?(value) = [true, false].include?(value)
      end

      # An array of one type.
      class ArrayOf
        attr_reader :type

        def self.[](type) = new(type)

        def initialize(type)
          @type = type
        end

        def coerce(value) = value.is_a?(Array) ? value.map { Type.coerce(@type, _1) } : value
        def fits?(value) = value.is_a?(Array)
      end

      # An object with arbitrary keys whose values have one type.
      class HashOf
        attr_reader :type

        def self.[](type) = new(type)

        def initialize(type)
          @type = type
        end

        def coerce(value) = value.is_a?(Hash) ? value.to_h { |k, v| [k.to_sym, Type.coerce(@type, v)] } : value
        def fits?(value) = value.is_a?(Hash)
      end

      # An open enum: its known values are constants of the module; any other value is kept. String values are
      # symbols.
      module Enum
        def values = constants.map { const_get(_1) }.reject { _1.is_a?(Module) }
        def coerce(value) = value.is_a?(String) && values.any?(Symbol) ? value.to_sym : value
        def fits?(value) = values.include?(value.is_a?(String) ? value.to_sym : value)
      end

      # An open union: the variant the discriminator names, else the first that fits; any other value is kept.
      module Union
        def variant(type, discriminator: nil)
          (@variants ||= []) << [discriminator, type]
        end

        def discriminator(property = nil)
          @discriminator = property if property
          @discriminator
        end

        def variants = (@variants || []).map(&:last)

        def coerce(value)
          type = pick(value)
          type ? Type.coerce(type, value) : value
        end

        def fits?(value) = !pick(value).nil?

        def pick(value)
          if @discriminator && value.is_a?(Hash)
            tag = value[@discriminator.to_s] || value[@discriminator.to_sym]
            found = (@variants || []).find { |d, _| d && Array(d).include?(tag) }
            return found.last if found
          end
          variants.find { Type.fits?(_1, value) }
        end
      end
    end
  end
end
