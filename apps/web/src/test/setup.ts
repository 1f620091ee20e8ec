import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { unmountToastHost } from '../app/toast-host';
import { clearSession } from '../lib/storage';
import { throwMockProblems } from './mock-problems';

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

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  unmountToastHost();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  throwMockProblems();
});
