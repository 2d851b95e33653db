// Your first payment: get a token, charge 25.00 USD to the saved test card, and wait until the payment is
// final. Set the variables of Getting Started, then run: java FirstPayment.java
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class FirstPayment {
    // The contract's x-retry-policy: how long a call may take, how many times one request is sent, the
    // waits in between, and the longest pause between two reads of a poll.
    static final int CALL_TIMEOUT_SECONDS = 10;
    static final int MAX_ATTEMPTS = 3;
    static final int[] BACKOFF_SECONDS = {1, 2, 4};
    static final int MAX_POLL_INTERVAL_SECONDS = 10;
    // How long to wait for the payment in one go; past it, a webhook or a later read tells the outcome.
    static final int LONGEST_WAIT_SECONDS = 180;
    // The terminal states of PaymentStatus in the contract's x-lifecycle: nothing more happens to the payment.
    static final Set<String> FINAL_STATUSES = Set.of("COMPLETED", "CANCELED", "FAILED", "PAYMENT_METHOD_FAILED");
    // The saved test Visa that every non-production wallet holds: the contract's x-test-data.
    static final String TEST_PAYMENT_METHOD_ID = "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9";

    static final HttpClient CLIENT = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(CALL_TIMEOUT_SECONDS)).build();
    static final String API_URL = setting("CHECKOUT_API_URL");
    static final String UPSTREAM_ENV = System.getenv().getOrDefault("UPSTREAM_ENV", "");
    static String accessToken;

    /** What came back: the status, the Retry-After header and the body. */
    record Answer(int status, String retryAfter, String body) {
        /** A member of the body's JSON object: a map, a list, a string, a number, a boolean or null. */
        Object member(String name) {
            return ((Map<?, ?>) new JsonReader(body).value()).get(name);
        }
    }

    /** Says why on stderr and exits with 1; callers throw what it returns, so the compiler sees the end. */
    static RuntimeException fail(String message) {
        System.err.println(message);
        System.exit(1);
        return new IllegalStateException(message);
    }

    static String setting(String name) {
        String value = System.getenv().getOrDefault(name, "");
        if (value.isEmpty()) throw fail("Set " + name + "; Getting Started lists its value");
        return value;
    }

    /**
     * Sends one request with the call timeout; null when no answer came: a timeout, a lost connection, or a
     * gateway's 502, 503 or 504.
     */
    static Answer send(HttpRequest.Builder request) throws InterruptedException {
        try {
            HttpResponse<String> response = CLIENT.send(
                    request.timeout(Duration.ofSeconds(CALL_TIMEOUT_SECONDS)).build(),
                    HttpResponse.BodyHandlers.ofString());
            int status = response.statusCode();
            if (status == 502 || status == 503 || status == 504) return null;
            return new Answer(status, response.headers().firstValue("Retry-After").orElse(""), response.body());
        } catch (IOException lost) {
            return null;
        }
    }

    /** A token from the client-credentials grant; outside production, scopes carry the nonprod- prefix. */
    static String getAccessToken() throws InterruptedException {
        String scope = UPSTREAM_ENV.isEmpty() ? "merchant" : "nonprod-merchant";
        String credentials = setting("CLIENT_ID") + ":" + setting("CLIENT_SECRET");
        Answer token = send(HttpRequest.newBuilder(URI.create(setting("CHECKOUT_TOKEN_URL")))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes()))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials&scope=" + scope)));
        if (token == null || token.status() != 200) throw fail("The token request got no token");
        return (String) token.member("access_token");
    }

    static Answer call(String method, String path, String json) throws InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(API_URL + path))
                .header("Authorization", "Bearer " + accessToken)
                .header("X-Merchant-Id", setting("MERCHANT_ID"))
                .header("X-source", "first-payment")
                .method(method, json == null
                        ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (!UPSTREAM_ENV.isEmpty()) request.header("X-Upstream-Env", UPSTREAM_ENV);
        if (json != null) request.header("Content-Type", "application/json");
        return send(request);
    }

    /** The wait before resend or re-read number attempt (0 first): the policy's steps, then doubling. */
    static int backoff(int attempt) {
        int steps = BACKOFF_SECONDS.length;
        return attempt < steps ? BACKOFF_SECONDS[attempt] : BACKOFF_SECONDS[steps - 1] << (attempt - steps + 1);
    }

    /** After a 429: its Retry-After seconds when they are longer than the backoff. */
    static int retryAfter(Answer answer, int attempt) {
        int asked = answer.retryAfter().matches("\\d+") ? Integer.parseInt(answer.retryAfter()) : 0;
        return Math.max(asked, backoff(attempt));
    }

    static void sleepSeconds(int seconds) throws InterruptedException {
        Thread.sleep(seconds * 1000L);
    }

    /** The id of the payment sent with this merchantTransactionId, or null when none reached the service. */
    static String lookUp(String merchantTransactionId) throws InterruptedException {
        Answer answer = call("GET", "/payments?merchantTransactionId="
                + URLEncoder.encode(merchantTransactionId, StandardCharsets.UTF_8), null);
        if (answer == null || (answer.status() != 200 && answer.status() != 202)) {
            throw fail("No answer to the lookup: look " + merchantTransactionId + " up again later");
        }
        List<?> payments = (List<?>) answer.member("data");
        return payments.isEmpty() ? null : (String) ((Map<?, ?>) payments.get(0)).get("id");
    }

    /** POST /payments, recovered as its x-idempotency says: a lost answer is looked up before it is resent. */
    static String createPayment(String merchantTransactionId, String json) throws InterruptedException {
        int pause = 0;
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            sleepSeconds(pause);
            pause = backoff(attempt);
            Answer answer = call("POST", "/payments", json);
            if (answer == null) {
                String found = lookUp(merchantTransactionId);
                if (found != null) return found;
                continue; // It never arrived: the same body, with the same merchantTransactionId, goes again.
            }
            if (answer.status() == 202) return (String) ((Map<?, ?>) answer.member("data")).get("id");
            if (answer.status() == 429) {
                pause = retryAfter(answer, attempt);
                continue;
            }
            Map<?, ?> error = answer.status() == 400 ? (Map<?, ?>) answer.member("error") : null;
            if (error != null && "DUPLICATE_MERCHANT_TRANSACTION_ID".equals(error.get("errorCode"))) {
                String found = lookUp(merchantTransactionId); // An earlier send arrived after all.
                if (found != null) return found;
            }
            // 406 declined, 500 failed (never resent), any other 400 refused: the answer says why.
            throw fail("POST /payments answered " + answer.status() + ": " + answer.body());
        }
        throw fail("No answer after " + MAX_ATTEMPTS + " sends: look " + merchantTransactionId + " up later");
    }

    /** Reads the payment until its status is final, the pauses growing up to the longest poll interval. */
    static Map<?, ?> waitUntilFinal(String paymentId) throws InterruptedException {
        long giveUpAt = System.nanoTime() + Duration.ofSeconds(LONGEST_WAIT_SECONDS).toNanos();
        int unanswered = 0;
        for (int read = 0; ; read++) {
            Answer answer = call("GET", "/payments/" + paymentId, null);
            int pause = Math.min(backoff(read), MAX_POLL_INTERVAL_SECONDS);
            if (answer == null || answer.status() >= 500 || answer.status() == 429) {
                if (++unanswered == MAX_ATTEMPTS) {
                    throw fail("Payment " + paymentId + ": no answer to " + MAX_ATTEMPTS + " reads in a row");
                }
                if (answer != null && answer.status() == 429) pause = retryAfter(answer, read);
            } else if (answer.status() == 200 || answer.status() == 202) {
                unanswered = 0;
                Map<?, ?> payment = (Map<?, ?>) answer.member("data");
                if (FINAL_STATUSES.contains((String) payment.get("status"))) return payment;
            } else {
                throw fail("GET /payments/" + paymentId + " answered " + answer.status() + ": " + answer.body());
            }
            if (System.nanoTime() + Duration.ofSeconds(pause).toNanos() > giveUpAt) {
                throw fail("Payment " + paymentId + " is not final yet: a webhook or a later read tells the outcome");
            }
            sleepSeconds(pause);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        accessToken = getAccessToken();
        byte[] random = new byte[16];
        new SecureRandom().nextBytes(random);
        // Chosen once, before the first send, so that every resend carries the same one.
        String merchantTransactionId = "first-payment-" + HexFormat.of().formatHex(random);
        String request = String.format("{\"amount\": 2500, \"paymentMethodId\": \"%s\", "
                + "\"merchantTransactionId\": \"%s\", \"paymentDescription\": \"First payment\"}",
                TEST_PAYMENT_METHOD_ID, merchantTransactionId);
        Map<?, ?> payment = waitUntilFinal(createPayment(merchantTransactionId, request));
        System.out.println("Payment " + payment.get("id") + " is final: " + payment.get("status"));
    }

    /** The JDK has no JSON parser: this small one reads an answer. In your own code, use Jackson or Gson. */
    static final class JsonReader {
        private final String text;
        private int at;

        JsonReader(String text) {
            this.text = text;
        }

        Object value() {
            skipSpace();
            char next = text.charAt(at);
            if (next == '{') {
                Map<String, Object> object = new LinkedHashMap<>();
                at++;
                while (!take('}')) {
                    take(',');
                    skipSpace();
                    String name = string();
                    skipSpace();
                    take(':');
                    object.put(name, value());
                }
                return object;
            }
            if (next == '[') {
                List<Object> array = new ArrayList<>();
                at++;
                while (!take(']')) {
                    take(',');
                    array.add(value());
                }
                return array;
            }
            if (next == '"') return string();
            int start = at;
            while (at < text.length() && ",}] \n\r\t".indexOf(text.charAt(at)) < 0) at++;
            String literal = text.substring(start, at);
            return switch (literal) {
                case "true" -> true;
                case "false" -> false;
                case "null" -> null;
                default -> Double.parseDouble(literal);
            };
        }

        private String string() {
            StringBuilder value = new StringBuilder();
            at++; // the opening quote
            for (char next = text.charAt(at++); next != '"'; next = text.charAt(at++)) {
                if (next != '\\') {
                    value.append(next);
                    continue;
                }
                char escaped = text.charAt(at++);
                switch (escaped) {
                    case 'n' -> value.append('\n');
                    case 't' -> value.append('\t');
                    case 'r' -> value.append('\r');
                    case 'b' -> value.append('\b');
                    case 'f' -> value.append('\f');
                    case 'u' -> {
                        value.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> value.append(escaped);
                }
            }
            return value.toString();
        }

        private boolean take(char expected) {
            skipSpace();
            if (at < text.length() && text.charAt(at) == expected) {
                at++;
                return true;
            }
            return false;
        }

        private void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
        }
    }
}
