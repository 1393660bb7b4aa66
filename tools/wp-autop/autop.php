<?php
// WordPress's own formatting of a classic post (Debian's wordpress package): wpautop, shortcode_unautop, then the
// [caption] shortcode (img_caption_shortcode) as the_content runs them. The witness of the classicPosts page
// feature (Tests/WebContentGTKTests/ClassicPostsTests.swift). Prints one JSON object per file:
// {"name": path, "html": the post as WordPress shows it}.
//
// Usage: php autop.php WP_INCLUDES_FOLDER FILE...
// The files loaded call a few functions of a running WordPress only from code paths used here; these stand-ins
// give what a theme with HTML5 captions and a UTF-8 site would.
function apply_filters($tag, $value) { return $value; }
function current_theme_supports($feature) { return true; }
function get_option($option) { return $option === 'blog_charset' ? 'UTF-8' : false; }
function is_feed() { return false; }
$includes = rtrim($argv[1], '/') . '/';
require $includes . 'formatting.php';
require $includes . 'shortcodes.php';
require $includes . 'media.php';
// media.php registers its other shortcodes (gallery, audio, video) when loaded; only the caption is witnessed.
remove_all_shortcodes();
add_shortcode('caption', 'img_caption_shortcode');
add_shortcode('wp_caption', 'img_caption_shortcode');
foreach (array_slice($argv, 2) as $file) {
    $html = do_shortcode(shortcode_unautop(wpautop(file_get_contents($file))));
    echo json_encode(['name' => $file, 'html' => $html], JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
}
