# In your pipeline, after installing your dependencies: start the simulator on a free port, point your
# code at it, run your tests, and stop it. setsid gives npx and the simulator a process group of their
# own, so one signal stops both. The same --seed gives the same ids in every run.
# Empty the log first: the background job opens it itself, and the wait below must not read an earlier run's.
: > simulator.log
setsid npx -y @convenient-checkout/simulator --port 0 --seed ci --record simulator-journal.json > simulator.log &
simulator=$!
until grep -q '^Listening on' simulator.log; do sleep 0.2; done
origin=$(sed -n 's/^Listening on \(http:\/\/127\.0\.0\.1:[0-9]*\):.*/\1/p' simulator.log)

export CHECKOUT_API_URL="$origin/v1" CHECKOUT_TOKEN_URL="$origin/oauth2/token"
export CLIENT_ID=ci CLIENT_SECRET=ci-secret UPSTREAM_ENV=test
export MERCHANT_ID=3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d

"$@"
status=$?
kill -TERM -- "-$simulator"
wait "$simulator"
exit "$status"
