# The Send webhook endpoint of https://docs.parleychat.io/guides/developer/webhook/send-webhook-action, for Python 3.10
# or later with Flask 2.2 or later (pip install flask). Try it with: python flow_webhook.py
# In production, run it with a WSGI server: gunicorn -b 127.0.0.1:3000 flow_webhook:app
import hashlib
import hmac
import json
import os
import re
import sys
import time

from flask import Flask, jsonify, request

# The Flow webhook secret of every chatbot whose flows call this URL, after the chatbot's ID: bot_…=whsec_…,
# comma-separated (a chatbot has two while its secret is rolled).
ENTRY = re.compile(r"(bot_[A-Za-z0-9]{10})\s*=\s*(whsec_[A-Za-z0-9]{32})")
FORMAT = "FLOW_WEBHOOK_SECRETS must list each Flow webhook secret after its chatbot ID: bot_…=whsec_…,bot_…=whsec_…"
SECRETS = []
for place, entry in enumerate(os.environ.get("FLOW_WEBHOOK_SECRETS", "").split(","), start=1):
    if not entry.strip():
        continue
    match = ENTRY.fullmatch(entry.strip())
    # An entry in another form (swapped, or a secret without its chatbot ID) is named by its place, never printed.
    if not match:
        sys.exit(f"{FORMAT}; entry {place} is not in that form")
    SECRETS.append(match.groups())
# An endpoint without every secret would refuse genuine requests, and every flow would take Failed.
if not SECRETS:
    sys.exit(FORMAT)
TOLERANCE_SECONDS = 5 * 60

app = Flask(__name__)

def verify_signature(raw_body: bytes, header: str | None, secrets: list[tuple[str, str]]) -> set[str]:
    """The chatbots whose secret signed the body: none when the request is not genuine."""
    if not header:
        return set()
    pairs = [part.strip().split("=", 1) for part in header.split(",") if "=" in part]
    timestamps = [value for key, value in pairs if key == "t"]
    signatures = [value for key, value in pairs if key == "v1"]
    # isascii() too: isdigit() is also true of digits such as "²", which int() refuses.
    if len(timestamps) != 1 or not (timestamps[0].isascii() and timestamps[0].isdigit()) or not signatures:
        return set()
    timestamp = int(timestamps[0])
    if abs(time.time() - timestamp) > TOLERANCE_SECONDS:
        return set()
    signed = f"{timestamp}.".encode() + raw_body
    signed_for = set()
    for chatbot_id, secret in secrets:
        expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest().encode()
        # Bytes, not str: compare_digest raises TypeError on a non-ASCII str, as in a forged `v1=é`.
        if any(hmac.compare_digest(expected, signature.encode()) for signature in signatures):
            signed_for.add(chatbot_id)
    return signed_for

# Your customer records, by your own user ID. Use your database in production: answer well within the time limit.
CUSTOMERS = {"customer-4821": {"tier": "gold", "open_orders": 2, "account_manager": "Sam Okafor"}}

@app.post("/parley/flow")
def parley_flow():
    raw_body = request.get_data()
    signed_for = verify_signature(raw_body, request.headers.get("Parley-Signature"), SECRETS)
    if not signed_for:
        app.logger.warning("Refused a request with a missing or wrong signature")
        return jsonify(error="invalid_signature"), 400
    try:
        flow_request = json.loads(raw_body)
    except ValueError:
        return jsonify(error="invalid_json"), 400
    if not isinstance(flow_request, dict):
        return jsonify(error="invalid_json"), 400
    request_id, block_id = flow_request.get("id"), (flow_request.get("flow") or {}).get("block_id")
    # Signed with another chatbot's secret: a secret that leaked from one chatbot must not read another's customers.
    if flow_request.get("chatbot_id") not in signed_for:
        app.logger.warning("%s: signed for %s, not for %s", request_id, ", ".join(sorted(signed_for)), flow_request.get("chatbot_id"))
        return jsonify(error="signed_for_another_chatbot"), 400
    # Personal data only for the customer your website signed in: visitor.id is a claim unless verified is true,
    # and the variables (an email, a name) are whatever the visitor typed.
    visitor = flow_request.get("visitor") or {}
    if visitor.get("verified") is not True or not visitor.get("id"):
        print(f"{request_id} {block_id}: visitor not verified", flush=True)
        return jsonify(signed_in=False, customer=None)
    # An unknown customer is not an error: customer is null, the mapped variables stay empty, and the flow
    # continues on Success, where a Condition on "is empty" can branch.
    customer = CUSTOMERS.get(visitor["id"])
    print(f"{request_id} {block_id}: answered", flush=True)  # IDs only: never the customer's ID or data.
    return jsonify(signed_in=True, customer=customer)

if __name__ == "__main__":
    port = int(os.environ.get("PORT", "3000"))
    print(f"Listening on http://localhost:{port}/parley/flow", flush=True)
    app.run(port=port)
