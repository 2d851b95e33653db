curl --get "$CHECKOUT_API_URL/payments" \
  --data-urlencode "merchantTransactionId=$MERCHANT_TRANSACTION_ID" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: order-service"
