# No Authorization header on purpose: a 401 with a JSON body proves DNS, routing, TLS and any proxy work.
curl --verbose "$CHECKOUT_API_URL/payments/$PAYMENT_ID" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: connectivity-check"
