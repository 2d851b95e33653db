# CHECKOUT_TOKEN_URL is the production token URL here, and the credentials are your production ones.
curl --request POST "$CHECKOUT_TOKEN_URL" \
  --user "$CLIENT_ID:$CLIENT_SECRET" \
  --data-urlencode "grant_type=client_credentials" \
  --data-urlencode "scope=merchant merchant-wallet-management"
