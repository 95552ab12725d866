#!/usr/bin/env -S npx tsx

import Honcho from 'honcho-ai';

const client = new Honcho();

try {
  await client.apps.create({ name: 'string' });
} catch (err) {
  if (err instanceof Honcho.APIError) {
    console.log(err.status); // 400
    console.log(err.name); // BadRequestError
    console.log(err.headers); // {server: 'nginx', ...}
  } else {
    throw err;
  }
}
