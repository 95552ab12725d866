-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
\echo Use "ALTER EXTENSION acme UPDATE" to load this file. \quit

DO $sdkgen$
DECLARE
  member record;
BEGIN
  FOR member IN
    SELECT d.classid, d.objid
    FROM pg_catalog.pg_depend d
    JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid
    WHERE d.refclassid = 'pg_catalog.pg_extension'::pg_catalog.regclass AND d.deptype = 'e' AND e.extname = 'acme'
      AND d.classid IN ('pg_catalog.pg_proc'::pg_catalog.regclass, 'pg_catalog.pg_type'::pg_catalog.regclass)
    ORDER BY d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass DESC, d.objid
  LOOP
    IF member.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass THEN
      EXECUTE pg_catalog.format('DROP FUNCTION %s', member.objid::pg_catalog.regprocedure);
    ELSIF (SELECT t.typtype FROM pg_catalog.pg_type t WHERE t.oid = member.objid) = 'd' THEN
      EXECUTE pg_catalog.format('DROP DOMAIN %s', member.objid::pg_catalog.regtype);
    ELSE
      EXECUTE pg_catalog.format('DROP TYPE %s', member.objid::pg_catalog.regtype);
    END IF;
  END LOOP;
END
$sdkgen$;

CREATE TYPE acme.account AS (
  id text,
  name text,
  email text,
  status text
);

CREATE TYPE acme.card AS (
  id text,
  last4 text,
  brand text
);

CREATE TYPE acme.client_status_response AS (
  ok boolean
);

CREATE FUNCTION acme._sdkgen_runtime()
RETURNS void
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
CONFIG = {'package': 'acme', 'client': 'Acme', 'title': 'Acme', 'settings': (('acme.base_url', 'base_url', 'string'), ('acme.timeout', 'timeout', 'number'), ('acme.max_retries', 'max_retries', 'integer'), ('acme.api_key', 'api_key', 'string'),), 'secrets': ('api_key',)}
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
GD['sdkgen:acme:f7486e8233af'] = Runtime(plpy, CONFIG)
$sdkgen$;
COMMENT ON FUNCTION acme._sdkgen_runtime() IS 'Loads the PL/Python runtime the API functions share in this session.';

CREATE FUNCTION acme.status()
RETURNS acme.client_status_response
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': (), 'method': 'status', 'args': (), 'result': 'row', 'columns': (('ok', 'ok', False),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.status() IS 'Check that the API is up';

CREATE FUNCTION acme.status_jsonb()
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': (), 'method': 'status', 'args': (), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.status_jsonb() IS E'Check that the API is up\n\nReturns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_list(
  cursor text DEFAULT NULL,
  "limit" bigint DEFAULT NULL
)
RETURNS SETOF acme.account
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts',), 'method': 'list', 'args': (('cursor', 'plain', False), ('limit', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('name', 'name', False), ('email', 'email', False), ('status', 'status', False),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_list(text, bigint) IS 'List accounts';

CREATE FUNCTION acme.accounts_list_jsonb(
  cursor text DEFAULT NULL,
  "limit" bigint DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts',), 'method': 'list', 'args': (('cursor', 'plain', False), ('limit', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_list_jsonb(text, bigint) IS E'List accounts\n\nReturns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_create(
  name text,
  email text DEFAULT NULL
)
RETURNS acme.account
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts',), 'method': 'create', 'args': (('name', 'plain', False), ('email', 'plain', False),), 'result': 'row', 'columns': (('id', 'id', False), ('name', 'name', False), ('email', 'email', False), ('status', 'status', False),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_create(text, text) IS 'Create an account';

CREATE FUNCTION acme.accounts_create_jsonb(
  name text,
  email text DEFAULT NULL
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts',), 'method': 'create', 'args': (('name', 'plain', False), ('email', 'plain', False),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_create_jsonb(text, text) IS E'Create an account\n\nReturns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_retrieve(
  account_id text
)
RETURNS acme.account
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts',), 'method': 'retrieve', 'args': (('account_id', 'plain', True),), 'result': 'row', 'columns': (('id', 'id', False), ('name', 'name', False), ('email', 'email', False), ('status', 'status', False),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_retrieve(text) IS 'Retrieve an account';

CREATE FUNCTION acme.accounts_retrieve_jsonb(
  account_id text
)
RETURNS jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts',), 'method': 'retrieve', 'args': (('account_id', 'plain', True),), 'result': 'json', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_retrieve_jsonb(text) IS E'Retrieve an account\n\nReturns the API''s JSON as jsonb.';

CREATE FUNCTION acme.accounts_delete(
  account_id text
)
RETURNS void
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts',), 'method': 'delete', 'args': (('account_id', 'plain', True),), 'result': 'none', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_delete(text) IS 'Delete an account';

CREATE FUNCTION acme.accounts_cards_list(
  account_id text,
  cursor text DEFAULT NULL
)
RETURNS SETOF acme.card
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts', 'cards',), 'method': 'list', 'args': (('account_id', 'plain', True), ('cursor', 'plain', False),), 'result': 'rows', 'columns': (('id', 'id', False), ('last4', 'last4', False), ('brand', 'brand', False),), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_cards_list(text, text) IS 'List an account''s cards';

CREATE FUNCTION acme.accounts_cards_list_jsonb(
  account_id text,
  cursor text DEFAULT NULL
)
RETURNS SETOF jsonb
LANGUAGE plpython3u
VOLATILE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $sdkgen$
rt = GD.get('sdkgen:acme:f7486e8233af')
if rt is None:
    plpy.execute('SELECT acme._sdkgen_runtime\u0028\u0029')
    rt = GD['sdkgen:acme:f7486e8233af']
return rt.call({'attrs': ('accounts', 'cards',), 'method': 'list', 'args': (('account_id', 'plain', True), ('cursor', 'plain', False),), 'result': 'jsons', 'columns': (), 'stream_flag': ''}, args)
$sdkgen$;
COMMENT ON FUNCTION acme.accounts_cards_list_jsonb(text, text) IS E'List an account''s cards\n\nReturns the API''s JSON as jsonb.';
