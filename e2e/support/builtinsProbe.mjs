// Loaded into the app with NODE_OPTIONS=--import (e2e/process.test.ts): notes the engine's own
// functions on the commonest built-ins before anything else loads and, as the process exits,
// writes to BUILTINS_PROBE_OUT the names of those that were replaced meanwhile (a JSON array).
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const holders = {
  JSON,
  Object,
  Array,
  'Array.prototype': Array.prototype,
  'Function.prototype': Function.prototype,
  'String.prototype': String.prototype,
  'Promise.prototype': Promise.prototype,
  'Map.prototype': Map.prototype,
  'Set.prototype': Set.prototype,
  'Uint8Array.prototype': Uint8Array.prototype,
};
const before = Object.entries(holders).map(([name, holder]) => [name, holder, Object.getOwnPropertyDescriptors(holder)]);

// The app's worker threads (images, audio) load it too; the main thread's answer is the one wanted.
if (isMainThread) process.on('exit', () => {
  const replaced = [];
  for (const [name, holder, descriptors] of before) {
    for (const key of Reflect.ownKeys(descriptors)) {
      const then = descriptors[key];
      const now = Object.getOwnPropertyDescriptor(holder, key);
      if (!now || now.value !== then.value || now.get !== then.get) replaced.push(`${name}.${String(key)}`);
    }
  }
  fs.writeFileSync(process.env.BUILTINS_PROBE_OUT, JSON.stringify(replaced));
});
