import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import config from '../../docusaurus.config';
import {languageSamples, onDemandLanguages, sampleLanguages} from '../../plugins/openapi-docs/languageSamples';
import {registerGrammars} from '../../src/components/reference/LanguageSamples/grammars';
import type {RequestSample} from '../../plugins/openapi-docs/types';

const server = 'https://api.example.test/v1';

const post: RequestSample = {
  method: 'POST',
  url: `${server}/payments`,
  bearerToken: true,
  headers: [
    ['Content-Type', 'application/json'],
    ['X-Merchant-Id', '0f8fad5b'],
  ],
  body: {amount: 1999, authorizeCard: false, note: "Ada's order", metadata: {}},
};

const get: RequestSample = {
  method: 'GET',
  url: `${server}/payments?merchantTransactionId=order-1001`,
  bearerToken: false,
  headers: [],
};

describe('the sample languages', () => {
  it("keep the guides' tab values for curl and TypeScript, so that one choice holds on every page", () => {
    expect(sampleLanguages.map(({id}) => id)).toEqual(['curl', 'ts', 'python', 'java', 'csharp', 'go', 'php', 'ruby']);
    expect(sampleLanguages[0].id).toBe('curl');
  });

  it('leave only curl and TypeScript in the page', () => {
    expect(onDemandLanguages.map(({id}) => id)).toEqual(['python', 'java', 'csharp', 'go', 'php', 'ruby']);
  });

  it("each have a Prism grammar: the theme's, or one registered when a sample loads on demand", async () => {
    await registerGrammars();
    const themes: readonly string[] = config.themeConfig.prism.additionalLanguages;
    const missing = sampleLanguages
      .filter(({prism}) => Prism.languages[prism] === undefined && !themes.includes(prism))
      .map(({id}) => id);
    expect(missing).toEqual([]);
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });
});

describe('every language', () => {
  const posts = languageSamples(post, server);
  const gets = languageSamples(get, server);

  it.each(sampleLanguages.map(({id}) => id))(
    '%s reads the server from API_BASE_URL and the token from ACCESS_TOKEN, and sends the headers and body',
    (id) => {
      const code = posts[id];
      expect(code).toContain('API_BASE_URL');
      expect(code.split(server)).toHaveLength(2);
      expect(code).toContain('/payments');
      expect(code).toContain('ACCESS_TOKEN');
      expect(code).toContain('0f8fad5b');
      expect(code).toContain('1999');
      expect(code).toMatch(/authorizeCard\\?["']:\s?(false|False)/);
      expect(code).not.toMatch(/invalid|access-token-from-environment/);
    },
  );

  it.each(sampleLanguages.map(({id}) => id))('%s sends no token when the call needs none', (id) => {
    expect(gets[id]).not.toContain('ACCESS_TOKEN');
    expect(gets[id]).not.toContain('Authorization');
    expect(gets[id]).toContain('order-1001');
  });

  it('refuses a sample whose URL is not on the server, saying so', () => {
    expect(() => languageSamples(post, 'https://other.test')).toThrow(
      "The sample's URL https://api.example.test/v1/payments does not begin with the server URL https://other.test",
    );
  });

  it('sends a body as it is, even with what string literals treat specially', () => {
    const body = {note: 'a $b #{c} \'d\' "e" \\f\ng'};
    const samples = languageSamples({...post, body}, server);
    const sent = JSON.stringify(body);
    const singleQuoted = `'${sent.replace(/['\\]/g, '\\$&')}'`;
    expect(samples.php).toContain(`CURLOPT_POSTFIELDS => ${singleQuoted},`);
    expect(samples.ruby).toContain(`request.body = ${singleQuoted}`);
    // httpsnippet's Python literal escapes double quotes only: this body goes as the JSON text.
    expect(samples.python).toContain(`payload = ${JSON.stringify(sent)}`);
    expect(samples.python).toContain('data=payload');
    for (const id of ['java', 'csharp', 'go'] as const) expect(samples[id]).toContain(JSON.stringify(sent));
  });
});

describe('a POST with a token, a header and a body', () => {
  const samples = languageSamples(post, server);

  it('in Python', () => {
    expect(samples.python).toMatchInlineSnapshot(`
      "import os

      import requests

      base_url = os.environ.get("API_BASE_URL", "https://api.example.test/v1")
      access_token = os.environ["ACCESS_TOKEN"]

      url = base_url + "/payments"

      payload = {
          "amount": 1999,
          "authorizeCard": False,
          "note": "Ada's order",
          "metadata": {}
      }
      headers = {
          "Authorization": "Bearer " + access_token,
          "Content-Type": "application/json",
          "X-Merchant-Id": "0f8fad5b"
      }

      response = requests.post(url, json=payload, headers=headers)

      print(response.status_code)
      print(response.text)"
    `);
  });

  it('in Java', () => {
    expect(samples.java).toMatchInlineSnapshot(`
      "import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;

      public class Main {
          public static void main(String[] args) throws Exception {
              String baseUrl = System.getenv().getOrDefault("API_BASE_URL", "https://api.example.test/v1");
              String accessToken = System.getenv("ACCESS_TOKEN");
              HttpRequest request = HttpRequest.newBuilder()
                      .uri(URI.create(baseUrl + "/payments"))
                      .header("Authorization", "Bearer " + accessToken)
                      .header("Content-Type", "application/json")
                      .header("X-Merchant-Id", "0f8fad5b")
                      .method("POST", HttpRequest.BodyPublishers.ofString("{\\"amount\\":1999,\\"authorizeCard\\":false,\\"note\\":\\"Ada's order\\",\\"metadata\\":{}}"))
                      .build();
              HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
              System.out.println(response.statusCode());
              System.out.println(response.body());
          }
      }"
    `);
  });

  it('in C#', () => {
    expect(samples.csharp).toMatchInlineSnapshot(`
      "using System;
      using System.Net.Http;
      using System.Net.Http.Headers;
      using System.Threading.Tasks;

      class Program
      {
          static void Main()
          {
              Run().GetAwaiter().GetResult();
          }

          static async Task Run()
          {
              var baseUrl = Environment.GetEnvironmentVariable("API_BASE_URL") ?? "https://api.example.test/v1";
              var accessToken = Environment.GetEnvironmentVariable("ACCESS_TOKEN");
              var client = new HttpClient();
              var request = new HttpRequestMessage
              {
                  Method = HttpMethod.Post,
                  RequestUri = new Uri(baseUrl + "/payments"),
                  Headers =
                  {
                      { "Authorization", "Bearer " + accessToken },
                      { "X-Merchant-Id", "0f8fad5b" },
                  },
                  Content = new StringContent("{\\"amount\\":1999,\\"authorizeCard\\":false,\\"note\\":\\"Ada's order\\",\\"metadata\\":{}}")
                  {
                      Headers =
                      {
                          ContentType = new MediaTypeHeaderValue("application/json")
                      }
                  }
              };
              using (var response = await client.SendAsync(request))
              {
                  Console.WriteLine((int)response.StatusCode);
                  var body = await response.Content.ReadAsStringAsync();
                  Console.WriteLine(body);
              }
          }
      }"
    `);
  });

  it('in Go', () => {
    expect(samples.go).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"strings"
      	"net/http"
      	"os"
      	"io"
      )

      func main() {

      	baseURL := os.Getenv("API_BASE_URL")
      	if baseURL == "" {
      		baseURL = "https://api.example.test/v1"
      	}
      	accessToken := os.Getenv("ACCESS_TOKEN")

      	url := baseURL + "/payments"

      	payload := strings.NewReader("{\\"amount\\":1999,\\"authorizeCard\\":false,\\"note\\":\\"Ada's order\\",\\"metadata\\":{}}")

      	req, err := http.NewRequest("POST", url, payload)

      	if err != nil {
      		panic(err)
      	}
      	req.Header.Add("Authorization", "Bearer " + accessToken)
      	req.Header.Add("Content-Type", "application/json")
      	req.Header.Add("X-Merchant-Id", "0f8fad5b")

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}

      	defer res.Body.Close()
      	body, err := io.ReadAll(res.Body)
      	if err != nil {
      		panic(err)
      	}

      	fmt.Println(res.Status)
      	fmt.Println(string(body))

      }"
    `);
  });

  it('in PHP', () => {
    expect(samples.php).toMatchInlineSnapshot(`
      "<?php

      $baseUrl = getenv('API_BASE_URL') ?: 'https://api.example.test/v1';
      $accessToken = getenv('ACCESS_TOKEN');

      $curl = curl_init();

      curl_setopt_array($curl, [
        CURLOPT_URL => $baseUrl . "/payments",
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_ENCODING => "",
        CURLOPT_MAXREDIRS => 10,
        CURLOPT_TIMEOUT => 30,
        CURLOPT_HTTP_VERSION => CURL_HTTP_VERSION_1_1,
        CURLOPT_CUSTOMREQUEST => "POST",
        CURLOPT_POSTFIELDS => '{"amount":1999,"authorizeCard":false,"note":"Ada\\'s order","metadata":{}}',
        CURLOPT_HTTPHEADER => [
          "Authorization: Bearer " . $accessToken,
          "Content-Type: application/json",
          "X-Merchant-Id: 0f8fad5b"
        ],
      ]);

      $response = curl_exec($curl);
      $err = curl_error($curl);
      $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);

      curl_close($curl);

      if ($err) {
        echo "cURL Error #:" . $err;
      } else {
        echo $status, "\\n", $response;
      }"
    `);
  });

  it('in Ruby', () => {
    expect(samples.ruby).toMatchInlineSnapshot(`
      "require 'uri'
      require 'net/http'

      base_url = ENV.fetch('API_BASE_URL', 'https://api.example.test/v1')
      access_token = ENV.fetch('ACCESS_TOKEN')

      url = URI(base_url + "/payments")

      http = Net::HTTP.new(url.host, url.port)
      http.use_ssl = url.scheme == 'https'

      request = Net::HTTP::Post.new(url)
      request["Authorization"] = 'Bearer ' + access_token
      request["Content-Type"] = 'application/json'
      request["X-Merchant-Id"] = '0f8fad5b'
      request.body = '{"amount":1999,"authorizeCard":false,"note":"Ada\\'s order","metadata":{}}'

      response = http.request(request)
      puts response.code
      puts response.read_body"
    `);
  });
});

describe('a GET with a query', () => {
  const samples = languageSamples(get, server);

  it('in Python', () => {
    expect(samples.python).toMatchInlineSnapshot(`
      "import os

      import requests

      base_url = os.environ.get("API_BASE_URL", "https://api.example.test/v1")

      url = base_url + "/payments"

      querystring = {"merchantTransactionId":"order-1001"}

      response = requests.get(url, params=querystring)

      print(response.status_code)
      print(response.text)"
    `);
  });

  it('in Java', () => {
    expect(samples.java).toMatchInlineSnapshot(`
      "import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;

      public class Main {
          public static void main(String[] args) throws Exception {
              String baseUrl = System.getenv().getOrDefault("API_BASE_URL", "https://api.example.test/v1");
              HttpRequest request = HttpRequest.newBuilder()
                      .uri(URI.create(baseUrl + "/payments?merchantTransactionId=order-1001"))
                      .method("GET", HttpRequest.BodyPublishers.noBody())
                      .build();
              HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
              System.out.println(response.statusCode());
              System.out.println(response.body());
          }
      }"
    `);
  });

  it('in C#', () => {
    expect(samples.csharp).toMatchInlineSnapshot(`
      "using System;
      using System.Net.Http;
      using System.Net.Http.Headers;
      using System.Threading.Tasks;

      class Program
      {
          static void Main()
          {
              Run().GetAwaiter().GetResult();
          }

          static async Task Run()
          {
              var baseUrl = Environment.GetEnvironmentVariable("API_BASE_URL") ?? "https://api.example.test/v1";
              var client = new HttpClient();
              var request = new HttpRequestMessage
              {
                  Method = HttpMethod.Get,
                  RequestUri = new Uri(baseUrl + "/payments?merchantTransactionId=order-1001"),
              };
              using (var response = await client.SendAsync(request))
              {
                  Console.WriteLine((int)response.StatusCode);
                  var body = await response.Content.ReadAsStringAsync();
                  Console.WriteLine(body);
              }
          }
      }"
    `);
  });

  it('in Go', () => {
    expect(samples.go).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"net/http"
      	"os"
      	"io"
      )

      func main() {

      	baseURL := os.Getenv("API_BASE_URL")
      	if baseURL == "" {
      		baseURL = "https://api.example.test/v1"
      	}

      	url := baseURL + "/payments?merchantTransactionId=order-1001"

      	req, err := http.NewRequest("GET", url, nil)

      	if err != nil {
      		panic(err)
      	}
      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}

      	defer res.Body.Close()
      	body, err := io.ReadAll(res.Body)
      	if err != nil {
      		panic(err)
      	}

      	fmt.Println(res.Status)
      	fmt.Println(string(body))

      }"
    `);
  });

  it('in PHP', () => {
    expect(samples.php).toMatchInlineSnapshot(`
      "<?php

      $baseUrl = getenv('API_BASE_URL') ?: 'https://api.example.test/v1';

      $curl = curl_init();

      curl_setopt_array($curl, [
        CURLOPT_URL => $baseUrl . "/payments?merchantTransactionId=order-1001",
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_ENCODING => "",
        CURLOPT_MAXREDIRS => 10,
        CURLOPT_TIMEOUT => 30,
        CURLOPT_HTTP_VERSION => CURL_HTTP_VERSION_1_1,
        CURLOPT_CUSTOMREQUEST => "GET",
      ]);

      $response = curl_exec($curl);
      $err = curl_error($curl);
      $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);

      curl_close($curl);

      if ($err) {
        echo "cURL Error #:" . $err;
      } else {
        echo $status, "\\n", $response;
      }"
    `);
  });

  it('in Ruby', () => {
    expect(samples.ruby).toMatchInlineSnapshot(`
      "require 'uri'
      require 'net/http'

      base_url = ENV.fetch('API_BASE_URL', 'https://api.example.test/v1')

      url = URI(base_url + "/payments?merchantTransactionId=order-1001")

      http = Net::HTTP.new(url.host, url.port)
      http.use_ssl = url.scheme == 'https'

      request = Net::HTTP::Get.new(url)

      response = http.request(request)
      puts response.code
      puts response.read_body"
    `);
  });
});
