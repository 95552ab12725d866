# frozen_string_literal: true

require_relative "core_helper"

module SdkgenRuntimeModelTest
  Type = SdkgenRuntime::Internal::Type

  module Color
    extend Type::Enum

    RED = :red
  end

  class Pet < Type::BaseModel
    required :name, String
    optional :age, Integer
    optional :color, -> { Color }
    optional :born, Time, api_name: "bornAt"
    optional :tags, Type::ArrayOf[String]
  end

  module Shape
    extend Type::Union

    discriminator :kind
    variant -> { Pet }, discriminator: "pet"
    variant String
  end

  class ModelTest < Minitest::Test
    def test_readers_convert_lazily_and_keep_unknown_fields
      pet = Pet.coerce({"name" => "Rex", "age" => 3.0, "color" => "blue", "bornAt" => "2024-01-02T03:04:05Z",
                        "extra" => 1})
      assert_equal("Rex", pet.name)
      assert_equal(3, pet.age)
      assert_equal(:blue, pet.color)
      assert_equal(2024, pet.born.year)
      assert_equal(1, pet[:extra])
      assert_equal({name: "Rex", age: 3, color: :blue, born: pet.born, extra: 1}, pet.to_h)
    end

    def test_surprising_values_never_raise
      pet = Pet.coerce({"name" => 5, "age" => "old", "bornAt" => "soon", "tags" => "x"})
      assert_equal(5, pet.name)
      assert_equal("old", pet.age)
      assert_equal("soon", pet.born)
      assert_equal("x", pet.tags)
    end

    def test_keyword_arguments_are_checked
      assert_raises(ArgumentError) { Pet.new(age: 1) }
      assert_raises(ArgumentError) { Pet.new(name: "a", colour: :red) }
      assert_equal({"name" => "a", "bornAt" => "2024-01-01"}, Pet.new(name: "a", born: Date.new(2024, 1, 1)).to_wire)
    end

    def test_unions_pick_by_discriminator_or_shape
      assert_kind_of(Pet, Type.coerce(Shape, {"kind" => "pet", "name" => "a"}))
      assert_equal("s", Type.coerce(Shape, "s"))
      assert_equal(4, Type.coerce(Shape, 4))
    end

    def test_equality_and_pattern_matching
      a = Pet.coerce({"name" => "a"})
      assert_equal(a, Pet.new(name: "a"))
      a => {name:}
      assert_equal("a", name)
    end
  end
end
