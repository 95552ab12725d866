-- Copyright Acme, Inc. Licensed under the Apache License 2.0.
-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
\echo Use "CREATE EXTENSION acme" to load this file. \quit

-- The schema is a member of the extension: DROP EXTENSION drops it with everything in it.
CREATE SCHEMA acme;

CREATE DOMAIN acme.account_status AS text
  CHECK (VALUE IN ('active', 'suspended', 'closed'));

CREATE DOMAIN acme.card_list_params_sort AS text
  CHECK (VALUE IN ('asc', 'desc'));

CREATE TYPE acme.account AS (
  id text,
  created_at timestamptz,
  name text,
  status text,
  nickname text,
  address jsonb,
  homepage text,
  legacy_code text,
  display_name text,
  beta_feature boolean,
  settings jsonb
);

CREATE TYPE acme.card AS (
  id text,
  last4 text,
  brand text
);

CREATE TYPE acme.client_ping_response AS (
  pong boolean
);

CREATE TYPE acme.completion AS (
  id text,
  text text
);

CREATE TYPE acme.event AS (
  id text,
  type text,
  payload jsonb
);

CREATE TYPE acme.friend AS (
  id text,
  name text
);

CREATE TYPE acme.legacy_report_response AS (
  total double precision
);

CREATE TYPE acme.node AS (
  value text,
  children jsonb
);

CREATE TYPE acme.report AS (
  id text,
  title text
);

CREATE TYPE acme.status AS (
  ok boolean,
  version text
);

CREATE TYPE acme.tag AS (
  name text,
  labels jsonb
);

CREATE TYPE acme.transaction AS (
  id text,
  amount bigint,
  currency text
);

CREATE FUNCTION acme._sdkgen_runtime()
RETURNS void
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
CONFIG = {'package': 'acme', 'client': 'ACME', 'title': 'ACME', 'settings': (('acme.base_url', 'base_url', 'string'), ('acme.timeout', 'timeout', 'number'), ('acme.max_retries', 'max_retries', 'integer'), ('acme.bearer_token', 'bearer_token', 'string'), ('acme.username', 'username', 'string'), ('acme.password', 'password', 'string'), ('acme.region', 'region', 'string'), ('acme.project_id', 'project_id', 'string'), ('acme.webhook_secret', 'webhook_secret', 'string'), ('acme.query_key', 'query_key', 'string'),), 'secrets': ('bearer_token', 'username', 'password', 'query_key',)}
# The PL/Python runtime of an sdkgen SQL extension. The install script runs it once per session, as the body of
# <schema>._sdkgen_runtime(), after a CONFIG dictionary the generator writes (the Python SDK's import name, client
# class and the settings read from GUCs). Every API function then calls Runtime.call with a description of its
# method (attributes, argument names, result shape) and its SQL arguments: values reach the SDK as data, never as
# code.
import importlib
import json

# SQLSTATE of an API error by HTTP status; other 4xx are data exceptions and 5xx errors external to PostgreSQL.
STATUS_SQLSTATE = {
    400: "22023",  # invalid_parameter_value
    401: "28000",  # invalid_authorization_specification
    403: "42501",  # insufficient_privilege
    404: "P0002",  # no_data_found
    409: "55000",  # object_not_in_prerequisite_state
    422: "22023",  # invalid_parameter_value
    429: "53400",  # configuration_limit_exceeded
}
CLIENT_ERROR_SQLSTATE = "22000"  # data_exception
SERVER_ERROR_SQLSTATE = "58000"  # system_error
CONNECTION_SQLSTATE = "08001"  # sqlclient_unable_to_establish_sqlconnection
TIMEOUT_SQLSTATE = "57014"  # query_canceled
NULL_SQLSTATE = "22004"  # null_value_not_allowed
REDACTED = "[redacted]"
END = object()  # the end of an iteration


class Runtime:
    """Builds the SDK client from the extension's settings and calls one SDK method per SQL function."""

    def __init__(self, plpy, config):
        self._plpy = plpy
        self._config = config
        self._sdk = importlib.import_module(config["package"])
        self._errors = importlib.import_module(config["package"] + "._exceptions")
        # chr(36) is the parameter's dollar sign: the install script's PL/Python bodies hold none, so no text can end them.
        self._setting = plpy.prepare("SELECT pg_catalog.current_setting(" + chr(36) + "1, true) AS value", ["text"])
        self._client = None
        self._client_key = None
        self._secrets = ()

    def settings(self):
        """The client's keyword arguments from the GUCs that are set; the SDK reads the environment for the rest."""
        kwargs = {}
        for guc, kwarg, kind in self._config["settings"]:
            value = self._plpy.execute(self._setting, [guc])[0]["value"]
            if value is None or value == "":
                continue
            try:
                kwargs[kwarg] = convert_setting(value, kind)
            except ValueError:
                self._plpy.error("invalid value for setting " + guc, sqlstate="22023")
        return kwargs

    def client(self):
        kwargs = self.settings()
        key = tuple(sorted((k, str(v)) for k, v in kwargs.items()))
        if self._client is None or key != self._client_key:
            secrets = [str(kwargs[k]) for k in self._config["secrets"] if kwargs.get(k)]
            self._secrets = tuple(s for s in secrets if s)
            try:
                self._client = getattr(self._sdk, self._config["client"])(**kwargs)
            except Exception as error:  # noqa: BLE001 - a missing credential, an invalid option
                self._client = None
                self.fail(error)
            self._client_key = key
        return self._client

    def call(self, spec, args):
        """Calls the method spec describes with the function's arguments and shapes its result for SQL."""
        method = self.client()
        for attr in spec["attrs"]:
            method = getattr(method, attr)
        method = getattr(method, spec["method"])
        positional, keywords = self.arguments(spec, args)
        if spec.get("stream_flag"):
            keywords[spec["stream_flag"]] = True
        shape = spec["result"]
        if shape in ("rows", "jsons", "events"):
            return self.iterate(method, positional, keywords, spec)
        try:
            result = method(*positional, **keywords)
        except Exception as error:  # noqa: BLE001 - every SDK error becomes a PostgreSQL error
            self.fail(error)
        return self.shape(plain(result), spec)

    def arguments(self, spec, args):
        positional = []
        keywords = {}
        for (name, kind, is_positional), value in zip(spec["args"], args):
            if value is None:
                if is_positional:
                    self._plpy.error("argument " + name + " must not be null", sqlstate=NULL_SQLSTATE)
                continue
            if kind == "json":
                value = json.loads(value)
            if is_positional:
                positional.append(value)
            else:
                keywords[name] = value
        return positional, keywords

    def iterate(self, method, positional, keywords, spec):
        """The rows of a list or a stream: the first request is made now, so its error keeps its SQLSTATE and DETAIL
        (PL/Python reports an error raised while iterating with a message of its own); each later page is fetched
        only when PostgreSQL asks for its rows, so LIMIT stops the paging."""
        try:
            iterator = iter(method(*positional, **keywords))
            first = next(iterator, END)
        except Exception as error:  # noqa: BLE001
            self.fail(error)
        return self.rest(first, iterator, spec)

    def rest(self, first, iterator, spec):
        if first is END:
            return
        yield self.shape(plain(first), spec)
        while True:
            try:
                item = next(iterator)
            except StopIteration:
                return
            except Exception as error:  # noqa: BLE001
                self.fail(error)
            yield self.shape(plain(item), spec)

    def shape(self, value, spec):
        shape = spec["result"]
        if shape == "none":
            return None
        if shape in ("json", "jsons", "events"):
            return None if value is None else json.dumps(value)
        if value is None:
            return None
        if not isinstance(value, dict):
            self._plpy.error("the API answered with a value that is not an object", sqlstate=CLIENT_ERROR_SQLSTATE)
        row = {}
        for column, wire, is_json in spec["columns"]:
            item = value.get(wire)
            row[column] = json.dumps(item) if is_json and item is not None else item
        return row

    def fail(self, error):
        """Raises error as a PostgreSQL error: a SQLSTATE for its kind, its message, and a DETAIL with the HTTP
        status and the request id. Credentials the settings hold are replaced wherever they appear."""
        status = getattr(error, "status_code", None)
        request_id = getattr(error, "request_id", None)
        if isinstance(error, getattr(self._errors, "APITimeoutError", ())):
            sqlstate = TIMEOUT_SQLSTATE
        elif isinstance(error, getattr(self._errors, "APIConnectionError", ())):
            sqlstate = CONNECTION_SQLSTATE
        elif isinstance(status, int):
            sqlstate = STATUS_SQLSTATE.get(status, SERVER_ERROR_SQLSTATE if status >= 500 else CLIENT_ERROR_SQLSTATE)
        else:
            sqlstate = CLIENT_ERROR_SQLSTATE
        detail = []
        if isinstance(status, int):
            detail.append("HTTP status " + str(status))
        if request_id:
            detail.append("request id " + str(request_id))
        message = self._config["title"] + ": " + (str(error) or type(error).__name__)
        extra = {"detail": self.redact("; ".join(detail))} if detail else {}
        self._plpy.error(self.redact(message), sqlstate=sqlstate, **extra)

    def redact(self, text):
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return text


def convert_setting(value, kind):
    if kind == "integer":
        return int(value)
    if kind == "number":
        return float(value)
    if kind == "boolean":
        if value.lower() in ("on", "true", "yes", "1"):
            return True
        if value.lower() in ("off", "false", "no", "0"):
            return False
        raise ValueError(value)
    return value


def plain(value):
    """value with the SDK's models replaced by their JSON form, keyed by the API's names."""
    if hasattr(value, "to_dict"):
        return value.to_dict(mode="json")
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value
GD['sdkgen:acme:cbe5c17c741a'] = Runtime(plpy, CONFIG)
$sdkgen$;
COMMENT ON FUNCTION acme._sdkgen_runtime() IS 'Loads the PL/Python runtime the API functions share in this session.';

CREATE FUNCTION acme.status()
RETURNS acme.status
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': (), 'method': 'status', 'args': (), 'result': 'row', 'columns': (('ok', 'ok', False), ('version', 'version', False),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.status() IS 'Service status';

CREATE FUNCTION acme.status_jsonb()
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': (), 'method': 'status', 'args': (), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.status_jsonb() IS E'Service status\n\nReturns the API''s JSON as jsonb.';

CREATE FUNCTION acme.ping()
RETURNS acme.client_ping_response
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': (), 'method': 'ping', 'args': (), 'result': 'row', 'columns': (('pong', 'pong', False),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.ping_jsonb()
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': (), 'method': 'ping', 'args': (), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.ping_jsonb() IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_list(
  cursor text DEFAULT NULL,
  "limit" bigint DEFAULT NULL,
  status acme.account_status DEFAULT NULL,
  x_trace_id text DEFAULT NULL
)
RETURNS SETOF acme.account
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'list', 'args': (('cursor', 'plain', False), ('limit', 'plain', False), ('status', 'plain', False), ('x_trace_id', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('created_at', 'created_at', False), ('name', 'name', False), ('status', 'status', False), ('nickname', 'nickname', False), ('address', 'address', True), ('homepage', 'homepage', False), ('legacy_code', 'legacy_code', False), ('display_name', 'display_name', False), ('beta_feature', 'beta_feature', False), ('settings', 'settings', True),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_list(text, bigint, acme.account_status, text) IS 'List accounts';

CREATE FUNCTION acme.accounts_list_jsonb(
  cursor text DEFAULT NULL,
  "limit" bigint DEFAULT NULL,
  status acme.account_status DEFAULT NULL,
  x_trace_id text DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'list', 'args': (('cursor', 'plain', False), ('limit', 'plain', False), ('status', 'plain', False), ('x_trace_id', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_list_jsonb(text, bigint, acme.account_status, text) IS E'List accounts\n\nReturns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_create(
  name text,
  password text DEFAULT NULL,
  address jsonb DEFAULT NULL,
  kind text DEFAULT NULL
)
RETURNS acme.account
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'create', 'args': (('name', 'plain', False), ('password', 'plain', False), ('address', 'json', False), ('kind', 'plain', False),), 'result': 'row', 'columns': (('id', 'id', False), ('created_at', 'created_at', False), ('name', 'name', False), ('status', 'status', False), ('nickname', 'nickname', False), ('address', 'address', True), ('homepage', 'homepage', False), ('legacy_code', 'legacy_code', False), ('display_name', 'display_name', False), ('beta_feature', 'beta_feature', False), ('settings', 'settings', True),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_create(text, text, jsonb, text) IS 'Create an account';

CREATE FUNCTION acme.accounts_create_jsonb(
  name text,
  password text DEFAULT NULL,
  address jsonb DEFAULT NULL,
  kind text DEFAULT NULL
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'create', 'args': (('name', 'plain', False), ('password', 'plain', False), ('address', 'json', False), ('kind', 'plain', False),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_create_jsonb(text, text, jsonb, text) IS E'Create an account\n\nReturns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_retrieve(
  account_id text
)
RETURNS acme.account
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'retrieve', 'args': (('account_id', 'plain', True),), 'result': 'row', 'columns': (('id', 'id', False), ('created_at', 'created_at', False), ('name', 'name', False), ('status', 'status', False), ('nickname', 'nickname', False), ('address', 'address', True), ('homepage', 'homepage', False), ('legacy_code', 'legacy_code', False), ('display_name', 'display_name', False), ('beta_feature', 'beta_feature', False), ('settings', 'settings', True),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.accounts_retrieve_jsonb(
  account_id text
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'retrieve', 'args': (('account_id', 'plain', True),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_retrieve_jsonb(text) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_update(
  account_id text,
  name text DEFAULT NULL,
  nickname text DEFAULT NULL,
  metadata jsonb DEFAULT NULL
)
RETURNS acme.account
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'update', 'args': (('account_id', 'plain', True), ('name', 'plain', False), ('nickname', 'plain', False), ('metadata', 'json', False),), 'result': 'row', 'columns': (('id', 'id', False), ('created_at', 'created_at', False), ('name', 'name', False), ('status', 'status', False), ('nickname', 'nickname', False), ('address', 'address', True), ('homepage', 'homepage', False), ('legacy_code', 'legacy_code', False), ('display_name', 'display_name', False), ('beta_feature', 'beta_feature', False), ('settings', 'settings', True),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.accounts_update_jsonb(
  account_id text,
  name text DEFAULT NULL,
  nickname text DEFAULT NULL,
  metadata jsonb DEFAULT NULL
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'update', 'args': (('account_id', 'plain', True), ('name', 'plain', False), ('nickname', 'plain', False), ('metadata', 'json', False),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_update_jsonb(text, text, text, jsonb) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_delete(
  account_id text
)
RETURNS void
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'delete', 'args': (('account_id', 'plain', True),), 'result': 'none', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.accounts_me()
RETURNS acme.account
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'me', 'args': (), 'result': 'row', 'columns': (('id', 'id', False), ('created_at', 'created_at', False), ('name', 'name', False), ('status', 'status', False), ('nickname', 'nickname', False), ('address', 'address', True), ('homepage', 'homepage', False), ('legacy_code', 'legacy_code', False), ('display_name', 'display_name', False), ('beta_feature', 'beta_feature', False), ('settings', 'settings', True),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.accounts_me_jsonb()
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'me', 'args': (), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_me_jsonb() IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_link(
  account_id text,
  account_ids text[]
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts',), 'method': 'link', 'args': (('account_id', 'plain', True), ('account_ids', 'plain', False),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.accounts_friends_list(
  account_id text,
  after_id text DEFAULT NULL,
  "limit" bigint DEFAULT NULL
)
RETURNS SETOF acme.friend
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts', 'friends',), 'method': 'list', 'args': (('account_id', 'plain', True), ('after_id', 'plain', False), ('limit', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('name', 'name', False),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.accounts_friends_list_jsonb(
  account_id text,
  after_id text DEFAULT NULL,
  "limit" bigint DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('accounts', 'friends',), 'method': 'list', 'args': (('account_id', 'plain', True), ('after_id', 'plain', False), ('limit', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_friends_list_jsonb(text, text, bigint) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.cards_list(
  "offset" bigint DEFAULT NULL,
  "limit" bigint DEFAULT NULL,
  sort acme.card_list_params_sort DEFAULT NULL
)
RETURNS SETOF acme.card
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('cards',), 'method': 'list', 'args': (('offset', 'plain', False), ('limit', 'plain', False), ('sort', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('last4', 'last4', False), ('brand', 'brand', False),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.cards_list_jsonb(
  "offset" bigint DEFAULT NULL,
  "limit" bigint DEFAULT NULL,
  sort acme.card_list_params_sort DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('cards',), 'method': 'list', 'args': (('offset', 'plain', False), ('limit', 'plain', False), ('sort', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.cards_list_jsonb(bigint, bigint, acme.card_list_params_sort) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.cards_transactions_list(
  card_id text,
  page bigint DEFAULT NULL,
  page_size bigint DEFAULT NULL
)
RETURNS SETOF acme.transaction
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('cards', 'transactions',), 'method': 'list', 'args': (('card_id', 'plain', True), ('page', 'plain', False), ('page_size', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('amount', 'amount', False), ('currency', 'currency', False),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.cards_transactions_list_jsonb(
  card_id text,
  page bigint DEFAULT NULL,
  page_size bigint DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('cards', 'transactions',), 'method': 'list', 'args': (('card_id', 'plain', True), ('page', 'plain', False), ('page_size', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.cards_transactions_list_jsonb(text, bigint, bigint) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.events_list(
  page_size bigint DEFAULT NULL
)
RETURNS SETOF acme.event
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('events',), 'method': 'list', 'args': (('page_size', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('type', 'type', False), ('payload', 'payload', True),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.events_list_jsonb(
  page_size bigint DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('events',), 'method': 'list', 'args': (('page_size', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.events_list_jsonb(bigint) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.events_feed(
  cursor text DEFAULT NULL
)
RETURNS SETOF acme.event
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('events',), 'method': 'feed', 'args': (('cursor', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('type', 'type', False), ('payload', 'payload', True),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.events_feed_jsonb(
  cursor text DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('events',), 'method': 'feed', 'args': (('cursor', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.events_feed_jsonb(text) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.tags_list()
RETURNS SETOF acme.tag
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('tags',), 'method': 'list', 'args': (), 'result': 'rows', 'columns': (('name', 'name', False), ('labels', 'labels', True),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.tags_list() IS 'List tags';

CREATE FUNCTION acme.tags_list_jsonb()
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('tags',), 'method': 'list', 'args': (), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.tags_list_jsonb() IS E'List tags\n\nReturns the API''s JSON as jsonb.';

CREATE FUNCTION acme.feedback_send(
  message text DEFAULT NULL,
  rating bigint DEFAULT NULL
)
RETURNS void
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('feedback',), 'method': 'send', 'args': (('message', 'plain', False), ('rating', 'plain', False),), 'result': 'none', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.chat_completions_create(
  messages jsonb
)
RETURNS acme.completion
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('chat', 'completions',), 'method': 'create', 'args': (('messages', 'json', False),), 'result': 'row', 'columns': (('id', 'id', False), ('text', 'text', False),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.chat_completions_create_jsonb(
  messages jsonb
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('chat', 'completions',), 'method': 'create', 'args': (('messages', 'json', False),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.chat_completions_create_jsonb(jsonb) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.chat_completions_create_stream(
  messages jsonb
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('chat', 'completions',), 'method': 'create', 'args': (('messages', 'json', False),), 'result': 'events', 'columns': (), 'stream_flag': 'stream'}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.chat_completions_create_stream(jsonb) IS 'Returns the streamed events, one jsonb value each.';

CREATE FUNCTION acme.chat_completions_stream(
  prompt text
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('chat', 'completions',), 'method': 'stream', 'args': (('prompt', 'plain', False),), 'result': 'events', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.chat_completions_stream(text) IS 'Returns the streamed events, one jsonb value each.';

CREATE FUNCTION acme.reports_search(
  cursor text DEFAULT NULL,
  page_size bigint DEFAULT NULL,
  query text DEFAULT NULL
)
RETURNS SETOF acme.report
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('reports',), 'method': 'search', 'args': (('cursor', 'plain', False), ('page_size', 'plain', False), ('query', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('title', 'title', False),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.reports_search_jsonb(
  cursor text DEFAULT NULL,
  page_size bigint DEFAULT NULL,
  query text DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('reports',), 'method': 'search', 'args': (('cursor', 'plain', False), ('page_size', 'plain', False), ('query', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.reports_search_jsonb(text, bigint, text) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.search_query(
  search_query text,
  filter jsonb DEFAULT NULL,
  tags text[] DEFAULT NULL
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('search',), 'method': 'query', 'args': (('search_query', 'plain', False), ('filter', 'json', False), ('tags', 'plain', False),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.pets_retrieve(
  pet_id bigint
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('pets',), 'method': 'retrieve', 'args': (('pet_id', 'plain', True),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.trees_retrieve(
  tree_id text
)
RETURNS acme.node
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('trees',), 'method': 'retrieve', 'args': (('tree_id', 'plain', True),), 'result': 'row', 'columns': (('value', 'value', False), ('children', 'children', True),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.trees_retrieve_jsonb(
  tree_id text
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('trees',), 'method': 'retrieve', 'args': (('tree_id', 'plain', True),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.trees_retrieve_jsonb(text) IS 'Returns the API''s JSON as jsonb.';

CREATE FUNCTION acme.legacy_report()
RETURNS acme.legacy_report_response
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('legacy',), 'method': 'report', 'args': (), 'result': 'row', 'columns': (('total', 'total', False),), 'stream_flag': ''}, args)
$sdkgen$;

CREATE FUNCTION acme.legacy_report_jsonb()
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:cbe5c17c741a')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:cbe5c17c741a']
return rt.call({'attrs': ('legacy',), 'method': 'report', 'args': (), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.legacy_report_jsonb() IS 'Returns the API''s JSON as jsonb.';
