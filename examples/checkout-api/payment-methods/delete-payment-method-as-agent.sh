curl --request DELETE "$CHECKOUT_API_URL/payment-methods/$PAYMENT_METHOD_ID" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: call-centre" \
  --header "Content-Type: application/json" \
  --data '{"agent": {"firstName": "Dana", "lastName": "Okafor", "userId": "agent-7781"}}'
