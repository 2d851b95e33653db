curl --request POST "$CHECKOUT_API_URL/payments" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: pharmacy-web" \
  --header "Content-Type: application/json" \
  --data @iias-payment.json
