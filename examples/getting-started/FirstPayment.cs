// Your first payment: get a token, charge 25.00 USD to the saved test card, and wait until the payment is
// final. Set the variables of Getting Started, then build and run it, on Mono:
// mcs -r:System.Net.Http -r:System.Json FirstPayment.cs && mono FirstPayment.exe
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Json;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Security.Cryptography;
using System.Text;
using System.Threading;
using System.Threading.Tasks;

public static class FirstPayment
{
    // The contract's x-retry-policy: how long a call may take, how many times one request is sent, the
    // waits in between, and the longest pause between two reads of a poll.
    const int CallTimeoutSeconds = 10;
    const int MaxAttempts = 3;
    static readonly int[] BackoffSeconds = { 1, 2, 4 };
    const int MaxPollIntervalSeconds = 10;
    // How long to wait for the payment in one go; past it, a webhook or a later read tells the outcome.
    const int LongestWaitSeconds = 180;
    // The terminal states of PaymentStatus in the contract's x-lifecycle: nothing more happens to the payment.
    static readonly string[] FinalStatuses = { "COMPLETED", "CANCELED", "FAILED", "PAYMENT_METHOD_FAILED" };
    // The saved test Visa that every non-production wallet holds: the contract's x-test-data.
    const string TestPaymentMethodId = "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9";

    static readonly HttpClient Client = new HttpClient { Timeout = TimeSpan.FromSeconds(CallTimeoutSeconds) };
    static readonly string ApiUrl = Setting("CHECKOUT_API_URL");
    static readonly string UpstreamEnv = Environment.GetEnvironmentVariable("UPSTREAM_ENV") ?? "";
    static string accessToken;

    /// <summary>What came back: the status, the Retry-After header's seconds and the body.</summary>
    class Answer
    {
        public int Status;
        public int RetryAfter;
        public string Body;

        public JsonValue Json
        {
            get { return JsonValue.Parse(Body); }
        }
    }

    /// <summary>Says why on stderr and exits with 1; callers throw the result, so the compiler sees the end.</summary>
    static Exception Fail(string message)
    {
        Console.Error.WriteLine(message);
        Environment.Exit(1);
        return new InvalidOperationException(message);
    }

    static string Setting(string name)
    {
        string value = Environment.GetEnvironmentVariable(name);
        if (string.IsNullOrEmpty(value)) throw Fail("Set " + name + "; Getting Started lists its value");
        return value;
    }

    /// <summary>
    /// Sends one request with the call timeout; null when no answer came: a timeout, a lost connection, or
    /// a gateway's 502, 503 or 504.
    /// </summary>
    static Answer Send(HttpRequestMessage request)
    {
        try
        {
            using (HttpResponseMessage response = Client.SendAsync(request).GetAwaiter().GetResult())
            {
                int status = (int)response.StatusCode;
                if (status == 502 || status == 503 || status == 504) return null;
                RetryConditionHeaderValue retryAfter = response.Headers.RetryAfter;
                bool inSeconds = retryAfter != null && retryAfter.Delta.HasValue;
                return new Answer
                {
                    Status = status,
                    RetryAfter = inSeconds ? (int)retryAfter.Delta.Value.TotalSeconds : 0,
                    Body = response.Content.ReadAsStringAsync().GetAwaiter().GetResult(),
                };
            }
        }
        catch (Exception lost) when (lost is HttpRequestException || lost is TaskCanceledException)
        {
            return null;
        }
    }

    /// <summary>A token from the client-credentials grant; outside production, scopes are nonprod- ones.</summary>
    static string GetAccessToken()
    {
        var request = new HttpRequestMessage(HttpMethod.Post, Setting("CHECKOUT_TOKEN_URL"));
        byte[] credentials = Encoding.UTF8.GetBytes(Setting("CLIENT_ID") + ":" + Setting("CLIENT_SECRET"));
        request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(credentials));
        request.Content = new FormUrlEncodedContent(new Dictionary<string, string>
        {
            { "grant_type", "client_credentials" },
            { "scope", UpstreamEnv == "" ? "merchant" : "nonprod-merchant" },
        });
        Answer token = Send(request);
        if (token == null || token.Status != 200) throw Fail("The token request got no token");
        return token.Json["access_token"];
    }

    static Answer Call(HttpMethod method, string path, JsonObject body = null)
    {
        var request = new HttpRequestMessage(method, ApiUrl + path);
        request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", accessToken);
        request.Headers.Add("X-Merchant-Id", Setting("MERCHANT_ID"));
        request.Headers.Add("X-source", "first-payment");
        if (UpstreamEnv != "") request.Headers.Add("X-Upstream-Env", UpstreamEnv);
        if (body != null)
        {
            request.Content = new StringContent(body.ToString(), Encoding.UTF8, "application/json");
        }
        return Send(request);
    }

    /// <summary>The wait before resend or re-read number attempt (0 first): the policy's steps, doubling.</summary>
    static int Backoff(int attempt)
    {
        int steps = BackoffSeconds.Length;
        return attempt < steps ? BackoffSeconds[attempt] : BackoffSeconds[steps - 1] << (attempt - steps + 1);
    }

    /// <summary>After a 429: its Retry-After seconds when they are longer than the backoff.</summary>
    static int RetryAfter(Answer answer, int attempt)
    {
        return Math.Max(answer.RetryAfter, Backoff(attempt));
    }

    /// <summary>The payment sent with this merchantTransactionId; null when none reached the service.</summary>
    static string LookUp(string merchantTransactionId)
    {
        string path = "/payments?merchantTransactionId=" + Uri.EscapeDataString(merchantTransactionId);
        Answer answer = Call(HttpMethod.Get, path);
        if (answer == null || (answer.Status != 200 && answer.Status != 202))
        {
            throw Fail("No answer to the lookup: look " + merchantTransactionId + " up again later");
        }
        JsonValue payments = answer.Json["data"];
        return payments.Count == 0 ? null : (string)payments[0]["id"];
    }

    /// <summary>POST /payments, recovered as its x-idempotency says: a lost answer is looked up first.</summary>
    static string CreatePayment(JsonObject request)
    {
        string merchantTransactionId = request["merchantTransactionId"];
        int pause = 0;
        for (int attempt = 0; attempt < MaxAttempts; attempt++)
        {
            Thread.Sleep(TimeSpan.FromSeconds(pause));
            pause = Backoff(attempt);
            Answer answer = Call(HttpMethod.Post, "/payments", request);
            if (answer == null)
            {
                string found = LookUp(merchantTransactionId);
                if (found != null) return found;
                continue; // It never arrived: the same body, with the same merchantTransactionId, goes again.
            }
            if (answer.Status == 202) return answer.Json["data"]["id"];
            if (answer.Status == 429)
            {
                pause = RetryAfter(answer, attempt);
                continue;
            }
            if (answer.Status == 400 && answer.Json.ContainsKey("error")
                && (string)answer.Json["error"]["errorCode"] == "DUPLICATE_MERCHANT_TRANSACTION_ID")
            {
                string found = LookUp(merchantTransactionId); // An earlier send arrived after all.
                if (found != null) return found;
            }
            // 406 declined, 500 failed (never resent), any other 400 refused: the answer says why.
            throw Fail("POST /payments answered " + answer.Status + ": " + answer.Body);
        }
        throw Fail("No answer after " + MaxAttempts + " sends: look " + merchantTransactionId + " up later");
    }

    /// <summary>Reads the payment until its status is final, the pauses growing to the longest poll interval.</summary>
    static JsonValue WaitUntilFinal(string paymentId)
    {
        Stopwatch waited = Stopwatch.StartNew();
        int unanswered = 0;
        for (int read = 0; ; read++)
        {
            Answer answer = Call(HttpMethod.Get, "/payments/" + Uri.EscapeDataString(paymentId));
            int pause = Math.Min(Backoff(read), MaxPollIntervalSeconds);
            if (answer == null || answer.Status >= 500 || answer.Status == 429)
            {
                if (++unanswered == MaxAttempts)
                {
                    throw Fail("Payment " + paymentId + ": no answer to " + MaxAttempts + " reads in a row");
                }
                if (answer != null && answer.Status == 429) pause = RetryAfter(answer, read);
            }
            else if (answer.Status == 200 || answer.Status == 202)
            {
                unanswered = 0;
                JsonValue payment = answer.Json["data"];
                if (Array.IndexOf(FinalStatuses, (string)payment["status"]) >= 0) return payment;
            }
            else
            {
                throw Fail("GET /payments/" + paymentId + " answered " + answer.Status + ": " + answer.Body);
            }
            if (waited.Elapsed.TotalSeconds + pause > LongestWaitSeconds)
            {
                throw Fail("Payment " + paymentId + " is not final yet: a webhook or a later read tells the outcome");
            }
            Thread.Sleep(TimeSpan.FromSeconds(pause));
        }
    }

    public static void Main()
    {
        accessToken = GetAccessToken();
        var random = new byte[16];
        using (var generator = RandomNumberGenerator.Create()) generator.GetBytes(random);
        // Chosen once, before the first send, so that every resend carries the same one.
        string merchantTransactionId = "first-payment-" + BitConverter.ToString(random).Replace("-", "").ToLower();
        string paymentId = CreatePayment(new JsonObject
        {
            { "amount", 2500 },
            { "paymentMethodId", TestPaymentMethodId },
            { "merchantTransactionId", merchantTransactionId },
            { "paymentDescription", "First payment" },
        });
        JsonValue payment = WaitUntilFinal(paymentId);
        Console.WriteLine("Payment " + (string)payment["id"] + " is final: " + (string)payment["status"]);
    }
}
