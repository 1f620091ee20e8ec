import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CONFIG_DEFAULTS, ConfigError, loadConfig, parseEnv } from './config';
import { silentDatabaseBoundMs } from './db/timeouts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'waliyy-config-'));

describe('config', () => {
  it('has a working default for everything a first run needs', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_DATA).toBe('auto');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it('reads CORS_ORIGINS as exact origins, as a browser sends them (decision 020)', () => {
    expect(
      parseEnv({
        CORS_ORIGINS:
          ' https://App.Example.com , http://localhost:5173/,https://app.example.com:443,http://[::1]:8080,',
      }).CORS_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:5173', 'http://[::1]:8080']);
    expect(parseEnv({ CORS_ORIGINS: '' }).CORS_ORIGINS).toEqual([]);
    for (const bad of [
      '*',
      'https://*.example.com',
      'app.example.com',
      'https://app.example.com/api',
      'https://app.example.com?x=1',
      'https://user@app.example.com',
      'ftp://app.example.com',
      'https://app.example.com:99999',
      'https://ok.example.com,null',
    ]) {
      expect(() => parseEnv({ CORS_ORIGINS: bad }), bad).toThrow(
        /CORS_ORIGINS: .* is not an origin/,
      );
    }
  });

  it('lists every bad variable at once', () => {
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        DEMO_DATA: 'maybe',
      });
      expect.unreachable('bad values must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'DEMO_DATA']) {
        expect(problems).toContain(key);
      }
    }
  });

  it('defaults the payment settings (no keys = sandbox) and checks prices and key pairs', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PAYSTACK_API_URL: 'https://api.paystack.co',
      PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
      PAYMENT_TIMEOUT_MS: 10_000,
      PLAN_PRICE_USD: '25',
      PLAN_PRICE_GBP: '20',
    });
    expect(env.PAYSTACK_SECRET_KEY).toBeUndefined();
    expect(parseEnv({ PLAN_PRICE_USD: '19.99' }).PLAN_PRICE_USD).toBe('19.99');
    for (const bad of ['25.001', '-5', '1e3', 'ten']) {
      expect(() => parseEnv({ PLAN_PRICE_GBP: bad }), bad).toThrow(/PLAN_PRICE_GBP/);
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYPAL_CLIENT_ID: 'client-id-only' })).toThrow(
      /PAYPAL_CLIENT_SECRET/,
    );
  });

  it('defaults the database timeouts so that a silent PostgreSQL answers 503 within 10 s', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ DB_CONNECT_TIMEOUT_MS: 3_000, DB_QUERY_TIMEOUT_MS: 5_000 });
    expect(
      silentDatabaseBoundMs(env.DB_CONNECT_TIMEOUT_MS, env.DB_QUERY_TIMEOUT_MS),
    ).toBeLessThanOrEqual(10_000);
    expect(parseEnv({ DB_QUERY_TIMEOUT_MS: '30000' }).DB_QUERY_TIMEOUT_MS).toBe(30_000);
    for (const bad of ['0', '-1', 'soon', '1.5']) {
      expect(() => parseEnv({ DB_QUERY_TIMEOUT_MS: bad }), bad).toThrow(/DB_QUERY_TIMEOUT_MS/);
      expect(() => parseEnv({ DB_CONNECT_TIMEOUT_MS: bad }), bad).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    }
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecretGenerated).toBe(true);
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(48);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.JWT_SECRET);
  });

  it('uses a given JWT secret and refuses a short one', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: secret }).jwtSecretGenerated).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('derives APP_URL from the port and requires it in production', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4000' }).APP_URL).toBe('http://localhost:4000');
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }),
    ).toThrow(/APP_URL/);
    const trimmed = loadConfig({ DATA_DIR: tempDir(), APP_URL: 'https://waliyy.example/' });
    expect(trimmed.APP_URL).toBe('https://waliyy.example');
  });

  it('resolves every default once: the app defaults are what loadConfig gives with nothing set', () => {
    const loaded = loadConfig({ DATA_DIR: tempDir() });
    const picked = Object.fromEntries(
      Object.keys(APP_CONFIG_DEFAULTS).map((key) => [key, loaded[key as keyof typeof loaded]]),
    );
    expect(picked).toEqual(APP_CONFIG_DEFAULTS);
    expect(loaded).toMatchObject({ reconcilePollMs: 60_000, likesPollMs: 300_000 });
    const polled = loadConfig({ DATA_DIR: tempDir(), JOBS_POLL_MS: '250' });
    expect([polled.reconcilePollMs, polled.likesPollMs]).toEqual([250, 250]);
  });

  it('reminds pending likes at 7 days and expires them at 14 by default; the reminder comes first', () => {
    expect(parseEnv({})).toMatchObject({ LIKE_REMINDER_DAYS: 7, LIKE_EXPIRY_DAYS: 14 });
    const set = loadConfig({ DATA_DIR: tempDir(), LIKE_REMINDER_DAYS: '3', LIKE_EXPIRY_DAYS: '5' });
    expect([set.LIKE_REMINDER_DAYS, set.LIKE_EXPIRY_DAYS]).toEqual([3, 5]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), LIKE_REMINDER_DAYS: '14' })).toThrow(
      /LIKE_REMINDER_DAYS/,
    );
    expect(() => parseEnv({ LIKE_EXPIRY_DAYS: 'two weeks' })).toThrow(/LIKE_EXPIRY_DAYS/);
  });

  it('refuses production without SMTP_URL and APP_URL, listing both (decision 065)', () => {
    const problems = problemsOf({ DATA_DIR: tempDir(), NODE_ENV: 'production' });
    expect(problems).toEqual([
      'APP_URL: required when NODE_ENV=production',
      'SMTP_URL: required when NODE_ENV=production (codes and reset links must be e-mailed, never logged)',
    ]);
    const live = loadConfig({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      APP_URL: 'https://waliyy.example',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
    });
    expect(live.isProduction).toBe(true);
    // Outside production the log transport stands in for SMTP (and the dev mailbox shows it).
    expect(loadConfig({ DATA_DIR: tempDir() }).SMTP_URL).toBeUndefined();
  });

  it('lists bad values and broken rules together, not only the first problem', () => {
    const problems = problemsOf({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      PORT: 'eighty',
      PAYPAL_CLIENT_ID: 'client-id-only',
      LIKE_REMINDER_DAYS: '20',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'APP_URL',
      'SMTP_URL',
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      'LIKE_REMINDER_DAYS',
    ]);
    // A rule whose own variable is bad is not reported twice.
    const bad = problemsOf({ DATA_DIR: tempDir(), NODE_ENV: 'production', SMTP_URL: 'http://x' });
    expect(bad.filter((p) => p.startsWith('SMTP_URL'))).toHaveLength(1);
  });
});

/** The problems loadConfig lists for this environment (it must refuse it). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return expect.unreachable('the configuration must be refused');
}
