// Your first payment: get a token, charge 25.00 USD to the saved test card, and wait until the payment is
// final. Set the variables of Getting Started, then run: go run first_payment.go
package main

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// The contract's x-retry-policy: how long a call may take, how many times one request is sent, the waits
// in between, and the longest pause between two reads of a poll.
const (
	callTimeoutSeconds     = 10
	maxAttempts            = 3
	maxPollIntervalSeconds = 10
)

var backoffSeconds = []int{1, 2, 4}

// How long to wait for the payment in one go; past it, a webhook or a later read tells the outcome.
const longestWaitSeconds = 180

// The saved test Visa that every non-production wallet holds: the contract's x-test-data.
const testPaymentMethodID = "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9"

// The terminal states of PaymentStatus in the contract's x-lifecycle: nothing more happens to the payment.
var finalStatuses = map[string]bool{"COMPLETED": true, "CANCELED": true, "FAILED": true, "PAYMENT_METHOD_FAILED": true}

var client = &http.Client{Timeout: callTimeoutSeconds * time.Second}

func fail(format string, values ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", values...)
	os.Exit(1)
}

func setting(name string) string {
	value := os.Getenv(name)
	if value == "" {
		fail("Set %s; Getting Started lists its value", name)
	}
	return value
}

// answer is what came back: the status, the Retry-After header and the body.
type answer struct {
	status     int
	retryAfter string
	body       []byte
}

// send makes one request with the call timeout; nil when no answer came: a timeout, a lost connection,
// or a gateway's 502, 503 or 504.
func send(request *http.Request) *answer {
	response, err := client.Do(request)
	if err != nil {
		return nil
	}
	defer response.Body.Close()
	body, err := io.ReadAll(response.Body)
	if err != nil || response.StatusCode == 502 || response.StatusCode == 503 || response.StatusCode == 504 {
		return nil
	}
	return &answer{response.StatusCode, response.Header.Get("Retry-After"), body}
}

var apiURL = setting("CHECKOUT_API_URL")
var upstreamEnv = os.Getenv("UPSTREAM_ENV")
var accessToken string

// getAccessToken uses the client-credentials grant; outside production, scopes carry the nonprod- prefix.
func getAccessToken() string {
	scope := "merchant"
	if upstreamEnv != "" {
		scope = "nonprod-merchant"
	}
	form := url.Values{"grant_type": {"client_credentials"}, "scope": {scope}}
	request, _ := http.NewRequest("POST", setting("CHECKOUT_TOKEN_URL"), strings.NewReader(form.Encode()))
	request.SetBasicAuth(setting("CLIENT_ID"), setting("CLIENT_SECRET"))
	request.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	token := send(request)
	if token == nil || token.status != 200 {
		fail("The token request got no token")
	}
	var granted struct {
		AccessToken string `json:"access_token"`
	}
	json.Unmarshal(token.body, &granted)
	return granted.AccessToken
}

func call(method, path string, body any) *answer {
	var content io.Reader
	if body != nil {
		encoded, _ := json.Marshal(body)
		content = bytes.NewReader(encoded)
	}
	request, _ := http.NewRequest(method, apiURL+path, content)
	request.Header.Set("Authorization", "Bearer "+accessToken)
	request.Header.Set("X-Merchant-Id", setting("MERCHANT_ID"))
	request.Header.Set("X-source", "first-payment")
	if upstreamEnv != "" {
		request.Header.Set("X-Upstream-Env", upstreamEnv)
	}
	if body != nil {
		request.Header.Set("Content-Type", "application/json")
	}
	return send(request)
}

// backoff is the wait before resend or re-read number attempt (0 first): the policy's steps, then doubling.
func backoff(attempt int) int {
	steps := len(backoffSeconds)
	if attempt < steps {
		return backoffSeconds[attempt]
	}
	return backoffSeconds[steps-1] << (attempt - steps + 1)
}

// retryAfter is the wait after a 429: its Retry-After seconds when they are longer than the backoff.
func retryAfter(got *answer, attempt int) int {
	if asked, err := strconv.Atoi(got.retryAfter); err == nil && asked > backoff(attempt) {
		return asked
	}
	return backoff(attempt)
}

type payment struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

// lookUp finds the payment sent with this merchantTransactionId, or "" when none reached the service.
func lookUp(merchantTransactionID string) string {
	got := call("GET", "/payments?merchantTransactionId="+url.QueryEscape(merchantTransactionID), nil)
	if got == nil || (got.status != 200 && got.status != 202) {
		fail("No answer to the lookup: look %s up again later", merchantTransactionID)
	}
	var found struct{ Data []payment }
	json.Unmarshal(got.body, &found)
	if len(found.Data) == 0 {
		return ""
	}
	return found.Data[0].ID
}

type paymentRequest struct {
	Amount                int    `json:"amount"`
	PaymentMethodID       string `json:"paymentMethodId"`
	MerchantTransactionID string `json:"merchantTransactionId"`
	PaymentDescription    string `json:"paymentDescription"`
}

// createPayment sends POST /payments, recovered as its x-idempotency says: a lost answer is looked up
// before it is resent.
func createPayment(request paymentRequest) string {
	pause := 0
	for attempt := 0; attempt < maxAttempts; attempt++ {
		time.Sleep(time.Duration(pause) * time.Second)
		pause = backoff(attempt)
		got := call("POST", "/payments", request)
		if got == nil {
			if found := lookUp(request.MerchantTransactionID); found != "" {
				return found
			}
			continue // It never arrived: the same body, with the same merchantTransactionId, goes again.
		}
		var created struct {
			Data  payment
			Error struct{ ErrorCode string }
		}
		json.Unmarshal(got.body, &created)
		switch {
		case got.status == 202:
			return created.Data.ID
		case got.status == 429:
			pause = retryAfter(got, attempt)
			continue
		case got.status == 400 && created.Error.ErrorCode == "DUPLICATE_MERCHANT_TRANSACTION_ID":
			// An earlier send arrived after all.
			if found := lookUp(request.MerchantTransactionID); found != "" {
				return found
			}
		}
		// 406 declined, 500 failed (never resent), any other 400 refused: the answer says why.
		fail("POST /payments answered %d: %s", got.status, got.body)
	}
	fail("No answer after %d sends: look %s up later", maxAttempts, request.MerchantTransactionID)
	return ""
}

// waitUntilFinal reads the payment until its status is final, the pauses growing up to the longest poll interval.
func waitUntilFinal(paymentID string) payment {
	giveUpAt := time.Now().Add(longestWaitSeconds * time.Second)
	unanswered := 0
	for read := 0; ; read++ {
		got := call("GET", "/payments/"+url.PathEscape(paymentID), nil)
		pause := backoff(read)
		if pause > maxPollIntervalSeconds {
			pause = maxPollIntervalSeconds
		}
		if got == nil || got.status >= 500 || got.status == 429 {
			unanswered++
			if unanswered == maxAttempts {
				fail("Payment %s: no answer to %d reads in a row", paymentID, maxAttempts)
			}
			if got != nil && got.status == 429 {
				pause = retryAfter(got, read)
			}
		} else if got.status == 200 || got.status == 202 {
			unanswered = 0
			var current struct{ Data payment }
			json.Unmarshal(got.body, &current)
			if finalStatuses[current.Data.Status] {
				return current.Data
			}
		} else {
			fail("GET /payments/%s answered %d: %s", paymentID, got.status, got.body)
		}
		if time.Now().Add(time.Duration(pause) * time.Second).After(giveUpAt) {
			fail("Payment %s is not final yet: a webhook or a later read tells the outcome", paymentID)
		}
		time.Sleep(time.Duration(pause) * time.Second)
	}
}

func main() {
	accessToken = getAccessToken()
	random := make([]byte, 16)
	rand.Read(random)
	paymentID := createPayment(paymentRequest{
		Amount:          2500,
		PaymentMethodID: testPaymentMethodID,
		// Chosen once, before the first send, so that every resend carries the same one.
		MerchantTransactionID: "first-payment-" + hex.EncodeToString(random),
		PaymentDescription:    "First payment",
	})
	final := waitUntilFinal(paymentID)
	fmt.Printf("Payment %s is final: %s\n", final.ID, final.Status)
}
