// The signed-in pages' HTML (decision 087): the early-reads script and the words it preloads,
// the chunks of the pages a family opens every day, and nothing of any account in the page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { createSpaIndex } from './spa-index';

const ENTRY = '<script type="module" crossorigin src="/assets/index-e.js"></script>';
const EARLY =
  '<script type="module" async src="/assets/early-reads-z.js"' +
  ' data-app-words-en="/assets/en-w1.js" data-app-words-ha="/assets/ha-w2.js"' +
  ' data-app-words-yo="/assets/yo-w3.js" data-app-words-ar="/assets/ar-w4.js"></script>';

/** A build with the app's chunks, the daily pages, the words per language and the script. */
function build(): string {
  const page = (file: string, imports: string[] = []) => ({ file: `assets/${file}`, imports });
  const manifest = {
    'index.html': { file: 'assets/index-e.js', isEntry: true },
    '_app-x.js': { file: 'assets/app-x.js', name: 'app', imports: ['index.html'] },
    'src/i18n/catalog-loader.ts': page('catalog-loader-c.js', ['index.html']),
    'src/i18n/app-catalogs.ts': page('app-catalogs-a.js', ['index.html']),
    'src/i18n/app-words/en.ts': page('en-w1.js'),
    'src/i18n/app-words/ha.ts': page('ha-w2.js'),
    'src/i18n/app-words/yo.ts': page('yo-w3.js'),
    'src/i18n/app-words/ar.ts': page('ar-w4.js'),
    'src/features/auth/pages/login-page.tsx': page('login-page-l.js', ['_app-x.js']),
    'src/features/dashboard/pages/dashboard-page.tsx': page('dashboard-page-d.js', ['_cards.js']),
    'src/features/explore/pages/explore-page.tsx': page('explore-page-x.js', ['_cards.js']),
    'src/app/require-plan.tsx': page('require-plan-p.js', ['_upgrade.js']),
    'src/features/likes/pages/likes-page.tsx': page('likes-page-k.js', ['_cards.js']),
    'src/features/likes/pages/match-page.tsx': page('match-page-m.js', ['_cards.js']),
    'src/features/profile-view/pages/other-profile-page.tsx': page('other-profile-o.js'),
    'src/features/profile-view/pages/own-profile-page.tsx': page('own-profile-w.js'),
    'src/features/public/pages/about-page.tsx': page('about-page-b.js'),
    '_cards.js': page('cards.js'),
    '_upgrade.js': page('upgrade.js'),
  };
  const root = mkdtempSync(path.join(tmpdir(), 'waliyy-web-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><title>W</title>${ENTRY}</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(root, '.vite', 'early-manifest.json'),
    JSON.stringify({
      'src/app/early-reads-entry.ts': { file: 'assets/early-reads-z.js', isEntry: true },
    }),
  );
  return root;
}

describe('the early-reads script in the HTML', () => {
  const spaIndex = createSpaIndex(build());
  const preloads = (url: string) =>
    [...spaIndex(url).html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)" \/>/g)]
      .map((m) => m[1])
      .sort();

  it.each([
    '/dashboard',
    '/likes',
    '/likes?tab=liked',
    '/match',
    '/recommended/0b7f',
    '/explore/0b7f',
    '/profile/0b7f',
  ])('comes before the app’s code on the signed-in page %s', (url) => {
    expect(spaIndex(url).html).toContain(`<title>W</title>${EARLY}${ENTRY}`);
  });

  it.each(['/', '/about', '/login', '/ha/login', '/ar/dashboard', '/some/deep/link'])(
    'is not on %s, which is not a signed-in page',
    (url) => {
      expect(spaIndex(url).html).not.toContain('early-reads');
      expect(spaIndex(url).html).not.toContain('data-app-words');
    },
  );

  it('preloads the words’ loader with the app’s code, on the sign-in pages too', () => {
    for (const url of ['/login', '/dashboard']) {
      expect(preloads(url)).toEqual(
        expect.arrayContaining(['app-catalogs-a.js', 'catalog-loader-c.js']),
      );
      // The words themselves are the page's language's, which only the browser knows.
      expect(preloads(url).filter((file) => /-w\d\.js$/.test(file ?? ''))).toEqual([]);
    }
    expect(preloads('/about')).toEqual(['about-page-b.js']);
  });

  it('preloads the chunks of the daily pages whose files are not named after them', () => {
    const app = ['app-catalogs-a.js', 'app-x.js', 'catalog-loader-c.js'];
    expect(preloads('/likes')).toEqual(
      [...app, 'cards.js', 'likes-page-k.js', 'require-plan-p.js', 'upgrade.js'].sort(),
    );
    expect(preloads('/match')).toEqual(
      [...app, 'cards.js', 'match-page-m.js', 'require-plan-p.js', 'upgrade.js'].sort(),
    );
    expect(preloads('/recommended/0b7f')).toEqual([...app, 'other-profile-o.js'].sort());
    // /explore/:id is a profile, not the explore list.
    expect(preloads('/explore/0b7f')).toEqual([...app, 'other-profile-o.js'].sort());
    expect(preloads('/explore')).toEqual([...app, 'cards.js', 'explore-page-x.js'].sort());
    expect(preloads('/profile/0b7f')).toEqual([...app, 'own-profile-w.js'].sort());
  });

  it('leaves the page as it was for a build without the script', () => {
    const root = build();
    writeFileSync(path.join(root, '.vite', 'early-manifest.json'), '{}');
    const html = createSpaIndex(root)('/dashboard').html;
    expect(html).not.toContain('early-reads');
    expect(html).toContain(`<title>W</title>${ENTRY}`);
  });
});

describe('a signed-in page’s HTML through the server', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({ config: { WEB_DIST: build() } });
  });
  afterAll(() => h.close());

  it('is the same for every account and for no account, and says nothing of any', async () => {
    const first = await h.register();
    const second = await h.register();
    const get = (token?: string) =>
      h.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: {
          'accept-encoding': 'identity',
          ...(token ? { cookie: `waliyy_token=${token}`, authorization: `Bearer ${token}` } : {}),
        },
      });
    const [a, b, none] = await Promise.all([get(first.token), get(second.token), get()]);
    for (const res of [a, b, none]) {
      expect(res.statusCode).toBe(200);
      // Revalidated by every browser; the same bytes for everyone, so a shared cache holds nothing private.
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain(EARLY);
    }
    expect(a.body).toBe(none.body);
    expect(b.body).toBe(none.body);
    expect(a.headers.etag).toBe(none.headers.etag);
    for (const { token, input } of [first, second]) {
      expect(a.body).not.toContain(token);
      expect(a.body).not.toContain(input.email);
    }
  });

  it('leaves the reads the script makes as private as the app’s own', async () => {
    const { token } = await h.register();
    const res = await h.call('GET', '/api/v1/account', { token });
    expect(res.statusCode).toBe(200);
    // The same answer as the app's own read: asked with Authorization, and marked private and
    // not to be stored by the API's hook on every signed-in answer.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.expires).toBeUndefined();
    // Without the token the read is refused, as the app's own: the script asks only with one.
    expect((await h.call('GET', '/api/v1/account')).statusCode).toBe(401);
  });
});
