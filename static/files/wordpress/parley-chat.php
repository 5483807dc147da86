<?php
/**
 * Plugin Name: Parley chat
 * Description: The Parley chat bubble, with the signed-in user's verified identity.
 * Version: 1.0.0
 * Requires PHP: 8.0
 *
 * Install: upload this file as wp-content/plugins/parley-chat/parley-chat.php (or zip it as parley-chat.zip and upload
 * the zip in Plugins → Add New Plugin → Upload Plugin), then activate Parley chat in Plugins. Its settings are defines in
 * wp-config.php, above the line "That's all, stop editing!", so this file stays as shipped:
 * - define('PARLEY_CHATBOT_ID', 'bot_…'); the chatbot's ID, from its Settings → General. Required.
 * - define('PARLEY_IDENTITY_SECRET', '…'); its Identity secret, from Settings → Security. Without it, visitors chat
 *   anonymously.
 * - define('PARLEY_TOKEN_PATHS', ['/my-account/lost-password/']); your pages whose address holds a token, from the
 *   site's root: no chat there. This list is the default.
 * - define('PARLEY_LOAD_SDK', false); when a consent manager loads the SDK's script: the plugin then prints the
 *   settings and the queue only.
 * Parley's identity verification guide (WordPress) says what it does.
 */
defined('ABSPATH') || exit; // Only WordPress runs this file.

// userHash: the hex HMAC-SHA256 of the user's ID, keyed with the chatbot's Identity secret.
function parley_user_hash(string $userId): string
{
    // WordPress: define('PARLEY_IDENTITY_SECRET', '…'); in wp-config.php (PHP-FPM clears the environment by default).
    $secret = defined('PARLEY_IDENTITY_SECRET') ? PARLEY_IDENTITY_SECRET : getenv('PARLEY_IDENTITY_SECRET');
    if ($secret === false || $secret === '') {
        // Without it every hash is wrong and every signed-in visitor fails verification, silently.
        throw new RuntimeException('PARLEY_IDENTITY_SECRET is not set');
    }
    return hash_hmac('sha256', $userId, $secret);
}

// The visitor for the signed-in user, without what the SDK would refuse; null for anyone else.
function parley_visitor(WP_User $user): ?array
{
    $id = (string) $user->ID;
    if (!$user->exists() || mb_strlen($id, 'UTF-8') > 255) {
        return null; // Not signed in, or an ID the SDK would refuse with the whole visitor: chat anonymous.
    }
    $visitor = ['id' => $id, 'userHash' => parley_user_hash($id)];
    $name = (string) $user->display_name;
    if ($name !== '' && mb_strlen($name, 'UTF-8') <= 200) { // Code points, as the SDK counts them.
        $visitor['name'] = $name;
    }
    $email = (string) $user->user_email;
    if (preg_match('~^(?=.{1,254}$)[A-Za-z0-9_%+\'-]+(?:\.[A-Za-z0-9_%+\'-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$~D', $email) === 1) { // The SDK's email rule.
        $visitor['email'] = $email;
    }
    return $visitor;
}

// A page for a signed-in user carries their hash: never cached.
add_action('template_redirect', function () {
    if (is_user_logged_in()) {
        nocache_headers();
    }
});

// The embed snippet, with the signed-in user's visitor, before `</body>` of every page.
add_action('wp_footer', function () {
    if (!defined('PARLEY_CHATBOT_ID') || PARLEY_CHATBOT_ID === '') {
        error_log('Parley: PARLEY_CHATBOT_ID is not set'); // Define it in wp-config.php.
        return;
    }
    // Your pages whose address holds a token: no chat there (PARLEY_TOKEN_PATHS in wp-config.php).
    $token_paths = defined('PARLEY_TOKEN_PATHS') ? (array) PARLEY_TOKEN_PATHS : ['/my-account/lost-password/'];
    $path = (string) wp_parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH);
    // A site installed in a folder, such as https://example.com/blog/: its paths start below that folder.
    $home = rtrim((string) wp_parse_url(home_url('/'), PHP_URL_PATH), '/');
    if ($home !== '' && str_starts_with($path, $home . '/')) {
        $path = substr($path, strlen($home));
    }
    foreach ($token_paths as $token_path) {
        if (str_starts_with($path, $token_path)) {
            return;
        }
    }
    $settings = ['chatbotId' => PARLEY_CHATBOT_ID];
    try {
        $visitor = parley_visitor(wp_get_current_user());
    } catch (RuntimeException $error) {
        error_log('Parley: ' . $error->getMessage()); // No secret: the chat starts anonymous, the page stays whole.
        $visitor = null;
    }
    if ($visitor !== null) {
        $settings['visitor'] = $visitor;
    }
    $flags = JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_HEX_AMP | JSON_INVALID_UTF8_SUBSTITUTE;
    echo "<script>\n  window.parleySettings = " . json_encode($settings, $flags) . ";\n";
    echo "  window.Parley = window.Parley || function () {\n";
    echo "    (window.Parley.q = window.Parley.q || []).push(arguments);\n  };\n";
    if ($visitor !== null) {
        // A logout link of WordPress or WooCommerce: the chat ends before the browser leaves, not when it idles out.
        echo "  document.addEventListener('click', function (event) {\n";
        echo "    var logout = 'a[href*=\"action=logout\"], a[href*=\"customer-logout\"]';\n";
        echo "    if (event.target.closest && event.target.closest(logout)) window.Parley('shutdown');\n";
        echo "  }, true);\n";
    }
    echo "</script>\n";
    if (!defined('PARLEY_LOAD_SDK') || PARLEY_LOAD_SDK) { // false: your consent manager loads it.
        echo "<script src=\"https://cdn.parleychat.io/widget/v1/parley.js\" async></script>\n";
    }
});
