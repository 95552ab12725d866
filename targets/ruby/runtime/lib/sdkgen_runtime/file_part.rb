# frozen_string_literal: true

module SdkgenRuntime
  # A file to upload with its name and content type: its content is a String, an IO (StringIO, File) or a Pathname.
  class FilePart
    attr_reader :content, :filename, :content_type

    def initialize(content, filename: nil, content_type: nil)
      @content = content
      @filename = filename || (content.respond_to?(:basename) ? content.basename.to_s : nil)
      @content_type = content_type || "application/octet-stream"
    end

    def to_json(*args) = read.to_json(*args)

    def to_yaml(*args) = read.to_yaml(*args)

    # The bytes to send.
    def read
      case content
      in Pathname then content.binread
      in String then content
      else
        content.rewind if content.respond_to?(:rewind)
        content.read
      end
    end
  end
end
