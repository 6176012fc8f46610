"""Blocking functions written as a Firebase project writes them, served by functions-framework for the
external suite. The firebase-functions SDK verifies each request's token itself (signature, issuer,
audience, expiry) against the key set named by SESAME_CERTS_URL, Sesame's published certificates: the
SDK's default is Google's, which no test traffic may reach."""

import os
import time

import firebase_admin
import functions_framework
import google.auth.transport.requests
import google.oauth2.id_token
from firebase_admin import _token_gen
from firebase_functions import https_fn, identity_fn

_token_gen.ID_TOKEN_CERT_URI = os.environ["SESAME_CERTS_URL"]
firebase_admin.initialize_app(options={"projectId": os.environ["GOOGLE_CLOUD_PROJECT"]})


@identity_fn.before_user_created()
def before_create(event: identity_fn.AuthBlockingEvent) -> identity_fn.BeforeCreateResponse | None:
    email = event.data.email or ""
    if not email.endswith("@example.com"):
        raise https_fn.HttpsError(
            code=https_fn.FunctionsErrorCode.INVALID_ARGUMENT, message=f"Unauthorized email {email}")
    return identity_fn.BeforeCreateResponse(custom_claims={"role": "member"}, display_name="Member")


@identity_fn.before_user_signed_in()
def before_sign_in(event: identity_fn.AuthBlockingEvent) -> identity_fn.BeforeSignInResponse | None:
    if (event.data.email or "").startswith("blocked"):
        return identity_fn.BeforeSignInResponse(disabled=True)
    return identity_fn.BeforeSignInResponse(session_claims={"signInMethod": event.credential.sign_in_method
                                                            if event.credential else "password",
                                                            "ipAddress": event.ip_address})


@functions_framework.http
def before_send_email(request):
    """No blocking-function decorator for mail in the Python SDK: the token is checked with google-auth
    directly, as the SDK does, and every password-reset mail is refused."""
    token = (request.get_json(silent=True) or {}).get("data", {}).get("jwt", "")
    try:
        claims = google.oauth2.id_token.verify_token(
            token, google.auth.transport.requests.Request(), audience=os.environ["SEND_EMAIL_URL"],
            certs_url=os.environ["SESAME_CERTS_URL"])
    except ValueError as error:
        return {"error": {"status": "UNAUTHENTICATED", "message": str(error)}}, 401
    if claims.get("email_type") == "PASSWORD_RESET":
        return {"error": {"status": "PERMISSION_DENIED", "message": "Password resets are closed"}}, 403
    return {}


@functions_framework.http
def hang(request):
    """Answers long after any deadline."""
    time.sleep(30)
    return {}
