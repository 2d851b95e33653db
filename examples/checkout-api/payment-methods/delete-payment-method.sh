curl --request DELETE "$CHECKOUT_API_URL/payment-methods/$PAYMENT_METHOD_ID" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: pharmacy-web"
