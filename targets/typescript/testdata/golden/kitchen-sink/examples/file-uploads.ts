#!/usr/bin/env -S npx tsx

import fs from 'fs';
import ACME from 'acme';

const client = new ACME();

const file = await client.files.upload({ purpose: 'avatar', file: fs.createReadStream('avatar.png') });

console.log(file);
