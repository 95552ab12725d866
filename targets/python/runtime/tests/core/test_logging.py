from __future__ import annotations

import logging

import pytest

from .helpers import MakeClient, MockServer, json_reply, resolve

LOGGER = "sdkgen_runtime"


async def test_debug_logs_requests_and_responses_without_credentials(
    make_client: MakeClient, server: MockServer, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("FAKE_LOG", "debug")
    client = make_client(api_key="header-secret", token="bearer-secret", query_key="query-secret")
    server.reply(json_reply({"id": "i"}, headers={"set-cookie": "session=cookie-secret"}), json_reply({"id": "i"}))

    await resolve(client.items.retrieve("i", extra_headers={"Cookie": "a=cookie-secret", "X-Session-Token": "t"}))
    await resolve(client._request("get", "/q", cast_to=object, security=[["QueryKey"], ["BearerAuth"]]))

    assert logging.getLogger(LOGGER).level == logging.DEBUG
    messages = [record.getMessage() for record in caplog.records if record.name == LOGGER]
    assert any(message.startswith("Request: GET https://us.api.fake.example/v1/items/i") for message in messages)
    assert any("answered 200 OK" in message for message in messages)
    assert any("/v1/q?key=***" in message for message in messages)
    assert "secret" not in caplog.text
    assert "'x-session-token': '***'" in caplog.text


async def test_retries_are_logged_at_info_with_reason_and_delay(
    make_client: MakeClient, server: MockServer, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("FAKE_LOG", "info")
    client = make_client()
    server.reply(json_reply({}, status=503), json_reply({"id": "i"}))

    await resolve(client.items.retrieve("i"))

    records = [record for record in caplog.records if record.name == LOGGER]
    assert [(record.levelno, record.getMessage()) for record in records] == [
        (
            logging.INFO,
            "Retrying GET https://us.api.fake.example/v1/items/i in 0.500 seconds after status 503 (2 retries left).",
        )
    ]


@pytest.mark.parametrize(("value", "level"), [("off", logging.CRITICAL + 1), ("ERROR", logging.ERROR), ("warn", 30)])
async def test_the_log_variable_sets_the_level(
    make_client: MakeClient, monkeypatch: pytest.MonkeyPatch, value: str, level: int
) -> None:
    monkeypatch.setenv("FAKE_LOG", value)

    make_client()

    assert logging.getLogger(LOGGER).level == level


async def test_without_the_log_variable_the_level_is_left_alone(
    make_client: MakeClient, server: MockServer, caplog: pytest.LogCaptureFixture
) -> None:
    client = make_client()
    server.reply(json_reply({"id": "i"}))

    await resolve(client.items.retrieve("i"))

    assert logging.getLogger(LOGGER).level == logging.NOTSET
    assert [record for record in caplog.records if record.name == LOGGER] == []


async def test_an_unknown_log_level_is_reported(
    make_client: MakeClient, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("FAKE_LOG", "verbose")

    make_client()

    assert "FAKE_LOG is 'verbose', which is not one of debug, info, warn, error or off" in caplog.text
