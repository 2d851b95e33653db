# 202 while the session is in progress; any other answer is final.
while [ "$(curl --request GET "$SIMULATOR_URL/v1/sessions/$SESSION_ID" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: test" \
  --header "X-source: checkout-tests" \
  --silent --output session-answer.json --write-out '%{http_code}')" = 202 ]; do
  sleep 1
done
cat session-answer.json
