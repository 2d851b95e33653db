# No token: the control calls stand in for the customer, not for your server.
curl --request POST "$SIMULATOR_URL/_sandbox/sessions/$SESSION_ID/customer" \
  --header "Content-Type: application/json" \
  --data '{"action": "pay", "card": "4242 4242 4242 4242"}'
