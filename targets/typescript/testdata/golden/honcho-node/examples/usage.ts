#!/usr/bin/env -S npx tsx

import Honcho from 'honcho-ai';

const client = new Honcho();

const app = await client.apps.create({ name: 'string' });

console.log(app);
