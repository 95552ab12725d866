#!/usr/bin/env -S npx tsx

import ACME from 'acme';

const client = new ACME();

const completion = await client.chat.completions.create({
  messages: [{ content: 'Hello', role: 'user' }],
  stream: true,
});

console.log(completion);
