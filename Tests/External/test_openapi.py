"""The API description: /openapi.json is a valid OpenAPI 3 document (openapi-spec-validator), and
schemathesis, generating requests from it with bounded examples and a fixed seed, sees no 5xx and no
answer that breaks the document (status, content type, response schema) on a real `sesame serve`."""

import json
import os
import subprocess
import sys

import requests
from openapi_spec_validator import validate

from sesame_process import ADMIN_KEY, API_KEY

CHECKS = "not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance"


def document(server):
    # Production: the API description is for the operator (the admin bearer).
    assert requests.get(f"{server.base_url}/openapi.json", timeout=10).status_code == 401
    answer = requests.get(
        f"{server.base_url}/openapi.json", headers={"Authorization": f"Bearer {ADMIN_KEY}"}, timeout=10)
    assert answer.status_code == 200
    assert answer.headers["Content-Type"].startswith("application/json")
    return answer.json()


def test_the_document_is_valid_openapi(server):
    spec = document(server)
    validate(spec)
    sign_up = spec["paths"]["/identitytoolkit.googleapis.com/v1/accounts:signUp"]["post"]
    request = sign_up["requestBody"]["content"]["application/json"]["schema"]["$ref"].split("/")[-1]
    assert spec["components"]["schemas"][request]["properties"]["email"] == {"type": "string"}
    metrics = spec["paths"]["/metrics"]["get"]["responses"]["200"]["content"]
    assert list(metrics) == ["text/plain"]
    custom = spec["paths"]["/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken"]["post"]
    assert "200" in custom["responses"] and "501" not in custom["responses"]
    phone = spec["paths"]["/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode"]["post"]
    assert "200" in phone["responses"] and "501" not in phone["responses"]
    mfa = spec["paths"]["/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:start"]["post"]
    assert "200" in mfa["responses"] and "501" not in mfa["responses"]
    passkeys = spec["paths"]["/identitytoolkit.googleapis.com/v2/accounts/passkeyEnrollment:start"]["post"]
    assert "200" in passkeys["responses"] and "501" not in passkeys["responses"]


def run_schemathesis(server, *arguments, tmp_path):
    # schemathesis reads the document from a file (fetched with the admin bearer) and sends its own
    # requests with only the credentials each test gives it.
    spec = tmp_path / "openapi.json"
    spec.write_text(json.dumps(document(server)))
    st = os.path.join(os.path.dirname(sys.executable), "st")
    result = subprocess.run(
        [st, "run", str(spec), "--url", server.base_url, "--checks", CHECKS, "--max-examples", "10",
         "--phases", "examples,coverage,fuzzing", "--seed", "14", "--request-timeout", "30",
         "--no-color", *arguments],
        capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    assert " passed" in result.stdout


def test_schemathesis_finds_no_server_error_or_schema_violation(server, tmp_path):
    spec = document(server)
    not_implemented = [
        path for path, operations in spec["paths"].items()
        if any("501" in operation["responses"] for operation in operations.values())
    ]
    excluded = [argument for path in not_implemented for argument in ("--exclude-path", path)]
    run_schemathesis(server, "--header", f"x-goog-api-key: {API_KEY}", *excluded, tmp_path=tmp_path)


def test_schemathesis_on_the_admin_api(server, tmp_path):
    run_schemathesis(
        server, "--header", f"Authorization: Bearer {ADMIN_KEY}", "--include-path-regex", "/projects",
        tmp_path=tmp_path)
