"""A test of your integration against the simulator, with Python's unittest and requests. Your code
creates the session and reads it; the test plays the customer and the clock through /_sandbox/, and
checks the session's outcome and the events the service would have sent.
Run: python3 -m unittest discover -s examples/ci, with the variables of Getting Started pointing at the
simulator."""
import os
import time
import unittest
from urllib.parse import quote, urljoin

import requests

API_URL = os.environ["CHECKOUT_API_URL"]
# The simulator's own calls sit beside its APIs: /_sandbox/ on the same origin.
SANDBOX_URL = urljoin(API_URL, "/_sandbox/")
TIMEOUT_SECONDS = 10


def access_token():
    """A token from the client-credentials grant; outside production, scopes carry the nonprod- prefix."""
    answer = requests.post(
        os.environ["CHECKOUT_TOKEN_URL"],
        auth=(os.environ["CLIENT_ID"], os.environ["CLIENT_SECRET"]),
        data={"grant_type": "client_credentials", "scope": "nonprod-merchant"},
        timeout=TIMEOUT_SECONDS,
    )
    answer.raise_for_status()
    return answer.json()["access_token"]


def headers():
    return {
        "Authorization": f"Bearer {access_token()}",
        "X-Merchant-Id": os.environ["MERCHANT_ID"],
        "X-source": "ci-tests",
        "X-Upstream-Env": os.environ["UPSTREAM_ENV"],
    }


def control(path, body=None):
    """A call to the simulator's /_sandbox/ surface; every one answers 200 when it worked."""
    url = urljoin(SANDBOX_URL, path)
    if body is None:
        answer = requests.get(url, timeout=TIMEOUT_SECONDS)
    else:
        answer = requests.post(url, json=body, timeout=TIMEOUT_SECONDS)
    answer.raise_for_status()
    return answer.json()


class FirstPaymentTest(unittest.TestCase):
    def setUp(self):
        control("reset", {})

    def test_a_customer_who_pays_completes_the_session_and_its_payment(self):
        created = requests.post(
            f"{API_URL}/sessions",
            headers=headers(),
            json={
                "config": {"modes": ["PAYMENT"], "merchant": {"name": "Northwind Pharmacy"}},
                "payment": {"amount": 2500, "merchantTransactionId": f"ci-{time.time_ns()}"},
            },
            timeout=TIMEOUT_SECONDS,
        )
        self.assertEqual(created.status_code, 200)
        session_id = created.json()["data"]["sessionId"]

        # The customer's part: what they would do on the hosted page.
        control(f"sessions/{quote(session_id, safe='')}/customer", {"action": "pay"})
        # Past the test environment's processing time, so the payment is final.
        control("clock", {"advance": "PT1M"})

        session = requests.get(f"{API_URL}/sessions/{quote(session_id, safe='')}", headers=headers(), timeout=TIMEOUT_SECONDS)
        self.assertEqual(session.status_code, 200)
        self.assertEqual(session.json()["data"]["status"], "COMPLETED")
        self.assertEqual(session.json()["data"]["payment"]["status"], "COMPLETED")

        events = control("events")["data"]
        self.assertEqual([event["type"] for event in events], ["PAYMENT_COMPLETED"])


if __name__ == "__main__":
    unittest.main()
