# 202 while the payment is in progress; 200 once it is AUTHORIZED, or final.
while [ "$(curl --request GET "$SIMULATOR_URL/v1/payments/$PAYMENT_ID" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: test" \
  --header "X-source: checkout-tests" \
  --silent --output payment-answer.json --write-out '%{http_code}')" = 202 ]; do
  sleep 1
done
cat payment-answer.json
