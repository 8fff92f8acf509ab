// Writes docs/openapi.json from the endpoints' zod schemas (`npm run docs:api`).
// A test fails when the committed file and the code disagree.
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../server/http/openapi';

const file = path.join(__dirname, '..', 'docs', 'openapi.json');
fs.writeFileSync(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
