# frozen_string_literal: true

require_relative "core_helper"

class SdkgenRuntimeUtilTest < Minitest::Test
  Util = SdkgenRuntime::Internal::Util

  def test_path_escapes_and_rejects_empty
    assert_equal("/a/x%2Fy%20z", Util.path("/a/{id}", {"id" => "x/y z"}))
    assert_raises(ArgumentError) { Util.path("/a/{id}", {"id" => ""}) }
  end

  def test_query_formats
    params = {"a" => {"b" => [1, 2]}, "c" => true, "d" => nil}
    assert_equal("a%5Bb%5D=1&a%5Bb%5D=2&c=true", Util.query_string(params))
    assert_equal("a.b=1%2C2&c=true", Util.query_string(params, nested: "dots", arrays: "comma"))
    assert_equal("a%5Bb%5D%5B0%5D=1&a%5Bb%5D%5B1%5D=2&c=true", Util.query_string(params, arrays: "indices"))
  end

  def test_multipart_files
    part = SdkgenRuntime::FilePart.new("xyz", filename: "x.txt", content_type: "text/plain")
    _, body = Util.multipart({"file" => StringIO.new("abc"), "name" => "n", "part" => part})
    assert_includes(body, %(name="file"; filename="file"))
    assert_includes(body, "abc")
    assert_includes(body, %(filename="x.txt"\r\nContent-Type: text/plain))
  end

  def test_file_part_from_pathname
    Dir.mktmpdir do |dir|
      path = Pathname(dir).join("a.txt")
      path.write("hello")
      part = Util.file_part(path)
      assert_equal("a.txt", part.filename)
      assert_equal("hello", part.read)
    end
  end
end
