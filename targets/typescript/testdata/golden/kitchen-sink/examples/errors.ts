#!/usr/bin/env -S npx tsx

// Copyright Acme, Inc. Licensed under the Apache License 2.0.

import ACME from 'acme';

const client = new ACME();

try {
  await client.accounts.retrieve('9b2f7c1e-0000-4000-8000-000000000000');
} catch (err) {
  if (err instanceof ACME.APIError) {
    console.log(err.status); // 400
    console.log(err.name); // BadRequestError
    console.log(err.headers); // {server: 'nginx', ...}
  } else {
    throw err;
  }
}
