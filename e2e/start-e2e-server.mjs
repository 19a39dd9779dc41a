// Starts, for the browser tests: a real SMTP server that keeps mails (readable over HTTP for the
// tests), a real OpenID Connect provider standing in for Google, and the production build of the
// app on a fresh data directory wired to both.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOidcIssuer } from '../test-support/oidc-issuer.mjs';
import { startSmtpCatcher } from '../test-support/smtp-catcher.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const publicUrl = `http://127.0.0.1:${port}`;

const smtp = await startSmtpCatcher();
const issuer = await startOidcIssuer({
  port: port + 3,
  redirectUri: `${publicUrl}/api/auth/google/callback`,
});

// The tests read mails and choose the next Google identity through this small control server.
const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/mails') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(smtp.mails.filter((m) => m.to.includes(to))));
    return;
  }
  if (url.pathname === '/google-account' && req.method === 'POST') {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      issuer.setAccount(JSON.parse(body));
      res.end('ok');
    });
    return;
  }
  res.statusCode = 404;
  res.end();
});
control.listen(port + 2, '127.0.0.1');

const dataDir = mkdtempSync(path.join(tmpdir(), 'preparena-e2e-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: smtp.url,
    GOOGLE_ISSUER_URL: issuer.issuer,
    GOOGLE_CLIENT_ID: issuer.clientId,
    GOOGLE_CLIENT_SECRET: issuer.clientSecret,
    ADMIN_EMAIL: 'admin@preparena.test',
    ADMIN_PASSWORD: 'Admin-Pass-123',
  },
});
let stopping = false;
const stop = async () => {
  stopping = true;
  server.kill('SIGTERM');
  control.close();
  await Promise.all([smtp.close(), issuer.close()]);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop().then(() => process.exit(0)));
server.on('exit', (code, signal) => {
  // Said out loud: a server that dies mid-run otherwise shows only as refused connections.
  if (!stopping) console.error(`The app server exited (code ${code}, signal ${signal}).`);
  void stop().then(() => process.exit(code ?? 0));
});
