<?php
// The Send webhook endpoint of https://docs.parleychat.io/guides/developer/webhook/send-webhook-action, for PHP 8.1 or
// later with nothing to install. Try it with: php -S localhost:3000 flow-webhook.php
// In production, serve it with your web server at /parley/flow. Under PHP-FPM, set env[FLOW_WEBHOOK_SECRETS] = … in
// the pool configuration: PHP-FPM clears the environment by default.

// The Flow webhook secret of every chatbot whose flows call this URL, after the chatbot's ID: bot_…=whsec_…,
// comma-separated (a chatbot has two while its secret is rolled).
$format = 'FLOW_WEBHOOK_SECRETS must list each Flow webhook secret after its chatbot ID: bot_…=whsec_…,bot_…=whsec_…';
$secrets = [];
foreach (explode(',', getenv('FLOW_WEBHOOK_SECRETS') ?: '') as $place => $entry) {
    if (trim($entry) === '') {
        continue;
    }
    // An entry in another form (swapped, or a secret without its chatbot ID) is named by its place, never printed.
    if (!preg_match('/^(bot_[A-Za-z0-9]{10})\s*=\s*(whsec_[A-Za-z0-9]{32})$/D', trim($entry), $match)) {
        $secrets = [];
        $format .= '; entry ' . ($place + 1) . ' is not in that form';
        break;
    }
    $secrets[] = [$match[1], $match[2]];
}
// PHP starts afresh for each request: without every secret, answer 500 (the flow takes Failed) and say why.
if (!$secrets) {
    error_log($format);
    http_response_code(500);
    exit;
}
const TOLERANCE_SECONDS = 5 * 60;

/** The chatbots whose secret signed the body: none when the request is not genuine. */
function verify_signature(string $rawBody, ?string $header, array $secrets): array
{
    if (!$header) {
        return [];
    }
    $timestamp = null;
    $signatures = [];
    foreach (explode(',', $header) as $part) {
        [$key, $value] = array_pad(explode('=', trim($part), 2), 2, '');
        if ($key === 't' && ctype_digit($value)) {
            $timestamp = (int) $value;
        } elseif ($key === 'v1') {
            $signatures[] = $value;
        }
    }
    if ($timestamp === null || !$signatures || abs(time() - $timestamp) > TOLERANCE_SECONDS) {
        return [];
    }
    $signedFor = [];
    foreach ($secrets as [$chatbotId, $secret]) {
        $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
        foreach ($signatures as $signature) {
            if (hash_equals($expected, $signature)) {
                $signedFor[] = $chatbotId;
            }
        }
    }
    return $signedFor;
}

function answer(int $status, array $body): void
{
    http_response_code($status);
    header('Content-Type: application/json');
    echo json_encode($body);
    exit;
}

// Your customer records, by your own user ID. Use your database in production: answer well within the time limit.
const CUSTOMERS = ['customer-4821' => ['tier' => 'gold', 'open_orders' => 2, 'account_manager' => 'Sam Okafor']];

if ($_SERVER['REQUEST_METHOD'] !== 'POST' || parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) !== '/parley/flow') {
    http_response_code(404);
    exit;
}
$rawBody = file_get_contents('php://input');
$signedFor = verify_signature($rawBody, $_SERVER['HTTP_PARLEY_SIGNATURE'] ?? null, $secrets);
if (!$signedFor) {
    error_log('Refused a request with a missing or wrong signature');
    answer(400, ['error' => 'invalid_signature']);
}
$request = json_decode($rawBody, true);
if (!is_array($request)) {
    answer(400, ['error' => 'invalid_json']);
}
$log = ($request['id'] ?? '') . ' ' . ($request['flow']['block_id'] ?? '');
// Signed with another chatbot's secret: a secret that leaked from one chatbot must not read another's customers.
if (!in_array($request['chatbot_id'] ?? null, $signedFor, true)) {
    error_log("$log: signed for " . implode(', ', $signedFor) . ', not for ' . ($request['chatbot_id'] ?? 'no chatbot'));
    answer(400, ['error' => 'signed_for_another_chatbot']);
}
// Personal data only for the customer your website signed in: visitor.id is a claim unless verified is true,
// and the variables (an email, a name) are whatever the visitor typed.
$visitor = $request['visitor'] ?? [];
if (($visitor['verified'] ?? null) !== true || empty($visitor['id']) || !is_string($visitor['id'])) {
    error_log("$log: visitor not verified");
    answer(200, ['signed_in' => false, 'customer' => null]);
}
// An unknown customer is not an error: customer is null, the mapped variables stay empty, and the flow
// continues on Success, where a Condition on "is empty" can branch.
$customer = CUSTOMERS[$visitor['id']] ?? null;
error_log("$log: answered"); // IDs only: never the customer's ID or data.
answer(200, ['signed_in' => true, 'customer' => $customer]);
