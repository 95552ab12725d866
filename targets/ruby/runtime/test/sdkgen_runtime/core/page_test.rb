# frozen_string_literal: true

require_relative "core_helper"

class SdkgenRuntimePageTest < Minitest::Test
  Client = SdkgenRuntime::CoreTest::Client
  Page = SdkgenRuntime::Internal::Page
  Unknown = SdkgenRuntime::Internal::Type::Unknown

  def list(client, scheme, items_path = ["data"])
    client.request(method: :get, path: "/items", query: {}, page: Page,
                   paging: {scheme: scheme, item: Unknown, items_path: items_path})
  end

  def test_cursor_pages
    client = Client.new([200, {}, {"data" => [1, 2], "next" => "c2"}], [200, {}, {"data" => [3], "next" => nil}])
    page = list(client, {type: "cursor", next_param: "after", next_cursor: ["next"]})
    assert_predicate(page, :next_page?)
    assert_equal([1, 2, 3], page.auto_paging_each.to_a)
    assert_equal("http://api.test/items?after=c2", client.transport.requests.last[:url])
  end

  def test_offset_and_page_number_and_cursor_id
    client = Client.new([200, {}, {"data" => [1, 2], "total" => 3}], [200, {}, {"data" => [3], "total" => 3}])
    assert_equal([1, 2, 3],
                 list(client, {type: "offset", offset_param: "offset", total_count: ["total"]}).auto_paging_each.to_a)
    assert_equal("http://api.test/items?offset=2", client.transport.requests.last[:url])
    client = Client.new([200, {}, {"data" => [1], "pages" => 2}], [200, {}, {"data" => [2], "pages" => 2}])
    assert_equal([1, 2],
                 list(client, {type: "page_number", page_param: "page", total_pages: ["pages"]}).auto_paging_each.to_a)
    client = Client.new([200, {}, [{"id" => "a"}]], [200, {}, []])
    page = list(client, {type: "cursor_id", next_id_param: "after", cursor_item_id: ["id"]}, [])
    assert_equal([{"id" => "a"}], page.auto_paging_each.to_a)
    assert_equal("http://api.test/items?after=a", client.transport.requests.last[:url])
  end

  def test_cursor_url_and_fake_page_and_has_more
    client = Client.new([200, {}, {"data" => [1], "next" => "http://api.test/items?p=2"}], [200, {}, {"data" => [2]}])
    assert_equal([1, 2], list(client, {type: "cursor_url", cursor_url: ["next"]}).auto_paging_each.to_a)
    page = list(Client.new([200, {}, {"data" => [1]}]), {type: "fake_page"})
    refute_predicate(page, :next_page?)
    assert_raises(StopIteration) { page.next_page }
    page = list(Client.new([200, {}, {"data" => [1], "more" => false, "next" => "x"}]),
                {type: "cursor", next_param: "after", next_cursor: ["next"], has_next: ["more"]})
    refute_predicate(page, :next_page?)
  end
end
