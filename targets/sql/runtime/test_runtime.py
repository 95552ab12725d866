"""Tests of the PL/Python runtime with a stand-in plpy and a stand-in SDK: python3 -m unittest test_runtime."""
import importlib.util
import json
import pathlib
import sys
import types
import unittest

_spec = importlib.util.spec_from_file_location("runtime", pathlib.Path(__file__).with_name("runtime.py"))
runtime = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(runtime)


class PlpyError(Exception):
    def __init__(self, message, sqlstate=None, detail=None):
        super().__init__(message)
        self.message, self.sqlstate, self.detail = message, sqlstate, detail


class FakePlpy:
    """plpy as the runtime uses it: prepare, execute (current_setting) and error."""

    def __init__(self, settings):
        self.settings = settings

    def prepare(self, query, types):
        return query

    def execute(self, plan, params):
        return [{"value": self.settings.get(params[0])}]

    def error(self, message, sqlstate=None, detail=None):
        raise PlpyError(message, sqlstate, detail)


class APIConnectionError(Exception):
    pass


class APITimeoutError(APIConnectionError):
    pass


class APIStatusError(Exception):
    def __init__(self, message, status_code, request_id):
        super().__init__(message)
        self.status_code, self.request_id = status_code, request_id


class Model:
    def __init__(self, data):
        self.data = data

    def to_dict(self, mode="python"):
        return dict(self.data)


class Things:
    def __init__(self, client):
        self.client = client
        self.fetched = 0
        self.calls = []

    def retrieve(self, thing_id, **kwargs):
        self.calls.append((thing_id, kwargs))
        return Model({"id": thing_id, "nested": {"a": 1}, "when": "2024-01-01T00:00:00Z"})

    def list(self):
        def pages():
            while True:
                self.fetched += 1
                yield Model({"id": str(self.fetched)})

        return pages()

    def fail(self):
        raise APIStatusError("not found for key " + self.client.api_key, 404, "req_1")

    def unreachable(self):
        raise APIConnectionError("connection refused")


class Client:
    def __init__(self, api_key=None, base_url=None, max_retries=None):
        self.api_key, self.base_url, self.max_retries = api_key, base_url, max_retries
        self.things = Things(self)


sdk = types.ModuleType("fakesdk")
sdk.Client = Client
errors = types.ModuleType("fakesdk._exceptions")
errors.APIConnectionError, errors.APITimeoutError, errors.APIStatusError = APIConnectionError, APITimeoutError, APIStatusError
sys.modules["fakesdk"], sys.modules["fakesdk._exceptions"] = sdk, errors

CONFIG = {
    "package": "fakesdk",
    "client": "Client",
    "title": "Fake",
    "settings": (("fake.base_url", "base_url", "string"), ("fake.max_retries", "max_retries", "integer"), ("fake.api_key", "api_key", "string")),
    "secrets": ("api_key",),
}


def spec(method, result, args=(), columns=()):
    return {"attrs": ("things",), "method": method, "args": args, "result": result, "columns": columns, "stream_flag": ""}


class RuntimeTest(unittest.TestCase):
    def setUp(self):
        self.plpy = FakePlpy({"fake.api_key": "sk-secret", "fake.max_retries": "0"})
        self.rt = runtime.Runtime(self.plpy, CONFIG)

    def test_row_maps_wire_names_to_columns_and_nested_values_to_json(self):
        row = self.rt.call(
            spec("retrieve", "row", (("thing_id", "plain", True),), (("id", "id", False), ("inner", "nested", True), ("at", "when", False))),
            ["t1"],
        )
        self.assertEqual(row, {"id": "t1", "inner": json.dumps({"a": 1}), "at": "2024-01-01T00:00:00Z"})

    def test_settings_reach_the_client_converted(self):
        self.rt.call(spec("retrieve", "json", (("thing_id", "plain", True),)), ["t1"])
        client = self.rt.client()
        self.assertEqual((client.api_key, client.max_retries, client.base_url), ("sk-secret", 0, None))

    def test_null_optional_arguments_are_left_out(self):
        self.rt.call(spec("retrieve", "json", (("thing_id", "plain", True), ("expand", "json", False))), ["t1", None])
        self.rt.call(spec("retrieve", "json", (("thing_id", "plain", True), ("expand", "json", False))), ["t1", '["a"]'])
        self.assertEqual(self.rt.client().things.calls, [("t1", {}), ("t1", {"expand": ["a"]})])

    def test_null_positional_argument_is_an_error(self):
        with self.assertRaises(PlpyError) as caught:
            self.rt.call(spec("retrieve", "row", (("thing_id", "plain", True),)), [None])
        self.assertEqual(caught.exception.sqlstate, "22004")

    def test_api_error_has_sqlstate_detail_and_no_credential(self):
        with self.assertRaises(PlpyError) as caught:
            self.rt.call(spec("fail", "json"), [])
        error = caught.exception
        self.assertEqual(error.sqlstate, "P0002")
        self.assertEqual(error.detail, "HTTP status 404; request id req_1")
        self.assertNotIn("sk-secret", error.message)
        self.assertIn("[redacted]", error.message)

    def test_connection_error(self):
        with self.assertRaises(PlpyError) as caught:
            self.rt.call(spec("unreachable", "json"), [])
        self.assertEqual(caught.exception.sqlstate, "08001")

    def test_list_fetches_only_what_is_read(self):
        rows = self.rt.call(spec("list", "rows", (), (("id", "id", False),)), [])
        things = self.rt.client().things
        self.assertEqual(things.fetched, 1)  # the first item, fetched when called
        self.assertEqual(next(rows), {"id": "1"})
        self.assertEqual(next(rows), {"id": "2"})
        self.assertEqual(things.fetched, 2)

    def test_invalid_setting(self):
        self.plpy.settings["fake.max_retries"] = "many"
        with self.assertRaises(PlpyError) as caught:
            self.rt.client()
        self.assertEqual(caught.exception.sqlstate, "22023")


if __name__ == "__main__":
    unittest.main()
