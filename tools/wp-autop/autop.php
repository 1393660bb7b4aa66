<?php
// WordPress's own wpautop (Debian's wordpress package, wp-includes/formatting.php) on each file named: the witness
// of blank-line paragraphs (Tests/WebContentGTKTests/ParagraphsTests.swift). Prints one JSON object per file:
// {"name": path, "html": wpautop(contents)}.
//
// Usage: php autop.php FORMATTING_PHP FILE...
// formatting.php calls apply_filters only from functions wpautop does not use; a stand-in keeps it loadable.
if (!function_exists('apply_filters')) {
    function apply_filters($tag, $value) { return $value; }
}
require $argv[1];
foreach (array_slice($argv, 2) as $file) {
    echo json_encode(['name' => $file, 'html' => wpautop(file_get_contents($file))], JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
}
