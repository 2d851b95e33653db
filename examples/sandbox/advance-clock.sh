curl --request POST "$SIMULATOR_URL/_sandbox/clock" \
  --header "Content-Type: application/json" \
  --data '{"advance": "P7D"}'
