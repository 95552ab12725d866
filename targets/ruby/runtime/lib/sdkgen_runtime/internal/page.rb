# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # One page of a list method's results. `items` are the page's items; `next_page?` and `next_page` move on,
    # and `auto_paging_each` goes through the items of this page and every later one. Other properties of the
    # response body are readable with `page[:name]`.
    #
    # The scheme says how the next page is found: type (cursor, cursor_id, cursor_url, offset, page_number or
    # fake_page), location (:query or :body), the request params it sets and the response paths it reads.
    class Page
      include Enumerable

      attr_reader :items

      def initialize(client:, request:, response:, data:, scheme:, item:, items_path:)
        @client = client
        @request = request
        @response = response
        @data = data
        @scheme = scheme
        @item = item
        @items_path = items_path
        raw = items_path.empty? ? data : Util.dig(data, items_path)
        @items = raw.is_a?(Array) ? raw.map { Type.coerce(item, _1) } : []
      end

      def [](key) = @data.is_a?(Hash) ? @data[key.to_s] : nil

      def each(&) = @items.each(&)

      def next_page? = !next_request.nil?

      # The next page; raises StopIteration when there is none.
      def next_page
        req = next_request
        raise StopIteration, "no more pages" unless req

        @client.request(**req, model: @item, page: self.class, paging: paging)
      end

      # Yields every item of this page and the pages after it.
      def auto_paging_each(&block)
        return enum_for(:auto_paging_each) unless block

        page = self
        loop do
          page.each(&block)
          break unless page.next_page?

          page = page.next_page
        end
      end

      private

      def paging = {scheme: @scheme, item: @item, items_path: @items_path}

      def field(path)
        return nil unless path

        if path.is_a?(String) then header_field(path)
        else
          Util.dig(@data, path)
        end
      end

      # A response header of the scheme: the rel="next" target of a Link header, else the header's value.
      def header_field(name)
        value = @response.headers[name.downcase]
        return value unless name.casecmp?("link") && value

        value.split(",").each do |link|
          url, *params = link.split(";").map(&:strip)
          return url.delete_prefix("<").delete_suffix(">") if params.any? { _1.match?(/\Arel="?next"?\z/i) }
        end
        nil
      end

      def next_request
        return nil if @items.empty? && !@scheme[:continue_on_empty]
        return nil if @scheme[:has_next] && field(@scheme[:has_next]) == false

        case @scheme[:type]
        when "cursor" then with_param(@scheme[:next_param], field(@scheme[:next_cursor]))
        when "cursor_id" then with_param(@scheme[:next_id_param], last_item_id)
        when "cursor_url" then url_request(field(@scheme[:cursor_url]))
        when "offset" then offset_request
        when "page_number" then page_number_request
        end
      end

      def last_item_id
        last = @items.last
        last = last.to_wire if last.is_a?(Type::BaseModel)
        Util.dig(last, @scheme[:cursor_item_id] || [])
      end

      def with_param(name, value)
        return nil if name.nil? || value.nil? || value == ""

        req = @request.dup
        if @scheme[:location] == :body
          req[:body] = (req[:body] || {}).merge(name => value)
        else
          req[:query] = (req[:query] || {}).merge(name => value)
        end
        req
      end

      def current(name)
        source = @scheme[:location] == :body ? @request[:body] : @request[:query]
        source.is_a?(Hash) ? source[name] : nil
      end

      def offset_request
        start = field(@scheme[:count_start]) || current(@scheme[:offset_param]) || 0
        following = start.to_i + @items.size
        total = field(@scheme[:total_count])
        return nil if total && following >= total.to_i

        with_param(@scheme[:offset_param], following)
      end

      def page_number_request
        page = field(@scheme[:current_page]) || current(@scheme[:page_param]) || 1
        total = field(@scheme[:total_pages])
        return nil if total && page.to_i >= total.to_i

        with_param(@scheme[:page_param], page.to_i + 1)
      end

      def url_request(url)
        return nil if url.nil? || url == ""

        @request.merge(path: url.to_s, query: {})
      end
    end
  end
end
