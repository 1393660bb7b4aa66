<?php
// The witness of WebContentMail's FlowedText: Horde's Text_Flowed (Debian's php-horde-text-flowed, the webmail
// IMP's reader of RFC 3676), which shares no code with ours.
//
// Standard input: a JSON array of {"text": string, "delsp": bool}. Standard output: a JSON array with, for each,
// Horde's logical lines as [{"level": quote depth, "text": text without its ">" markers}], never re-wrapped.
require_once 'Horde/String.php';
require_once 'Horde/Text/Flowed.php';

$inputs = json_decode(file_get_contents('php://stdin'), true);
if (!is_array($inputs)) {
    fwrite(STDERR, "unflow.php: standard input is not a JSON array\n");
    exit(2);
}
$readings = array();
foreach ($inputs as $input) {
    $flowed = new Horde_Text_Flowed($input['text'], 'UTF-8');
    $flowed->setDelSp($input['delsp']);
    // No maximum length: Horde would re-wrap long lines, which is display, not decoding.
    $flowed->setMaxLength(0);
    $lines = array();
    foreach ($flowed->toFixedArray() as $line) {
        $lines[] = array('level' => $line['level'], 'text' => substr($line['text'], $line['level']));
    }
    $readings[] = $lines;
}
echo json_encode($readings, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), "\n";
