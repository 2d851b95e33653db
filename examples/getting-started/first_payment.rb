# Your first payment: get a token, charge 25.00 USD to the saved test card, and wait until the payment is
# final. Set the variables of Getting Started, then run: ruby first_payment.rb
require 'json'
require 'net/http'
require 'securerandom'

# The contract's x-retry-policy: how long a call may take, how many times one request is sent, the waits
# in between, and the longest pause between two reads of a poll.
CALL_TIMEOUT_SECONDS = 10
MAX_ATTEMPTS = 3
BACKOFF_SECONDS = [1, 2, 4].freeze
MAX_POLL_INTERVAL_SECONDS = 10
# How long to wait for the payment in one go; past it, a webhook or a later read tells the outcome.
LONGEST_WAIT_SECONDS = 180
# The terminal states of PaymentStatus in the contract's x-lifecycle: nothing more happens to the payment.
FINAL_STATUSES = %w[COMPLETED CANCELED FAILED PAYMENT_METHOD_FAILED].freeze
# The saved test Visa that every non-production wallet holds: the contract's x-test-data.
TEST_PAYMENT_METHOD_ID = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9'

def setting(name)
  value = ENV.fetch(name, '')
  abort "Set #{name}; Getting Started lists its value" if value.empty?
  value
end

API_URL = setting('CHECKOUT_API_URL')
UPSTREAM_ENV = ENV.fetch('UPSTREAM_ENV', '')

# Sends one request with the call timeout; nil when no answer came: a timeout, a lost connection, or a
# gateway's 502, 503 or 504.
def send_request(uri, request)
  answer = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == 'https', open_timeout: CALL_TIMEOUT_SECONDS,
                           read_timeout: CALL_TIMEOUT_SECONDS, write_timeout: CALL_TIMEOUT_SECONDS) do |http|
    http.request(request)
  end
  %w[502 503 504].include?(answer.code) ? nil : answer
rescue Timeout::Error, SystemCallError, IOError, SocketError
  nil
end

# A token from the client-credentials grant; outside production, scopes carry the nonprod- prefix.
def access_token
  uri = URI(setting('CHECKOUT_TOKEN_URL'))
  request = Net::HTTP::Post.new(uri)
  request.basic_auth(setting('CLIENT_ID'), setting('CLIENT_SECRET'))
  scope = UPSTREAM_ENV.empty? ? 'merchant' : 'nonprod-merchant'
  request.set_form_data(grant_type: 'client_credentials', scope: scope)
  answer = send_request(uri, request)
  abort 'The token request got no token' unless answer.is_a?(Net::HTTPOK)
  JSON.parse(answer.body)['access_token']
end

HEADERS = {
  'Authorization' => "Bearer #{access_token}", 'X-Merchant-Id' => setting('MERCHANT_ID'), 'X-source' => 'first-payment'
}.merge(UPSTREAM_ENV.empty? ? {} : { 'X-Upstream-Env' => UPSTREAM_ENV }).freeze

def call(method, path, body = nil)
  uri = URI("#{API_URL}#{path}")
  request = Net::HTTPGenericRequest.new(method, !body.nil?, true, uri, HEADERS)
  if body
    request['Content-Type'] = 'application/json'
    request.body = JSON.generate(body)
  end
  send_request(uri, request)
end

# The wait before resend or re-read number `attempt` (0 first): the policy's steps, then doubling.
def backoff(attempt)
  return BACKOFF_SECONDS[attempt] if attempt < BACKOFF_SECONDS.size

  BACKOFF_SECONDS.last * 2**(attempt - BACKOFF_SECONDS.size + 1)
end

# After a 429: its Retry-After seconds when they are longer than the backoff.
def retry_after(answer, attempt)
  asked = answer['Retry-After'].to_s
  [asked.match?(/\A\d+\z/) ? asked.to_i : 0, backoff(attempt)].max
end

# The id of the payment sent with this merchantTransactionId, or nil when none reached the service.
def look_up(merchant_transaction_id)
  answer = call('GET', "/payments?merchantTransactionId=#{URI.encode_www_form_component(merchant_transaction_id)}")
  unless %w[200 202].include?(answer&.code)
    abort "No answer to the lookup: look #{merchant_transaction_id} up again later"
  end
  JSON.parse(answer.body)['data'].first&.fetch('id')
end

# POST /payments, recovered as its x-idempotency says: a lost answer is looked up before it is resent.
def create_payment(request)
  pause = 0
  MAX_ATTEMPTS.times do |attempt|
    sleep pause
    pause = backoff(attempt)
    answer = call('POST', '/payments', request)
    if answer.nil?
      found = look_up(request[:merchantTransactionId])
      return found if found

      next # It never arrived: the same body, with the same merchantTransactionId, goes again.
    end
    return JSON.parse(answer.body)['data']['id'] if answer.code == '202'

    if answer.code == '429'
      pause = retry_after(answer, attempt)
      next
    end
    error_code = answer.code == '400' ? JSON.parse(answer.body).dig('error', 'errorCode') : nil
    if error_code == 'DUPLICATE_MERCHANT_TRANSACTION_ID'
      found = look_up(request[:merchantTransactionId]) # An earlier send arrived after all.
      return found if found
    end
    # 406 declined, 500 failed (never resent), any other 400 refused: the answer says why.
    abort "POST /payments answered #{answer.code}: #{answer.body}"
  end
  abort "No answer after #{MAX_ATTEMPTS} sends: look #{request[:merchantTransactionId]} up later"
end

# Reads the payment until its status is final, the pauses growing up to the longest poll interval.
def wait_until_final(payment_id)
  give_up_at = Process.clock_gettime(Process::CLOCK_MONOTONIC) + LONGEST_WAIT_SECONDS
  unanswered = 0
  (0..).each do |read|
    answer = call('GET', "/payments/#{payment_id}")
    pause = [backoff(read), MAX_POLL_INTERVAL_SECONDS].min
    if answer.nil? || answer.code.to_i >= 500 || answer.code == '429'
      unanswered += 1
      abort "Payment #{payment_id}: no answer to #{MAX_ATTEMPTS} reads in a row" if unanswered == MAX_ATTEMPTS
      pause = retry_after(answer, read) if answer&.code == '429'
    elsif %w[200 202].include?(answer.code)
      unanswered = 0
      payment = JSON.parse(answer.body)['data']
      return payment if FINAL_STATUSES.include?(payment['status'])
    else
      abort "GET /payments/#{payment_id} answered #{answer.code}: #{answer.body}"
    end
    if Process.clock_gettime(Process::CLOCK_MONOTONIC) + pause > give_up_at
      abort "Payment #{payment_id} is not final yet: a webhook or a later read tells the outcome"
    end
    sleep pause
  end
end

payment_id = create_payment(
  amount: 2500,
  paymentMethodId: TEST_PAYMENT_METHOD_ID,
  # Chosen once, before the first send, so that every resend carries the same one.
  merchantTransactionId: "first-payment-#{SecureRandom.hex(16)}",
  paymentDescription: 'First payment'
)
payment = wait_until_final(payment_id)
puts "Payment #{payment['id']} is final: #{payment['status']}"
