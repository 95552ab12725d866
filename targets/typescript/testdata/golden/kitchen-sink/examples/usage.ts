#!/usr/bin/env -S npx tsx

// Copyright Acme, Inc. Licensed under the Apache License 2.0.

import ACME from 'acme';

const client = new ACME();

const account = await client.accounts.retrieve('9b2f7c1e-0000-4000-8000-000000000000');

console.log(account.name);
