import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** A boolean switch written as on/off, true/false, 1/0 or yes/no. */
const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(v), 'must be on or off')
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a ${protocols.join(' or ')} URL`,
    );

/** What Fastify's `trustProxy` receives: nothing trusted, the trusted proxies, or a hop rule. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [ip = '', prefix, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`, or undefined when the value is not one of the accepted
 * forms: off/false (nothing trusted), a hop count, or a comma-separated list of proxy IPs/CIDRs.
 * Fastify 5.12 ignores a bare number (it cannot check the nearest peer), so a hop count becomes
 * the equivalent rule: the nearest `hops` addresses are proxies.
 */
export function trustProxySetting(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (['', 'off', 'false', 'no', '0'].includes(v)) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? (_address, hop) => hop < hops : undefined;
  }
  const entries = v.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3).default('PrepArena <no-reply@preparena.local>'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_ISSUER_URL: url(['http:', 'https:']).default('https://accounts.google.com'),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z.string().trim().min(1).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  ADMIN_EMAIL: z.string().trim().email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_DATA: onOff.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      (v) => trustProxySetting(v) !== undefined,
      'must be off, a hop count (1, 2 …) or a comma-separated list of proxy IPs/CIDRs',
    )
    .default('off'),
  /** How often each process looks for due jobs (contest ends, closes); 0 turns the runner off. */
  JOB_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface AppConfig extends Omit<RawEnv, 'PUBLIC_URL' | 'JWT_SECRET'> {
  PUBLIC_URL: string;
  JWT_SECRET: string;
  DATA_DIR: string;
  /** TRUST_PROXY as Fastify's `trustProxy` option. */
  trustProxy: TrustProxy;
  version: string;
}

/** A configuration value that stops start-up; its message is one line naming the variable. */
export class ConfigError extends Error {}

/**
 * Reads and checks the environment. The only reader of `process.env` in the server.
 * Secrets that are not given are generated once into DATA_DIR and reused.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<RawEnv> = {},
): AppConfig {
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse({ ...given, ...overrides });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    throw new ConfigError(
      `Invalid configuration: ${missing} must be set together with the other admin variable`,
    );
  }
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
    const missing = env.GOOGLE_CLIENT_ID === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
    throw new ConfigError(
      `Invalid configuration: ${missing} must be set together with the other Google variable`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch {
    throw new ConfigError(`Invalid configuration: DATA_DIR ${dataDir} cannot be created`);
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    JWT_SECRET: env.JWT_SECRET ?? generatedSecret(dataDir, 'jwt-secret'),
    trustProxy: trustProxySetting(env.TRUST_PROXY) ?? false,
    version: appVersion(),
  };
}

function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function appVersion(): string {
  // The root package.json sits three levels above both src/config and dist/.
  for (const rel of ['../../../../package.json', '../../../package.json', '../../package.json']) {
    const file = new URL(rel, import.meta.url);
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'preparena' && pkg.version) return pkg.version;
    }
  }
  return '0.0.0';
}
