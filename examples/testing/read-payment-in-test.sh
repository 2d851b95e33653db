curl --request GET "$CHECKOUT_API_URL/payments/$PAYMENT_ID" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: test" \
  --header "X-source: checkout-tests"
