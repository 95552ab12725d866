#!/usr/bin/env -S npx tsx

// Copyright Acme, Inc. Licensed under the Apache License 2.0.

import ACME from 'acme';

const client = new ACME();

const page = await client.accounts.list({ limit: 10 });

console.log(page);
