# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "acme/version"
require_relative "acme/internal"
require_relative "acme/pagination"
require_relative "acme/models/account"
require_relative "acme/models/account_create_params"
require_relative "acme/models/account_list_params"
require_relative "acme/models/account_list_response"
require_relative "acme/models/accounts_delete_params"
require_relative "acme/models/accounts_retrieve_params"
require_relative "acme/models/card"
require_relative "acme/models/card_brand"
require_relative "acme/models/card_list_params"
require_relative "acme/models/card_list_response"
require_relative "acme/models/client_status_response"
require_relative "acme/models/status_params"
require_relative "acme/resources/accounts"
require_relative "acme/resources/accounts/cards"
require_relative "acme/client"
