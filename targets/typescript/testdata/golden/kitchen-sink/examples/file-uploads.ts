#!/usr/bin/env -S npx tsx

// Copyright Acme, Inc. Licensed under the Apache License 2.0.

import fs from 'fs';
import ACME from 'acme';

const client = new ACME();

const file = await client.files.upload({ purpose: 'avatar', file: fs.createReadStream('avatar.png') });

console.log(file);
