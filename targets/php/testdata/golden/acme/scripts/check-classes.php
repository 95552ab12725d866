<?php

declare(strict_types=1);

// Loads every class under src/ and tests/, so that PHP checks inheritance and signatures.
require __DIR__ . '/../tests/bootstrap.php';

$count = 0;
foreach (['src', 'tests'] as $dir) {
    $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator(__DIR__ . '/../' . $dir));
    foreach ($files as $file) {
        if ($file->getExtension() !== 'php' || $file->getFilename() === 'bootstrap.php') {
            continue;
        }
        $code = (string) file_get_contents($file->getPathname());
        if (preg_match('/^namespace\s+([^;]+);/m', $code, $ns) !== 1) {
            continue;
        }
        require_once $file->getRealPath();
        preg_match_all('/^(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait|enum)\s+(\w+)/m', $code, $names);
        foreach ($names[1] as $name) {
            $class = $ns[1] . '\\' . $name;
            if (!class_exists($class) && !interface_exists($class) && !trait_exists($class)) {
                fwrite(STDERR, "cannot load $class from {$file->getPathname()}\n");
                exit(1);
            }
            $count++;
        }
    }
}
echo "$count classes load\n";
