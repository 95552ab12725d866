#!/usr/bin/env -S npx tsx

import ACME from 'acme';

const client = new ACME();

const page = await client.accounts.list({ limit: 10 });

console.log(page);
