# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of files.upload.
    class FileUploadParams < ACME::Internal::Type::BaseModel
      required :file, ACME::Internal::Type::Unknown, location: :body

      required :purpose, -> { ACME::Models::FileUploadParamsPurpose }, location: :body

      optional :labels, ACME::Internal::Type::ArrayOf[String], location: :body
    end
  end
end
