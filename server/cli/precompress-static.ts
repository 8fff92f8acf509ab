import path from 'node:path';
import { precompressStaticAssets } from '../http/staticAssets';

/** Run by `npm run build`: writes the brotli copies of the build's static files (server/http/staticAssets.ts). */
const dir = path.join(process.cwd(), '.next', 'static');
const { files, bytes, brotli } = precompressStaticAssets(dir);
console.log(`precompressed ${files} static files: ${(bytes / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
