<?php
// Checks a Naya postback's X-Naya-Signature (docs/partners.md "Verify the signature"), PHP 7.4+.
// The signed text is the raw body of a POST postback, or the exact URL requested for a GET one.
// Usage: NAYA_POSTBACK_SECRET=whsec_… php verify-postback.php '<X-Naya-Signature>' < signed-text
// Prints "valid" (exit 0) or "invalid" (exit 1). In your endpoint:
//   verified($_SERVER['HTTP_X_NAYA_SIGNATURE'] ?? '', file_get_contents('php://input'), getenv('NAYA_POSTBACK_SECRET'))

const TOLERANCE_S = 300; // refuse an old signature: a replayed postback

function verified(string $header, string $signedText, string $secret, ?int $now = null): bool
{
    $parts = [];
    foreach (explode(',', $header) as $part) {
        $pair = explode('=', trim($part), 2);
        if (count($pair) === 2) {
            $parts[$pair[0]] = $pair[1];
        }
    }
    $t = $parts['t'] ?? '';
    if (!ctype_digit($t) || abs(($now ?? time()) - (int) $t) > TOLERANCE_S) {
        return false;
    }
    $expected = hash_hmac('sha256', $t . '.' . $signedText, $secret);
    return hash_equals($expected, $parts['v1'] ?? '');
}

if (PHP_SAPI === 'cli' && realpath($argv[0]) === __FILE__) {
    $ok = verified($argv[1] ?? '', stream_get_contents(STDIN), (string) getenv('NAYA_POSTBACK_SECRET'));
    echo $ok ? "valid\n" : "invalid\n";
    exit($ok ? 0 : 1);
}
