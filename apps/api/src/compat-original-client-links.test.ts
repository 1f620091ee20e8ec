// The original web client's gaps that an e-mailed link meets (decision 062).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_APP_URL } from './test/app';
import { useOriginalClient } from './test/original-client';

/**
 * The pages the original client routes (product-spec §2); any other path is its "Looks like you
 * got lost". Its build is one index.html, served for each of them as our own web's is.
 */
const ITS_PAGES = ['/', '/about', '/resources', '/blog', '/terms', '/sign-up', '/login'];

function itsBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'waliyy-original-client-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  return root;
}

describe('the original web client against our API (decision 020)', () => {
  const client = useOriginalClient({ config: { WEB_DIST: itsBuild() } });
  const { send, family } = client;

  it('9: the alternative e-mail link, followed as a browser does, confirms and lands on a page it has', async () => {
    const sister = await family('FEMALE', 'Rukayya');
    const alternate = `rukayya.second.${Date.now()}@example.org`;
    // Settings → Account, as the client posts it.
    const asked = await send('POST', '/account/alternate-email', sister.token, {
      email: alternate,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await client.h.flushMail();
    const mail = client.h.smtp.latestTo(alternate);
    const link = /https?:\/\/[^\s"<>]+\?token=[A-Za-z0-9_%-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(TEST_APP_URL)).toBe(true);

    // A mail app's browser: no bearer token, each redirect followed on the same origin.
    let url = new URL(link);
    const visited: number[] = [];
    for (let hop = 0; hop < 5; hop += 1) {
      const res = await client.h.app.inject({ method: 'GET', url: url.pathname + url.search });
      visited.push(res.statusCode);
      if (res.statusCode < 300 || res.statusCode >= 400) {
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        break;
      }
      url = new URL(String(res.headers.location), url);
      expect(url.origin).toBe(TEST_APP_URL);
    }
    expect(visited).toEqual([303, 200]);
    expect(ITS_PAGES).toContain(url.pathname);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('alternateEmail')).toBe('confirmed');

    const account = await send('GET', '/account', sister.token);
    expect(account.json().data).toMatchObject({
      alternateEmail: alternate,
      alternateEmailVerified: true,
    });

    // Opened a second time (a mail app's preview, a second tap): the same page, nothing more.
    const { pathname, search } = new URL(link);
    const again = await client.h.app.inject({ method: 'GET', url: pathname + search });
    expect(again.statusCode).toBe(303);
    expect(new URL(String(again.headers.location)).pathname).toBe('/login');
  });
});
