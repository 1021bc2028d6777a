"""Checks a Naya postback's X-Naya-Signature (docs/partners.md "Verify the signature"), Python 3.

The signed text is the raw body of a POST postback, or the exact URL requested for a GET one.
Usage: NAYA_POSTBACK_SECRET=whsec_... python3 verify-postback.py '<X-Naya-Signature>' < signed-text
Prints "valid" (exit 0) or "invalid" (exit 1). In your server, call verified() with the header and
the raw body before parsing it.
"""
import hashlib
import hmac
import os
import sys
import time

TOLERANCE_S = 300  # refuse an old signature: a replayed postback


def verified(header, signed_text, secret, now_s=None):
    parts = dict(part.strip().split("=", 1) for part in header.split(",") if "=" in part)
    t = parts.get("t", "")
    if not t.isdigit() or abs((now_s if now_s is not None else time.time()) - int(t)) > TOLERANCE_S:
        return False
    expected = hmac.new(secret.encode(), t.encode() + b"." + signed_text, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))


if __name__ == "__main__":
    ok = verified(sys.argv[1] if len(sys.argv) > 1 else "", sys.stdin.buffer.read(), os.environ.get("NAYA_POSTBACK_SECRET", ""))
    print("valid" if ok else "invalid")
    sys.exit(0 if ok else 1)
