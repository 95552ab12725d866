#!/usr/bin/env -S npx tsx

import Honcho from 'honcho-ai';

const client = new Honcho();

const page = await client.apps.users.list('REPLACE_ME');

console.log(page);
