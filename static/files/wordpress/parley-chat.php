<?php
/**
 * Plugin Name: Parley chat
 * Description: The Parley chat bubble, with the signed-in user's verified identity.
 * Version: 1.1.1
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
 * - define('PARLEY_OPTIONS', ['position' => 'left', 'zIndex' => 1000]); the SDK's own options for every page:
 *   position ('right' or 'left'), hideLauncher and openOnLoad (true or false), primaryColor ('#rrggbb') and zIndex (an
 *   integer), as the Options table of Parley's SDK reference names them. Another name, or a value of the wrong type, is
 *   left out, with a line in the error log. An option left out takes its default, as the reference says. hideLauncher
 *   removes the only way into the chat until your theme has a chat button of its own.
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

// The SDK's options from PARLEY_OPTIONS, each with the values the SDK takes (the checks of parley-chat.js's
// configureChat `options`); another name, or a value of the wrong type, is left out and logged, as the SDK would refuse it.
function parley_options(): array
{
    if (!defined('PARLEY_OPTIONS')) {
        return [];
    }
    if (!is_array(PARLEY_OPTIONS)) {
        error_log('Parley: PARLEY_OPTIONS is not an array; it is ignored.');
        return [];
    }
    $rules = [
        'position' => fn ($value) => $value === 'right' || $value === 'left',
        'hideLauncher' => fn ($value) => is_bool($value),
        'openOnLoad' => fn ($value) => is_bool($value),
        'primaryColor' => fn ($value) => is_string($value) && preg_match('/^#[0-9a-f]{6}$/iD', $value) === 1,
        'zIndex' => fn ($value) => is_int($value),
    ];
    $options = [];
    foreach (PARLEY_OPTIONS as $name => $value) {
        if (!isset($rules[$name])) {
            error_log("Parley: PARLEY_OPTIONS has no {$name}; it is ignored.");
        } elseif (!$rules[$name]($value)) {
            error_log("Parley: PARLEY_OPTIONS['{$name}'] is not a value the SDK takes; it is ignored.");
        } else {
            $options[$name] = $value;
        }
    }
    return $options;
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
    $settings = array_merge(['chatbotId' => PARLEY_CHATBOT_ID], parley_options()); // PARLEY_OPTIONS in wp-config.php.
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
        // A logout link of WordPress or WooCommerce: the chat ends before the browser leaves, not when it idles out, in
        // this tab and in the site's other open tabs that know the user. The code of parley-sign-out.js (Parley's SDK
        // reference, Downloads), for these links: a click a handler of the site cancels (preventDefault) keeps the chat.
        echo <<<'JS'
  (function () {
    // Your site's other open tabs on this browser (BroadcastChannel, in every current browser).
    var otherTabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('parley-sign-out') : null;
    function endChat() {
      // A page without the embed snippet has no Parley: there is nothing to end.
      if (typeof Parley === 'function') Parley('shutdown');
    }
    if (otherTabs) {
      otherTabs.onmessage = function () {
        // Only a chat that knows the user ends: an anonymous one stays.
        if (window.parleySettings && window.parleySettings.visitor) endChat();
      };
    }
    function signOut() {
      // Forgets the visitor and clears this browser's conversation before the browser leaves the page.
      endChat();
      if (otherTabs) otherTabs.postMessage('signed-out');
    }
    function isSignOut(event, selector) {
      return !event.defaultPrevented && event.target instanceof Element && event.target.closest(selector) !== null;
    }
    document.addEventListener('click', function (event) {
      if (isSignOut(event, 'a[href*="action=logout"], a[href*="customer-logout"]')) signOut();
    });
  })();

JS;
    }
    echo "</script>\n";
    if (!defined('PARLEY_LOAD_SDK') || PARLEY_LOAD_SDK) { // false: your consent manager loads it.
        echo "<script src=\"https://cdn.parleychat.io/widget/v1/parley.js\" async></script>\n";
    }
});
