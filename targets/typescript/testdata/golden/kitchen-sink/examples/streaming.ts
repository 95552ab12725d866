#!/usr/bin/env -S npx tsx

// Copyright Acme, Inc. Licensed under the Apache License 2.0.

import ACME from 'acme';

const client = new ACME();

const completion = await client.chat.completions.create({
  messages: [{ content: 'Hello', role: 'user' }],
  stream: true,
});

console.log(completion);
