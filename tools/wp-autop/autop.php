<?php
// WordPress's own formatting of a classic post (Debian's wordpress package) as the_content runs it: the [embed]
// shortcode and the addresses alone on a line (WP_Embed), wpautop, shortcode_unautop, then the shortcodes [caption]
// (img_caption_shortcode), [audio], [video], [gallery] and [playlist] (media.php). The witness of the classicPosts page
// feature (Tests/WebContentGTKTests/ClassicPostsTests.swift). Prints one JSON object per file:
// {"name": path, "html": the post as WordPress shows it}.
//
// Usage: php autop.php WP_INCLUDES_FOLDER FILE...
// The files loaded call a few functions of a running WordPress only from code paths used here; these stand-ins
// give what a theme with HTML5 captions and a UTF-8 site would, showing a post that has no attached files (its
// content is all there is) to a visitor, with no plugin hooked in.
function apply_filters($tag, $value) { return $value; }
function current_theme_supports($feature) { return true; }
function get_option($option) { return $option === 'blog_charset' ? 'UTF-8' : false; }
function wp_load_alloptions() { return ['blog_charset' => 'UTF-8']; }
function is_feed() { return false; }
function is_admin() { return false; }
function get_post($post = null) { return null; }
function get_posts($query = null) { return []; }
function get_children($query = null) { return []; }
function did_action($hook) { return 0; }
function do_action(...$arguments) {}
function add_action(...$arguments) {}
function add_filter(...$arguments) {}
function wp_enqueue_style(...$arguments) {}
function wp_enqueue_script(...$arguments) {}
// No object cache, no plugin filters, no database to keep an embed in.
function wp_cache_get(...$arguments) { return false; }
function has_filter(...$arguments) { return false; }
function wp_insert_post(...$arguments) { return 0; }
// The one rule of WebContentKit's own here: what WordPress would ask a provider to embed (a frame or a script, which a
// sanitized post does not run) is shown as a link to it, as WordPress shows an [embed] it cannot embed.
function wp_oembed_get($url, $arguments = '') { return '<a href="' . esc_url($url) . '">' . esc_html($url) . '</a>'; }
// Loads the named functions of `file` alone: functions.php as a whole needs a running WordPress.
function load_functions($file, $names) {
    $tokens = token_get_all(file_get_contents($file));
    $source = '';
    for ($i = 0; $i < count($tokens); $i++) {
        if (!is_array($tokens[$i]) || $tokens[$i][0] !== T_FUNCTION) continue;
        $j = $i + 1;
        while (is_array($tokens[$j]) && $tokens[$j][0] === T_WHITESPACE) $j++;
        if (!is_array($tokens[$j]) || !in_array($tokens[$j][1], $names, true)) continue;
        $depth = 0; $started = false; $text = '';
        for ($k = $i; $k < count($tokens); $k++) {
            $t = $tokens[$k];
            $text .= is_array($t) ? $t[1] : $t;
            if ($t === '{' || (is_array($t) && in_array($t[0], [T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES]))) { $depth++; $started = true; }
            if ($t === '}') { $depth--; if ($started && $depth === 0) break; }
        }
        $source .= $text . "\n";
        $i = $k;
    }
    eval($source);
}
$includes = rtrim($argv[1], '/') . '/';
define('ABSPATH', dirname($includes) . '/');
define('WPINC', 'wp-includes');
define('DAY_IN_SECONDS', 86400);
require $includes . 'formatting.php';
require $includes . 'kses.php';
require $includes . 'shortcodes.php';
require $includes . 'media.php';
require $includes . 'class-wp-embed.php';
load_functions($includes . 'functions.php', [
    'wp_check_filetype', 'wp_get_mime_types', 'wp_allowed_protocols', 'wp_validate_boolean', 'add_query_arg',
    'absint', 'build_query', '_http_build_query', 'wp_parse_args',
]);
load_functions($includes . 'embed.php', [
    'wp_maybe_load_embeds', 'wp_embed_register_handler', 'wp_embed_handler_audio', 'wp_embed_handler_video',
    'wp_embed_handler_youtube', 'wp_embed_defaults',
]);
remove_all_shortcodes();
add_shortcode('caption', 'img_caption_shortcode');
add_shortcode('wp_caption', 'img_caption_shortcode');
add_shortcode('gallery', 'gallery_shortcode');
add_shortcode('playlist', 'wp_playlist_shortcode');
// The one difference WebContentKit makes on purpose: a URL given without a name ([audio https://…/a.mp3]) is the
// player's source, where WordPress looks for the post's attached file.
foreach (['audio' => 'wp_audio_shortcode', 'video' => 'wp_video_shortcode'] as $name => $function) {
    add_shortcode($name, function ($attributes, $content = '') use ($function) {
        if (is_array($attributes) && isset($attributes[0]) && empty($attributes['src'])) {
            $attributes['src'] = $attributes[0];
        }
        return $function($attributes, $content);
    });
}
$wp_embed = new class extends WP_Embed {
    // No database: no cached embed.
    public function find_oembed_post_id($cache_key) { return null; }
};
wp_maybe_load_embeds();
foreach (array_slice($argv, 2) as $file) {
    $content = $wp_embed->autoembed($wp_embed->run_shortcode(file_get_contents($file)));
    $html = do_shortcode(shortcode_unautop(wpautop($content)));
    echo json_encode(['name' => $file, 'html' => $html], JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
}
