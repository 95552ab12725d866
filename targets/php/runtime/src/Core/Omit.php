<?php

declare(strict_types=1);

namespace SdkgenRuntime\Core;

/**
 * The default of an optional argument: a param left at Omit::Omitted is not sent, while null is sent as null.
 */
enum Omit
{
    case Omitted;
}
