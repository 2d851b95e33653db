# A token for the token calls (merchant-pci) and for reading payments (merchant), kept as PCI_ACCESS_TOKEN.
curl --request POST "$CHECKOUT_TOKEN_URL" \
  --user "$CLIENT_ID:$CLIENT_SECRET" \
  --data-urlencode "grant_type=client_credentials" \
  --data-urlencode "scope=nonprod-merchant-pci nonprod-merchant"
