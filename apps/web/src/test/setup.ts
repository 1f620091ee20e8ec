import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, type Mock, vi } from 'vitest';
import { unmountToastHost } from '../app/toast-host';
import { type Area, activateLanguage, loadArea } from '../i18n/i18n';
import { clearSession } from '../lib/storage';
import { indexLabelControls } from './label-control';
import { throwMockProblems } from './mock-problems';

// findBy… and waitFor wait 1 s by default; on CI's two busy cores (the API suite alongside) a
// page's data can take longer to settle. Waiting longer changes no check: it passes as soon as
// it holds, and a check that never holds still fails.
configure({ asyncUtilTimeout: 3_000 });

indexLabelControls();

// jsdom has <dialog> but not its modal methods; these do what a browser does that tests can see.
// (A test on Node, such as the prerender's, has no HTMLDialogElement at all.)
if (
  typeof HTMLDialogElement !== 'undefined' &&
  typeof HTMLDialogElement.prototype.showModal !== 'function'
) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom cannot navigate: every test sees full page loads as mocks it can inspect. The files of a
// worker share one module graph (isolate: false), and this file runs again before each of them,
// so the mocks are made once per worker: a page an earlier file loaded holds the same ones.
const navigation = vi.hoisted(() => {
  const worker = globalThis as { fullNavigationMocks?: { assignLocation: Mock; reloadPage: Mock } };
  worker.fullNavigationMocks ??= { assignLocation: vi.fn(), reloadPage: vi.fn() };
  return worker.fullNavigationMocks;
});
vi.mock('../lib/full-navigation', () => navigation);

// Every area's catalog in use, and Lingui, before any test (a page's area would come with its
// route): a language switch in a test then brings every area of that language.
const areas: Area[] = ['public', 'site', 'app'];
await Promise.all(areas.map(loadArea));

// The home page's sections are a React.lazy held at module level (home-page.tsx). The files of a
// worker share modules, so a file that ended while they were still loading left an import that
// then failed, and React.lazy kept that failure for every later file of the worker (CI saw three
// home-page tests fail so). Loaded here first, a render finds them already there.
await import('../features/public/components/home-sections');

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  unmountToastHost();
  clearSession();
  // Each test starts as a fresh page would: nothing kept in the browser's storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navigation.assignLocation.mockReset();
  navigation.reloadPage.mockReset();
  // A test that switched language leaves English for the next.
  await activateLanguage('en');
  throwMockProblems();
});
