curl --request POST "$CHECKOUT_TOKEN_URL" \
  --user "$CLIENT_ID:$CLIENT_SECRET" \
  --data-urlencode "grant_type=client_credentials" \
  --data-urlencode "scope=nonprod-merchant nonprod-merchant-wallet-management"
