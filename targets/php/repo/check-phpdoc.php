<?php

declare(strict_types=1);

// Checks the PHPDoc of src/ and tests/ with PHPStan's PHPDoc parser (phpstan/phpdoc-parser: Composer installs it
// with PHPStan, Debian packages it as php-phpstan-phpdoc-parser), for machines where PHPStan itself is missing:
// every tag parses, every @param names a parameter of its function, and every fully qualified class in a type
// exists. It is not PHPStan: types are not checked against the code.

use PHPStan\PhpDocParser\Ast\PhpDoc\InvalidTagValueNode;
use PHPStan\PhpDocParser\Ast\PhpDoc\ParamTagValueNode;
use PHPStan\PhpDocParser\Ast\Type\IdentifierTypeNode;
use PHPStan\PhpDocParser\Lexer\Lexer;
use PHPStan\PhpDocParser\Parser\ConstExprParser;
use PHPStan\PhpDocParser\Parser\PhpDocParser;
use PHPStan\PhpDocParser\Parser\TokenIterator;
use PHPStan\PhpDocParser\Parser\TypeParser;
use PHPStan\PhpDocParser\ParserConfig;

require __DIR__ . '/../tests/bootstrap.php';

if (!class_exists(Lexer::class)) {
    (static function (): void {
        $debian = stream_resolve_include_path('PHPStan/PhpDocParser/autoload.php');
        if ($debian !== false) {
            require_once $debian;
        }
    })();
}
if (!class_exists(Lexer::class)) {
    echo "phpstan/phpdoc-parser is not installed; skipped\n";
    exit(0);
}

/**
 * The parameter names of the function a doc comment (at index $at) documents, or null when it documents no function.
 *
 * @param list<PhpToken> $tokens
 * @return list<string>|null
 */
function documentedParams(array $tokens, int $at): ?array
{
    $modifiers = [T_WHITESPACE, T_PUBLIC, T_PROTECTED, T_PRIVATE, T_STATIC, T_FINAL, T_ABSTRACT, T_READONLY];
    for ($i = $at + 1; $i < count($tokens) && in_array($tokens[$i]->id, $modifiers, true); $i++) {
    }
    if (!isset($tokens[$i]) || $tokens[$i]->id !== T_FUNCTION) {
        return null;
    }
    while (isset($tokens[$i]) && $tokens[$i]->text !== '(') {
        $i++;
    }
    $names = [];
    for ($depth = 0; isset($tokens[$i]); $i++) {
        $text = $tokens[$i]->text;
        $depth += match ($text) {
            '(', '[' => 1,
            ')', ']' => -1,
            default => 0,
        };
        if ($depth === 0) {
            break;
        }
        if ($depth === 1 && $tokens[$i]->id === T_VARIABLE) {
            $names[] = $text;
        }
    }
    return $names;
}

/**
 * The fully qualified class names in a PHPDoc node.
 *
 * @return list<string>
 */
function qualifiedNames(mixed $node): array
{
    if (is_array($node)) {
        return array_merge([], ...array_map('qualifiedNames', array_values($node)));
    }
    if (!is_object($node)) {
        return [];
    }
    if ($node instanceof IdentifierTypeNode) {
        return str_starts_with($node->name, '\\') ? [substr($node->name, 1)] : [];
    }
    return qualifiedNames(get_object_vars($node));
}

if (class_exists(ParserConfig::class)) {
    // phpdoc-parser 2
    $config = new ParserConfig([]);
    $lexer = new Lexer($config);
    $constants = new ConstExprParser($config);
    $parser = new PhpDocParser($config, new TypeParser($config, $constants), $constants);
} else {
    $lexer = new Lexer();
    $constants = new ConstExprParser();
    $parser = new PhpDocParser(new TypeParser($constants), $constants);
}
$errors = [];
$count = 0;
foreach (['src', 'tests'] as $dir) {
    $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(__DIR__ . '/../' . $dir, FilesystemIterator::SKIP_DOTS));
    foreach ($files as $file) {
        if ($file->getExtension() !== 'php') {
            continue;
        }
        $path = $dir . substr($file->getPathname(), strlen(__DIR__ . '/../' . $dir));
        $tokens = PhpToken::tokenize((string) file_get_contents($file->getPathname()));
        foreach ($tokens as $at => $token) {
            if ($token->id !== T_DOC_COMMENT) {
                continue;
            }
            $count++;
            $doc = $parser->parse(new TokenIterator($lexer->tokenize($token->text)));
            $params = documentedParams($tokens, $at);
            foreach ($doc->getTags() as $tag) {
                $where = $path . ':' . $token->line . ': ' . $tag->name;
                if ($tag->value instanceof InvalidTagValueNode) {
                    $errors[] = $where . ' does not parse: ' . $tag->value;
                }
                if ($tag->value instanceof ParamTagValueNode && $params !== null && !in_array($tag->value->parameterName, $params, true)) {
                    $errors[] = $where . ' names no parameter of the function: ' . $tag->value->parameterName;
                }
                foreach (qualifiedNames($tag->value) as $class) {
                    if (!class_exists($class) && !interface_exists($class) && !enum_exists($class)) {
                        $errors[] = $where . ' names a class that does not exist: \\' . $class;
                    }
                }
            }
        }
    }
}
if ($errors !== []) {
    fwrite(STDERR, implode("\n", $errors) . "\n");
    exit(1);
}
echo "$count doc comments parse\n";
