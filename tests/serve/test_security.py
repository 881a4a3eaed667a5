"""The server refuses cross-origin API calls and sends security headers."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize("path", ["/api/solve", "/api/hint", "/api/compare"])
def test_a_foreign_origin_is_refused(client: Any, path: str) -> None:
    body = {"puzzle": "sliding", "board": "1 2 3 / 4 0 6 / 7 5 8"}
    refused = client.post(path, json=body, headers={"Origin": "http://evil.example"})
    assert refused.status_code == 403
    assert "cross-origin request refused" in refused.json()["error"]
    assert "evil.example" in refused.json()["message"]


def test_the_servers_own_origin_and_no_origin_pass(client: Any) -> None:
    body = {"puzzle": "sliding", "board": "1 2 3 / 4 0 6 / 7 5 8"}
    own = client.post("/api/solve", json=body, headers={"Origin": "http://127.0.0.1"})
    assert own.status_code == 200 and own.json()["length"] == 2
    assert client.post("/api/solve", json=body).status_code == 200


def test_a_foreign_origin_cannot_read_the_listing_either(client: Any) -> None:
    assert client.get("/api/puzzles", headers={"Origin": "http://evil.example"}).status_code == 403


@pytest.mark.parametrize("path", ["/", "/play"])
def test_pages_carry_security_headers(client: Any, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert response.headers["x-content-type-options"] == "nosniff"
    policy = response.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in policy and "default-src 'self'" in policy


def test_json_answers_carry_nosniff(client: Any) -> None:
    response = client.get("/api/status")
    assert response.headers["x-content-type-options"] == "nosniff"


def test_a_huge_number_is_a_400_not_a_500() -> None:
    import warnings

    from fewest.serve import Settings, create_app

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*httpx.*")
        from starlette.testclient import TestClient

    body = '{"puzzle": "snakes-ladders", "board": [[-1, -1], [-1, ' + "9" * 5000 + ']]}'
    app = create_app(Settings(workers=1, max_body_bytes=65536))
    with TestClient(app, base_url="http://127.0.0.1") as client:
        response = client.post("/api/solve", content=body,
                               headers={"Content-Type": "application/json"})
    assert response.status_code == 400
    assert "number too large" in response.json()["error"]


@pytest.mark.parametrize("path", ["/api/hint", "/api/trace", "/api/solve"])
def test_a_deeply_nested_board_is_a_400_not_a_500(path: str) -> None:
    import warnings

    from fewest.serve import Settings, create_app

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*httpx.*")
        from starlette.testclient import TestClient

    body = '{"puzzle": "sliding", "board": ' + "[" * 20_000 + "]" * 20_000 + "}"
    app = create_app(Settings(workers=1, max_body_bytes=65536))
    with TestClient(app, base_url="http://127.0.0.1") as client:
        response = client.post(path, content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 400
    assert "nests too deeply" in response.json()["error"]
