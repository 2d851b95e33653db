curl --request POST "$SIMULATOR_URL/_sandbox/webhooks" \
  --header "Content-Type: application/json" \
  --data '{"url": "https://hooks.northwind-pharmacy.example/checkout", "secret": "ccwh_simulator_ci_0001"}'
