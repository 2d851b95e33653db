# Your endpoint, listening on this machine: the simulator delivers to loopback addresses only.
curl --request POST "$SIMULATOR_URL/_sandbox/webhooks" \
  --header "Content-Type: application/json" \
  --data '{"url": "http://127.0.0.1:8080/webhooks/checkout", "secret": "ccwh_simulator_ci_0001"}'
