import type { IncomingMessage, ServerResponse } from 'node:http';
import { RETRY_AFTER_SECONDS } from '../db/availability';

/**
 * The "we'll be right back" page (hardening 16): what every page request gets, with status 503
 * and Retry-After, while the database cannot be reached. It is plain HTML with its own styles (the
 * site's colours, light and dark) and no script, so it needs nothing that could be down; it
 * reloads itself after the Retry-After time.
 */

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 3}">
<title>We'll be right back</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{--bg:#f6f7fb;--surface:#fff;--fg:#111827;--muted:#4b5563;--border:#d5dae3;--accent:#1d4ed8;--on-accent:#fff;
--font:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--surface:#161b22;--fg:#e6edf3;--muted:#a3adba;--border:#30363d;--accent:#7aa7ff;--on-accent:#0d1117}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--fg);font:16px/1.5 var(--font)}
main{max-width:34rem;width:100%;background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:32px;
box-shadow:0 1px 2px rgb(15 23 42/6%),0 8px 24px rgb(15 23 42/8%)}
h1{margin:0 0 8px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 16px;color:var(--muted)}
a{display:inline-block;padding:10px 18px;border-radius:8px;background:var(--accent);color:var(--on-accent);text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>We'll be right back</h1>
<p>The community is briefly unavailable while its database comes back. Nothing you have posted is lost.</p>
<p>This page tries again by itself in a few seconds.</p>
<a href="">Try again now</a>
</main>
</body>
</html>
`;

/** Answers the request with the outage page (503, Retry-After, never cached). */
export function sendOutagePage(req: IncomingMessage, res: ServerResponse): void {
  res.statusCode = 503;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : PAGE);
}

/** The health answer while the database is known to be unreachable: 503 for every caller. */
export function sendHealthOutage(res: ServerResponse, reason: string): void {
  res.statusCode = 503;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ status: 'unavailable', database: { ok: false, error: reason } }));
}
