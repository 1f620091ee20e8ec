import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken } from '../test/session-fixtures';
import {
  clearSession,
  readSessionCount,
  readSidebarOpen,
  removeSession,
  writeSession,
  writeSessionCount,
  writeSidebarOpen,
  writeToken,
} from './storage';

afterEach(() => clearSession());

describe('session counts (product.md §3 page, limit, scrollPos…)', () => {
  it('reads back whole numbers and refuses anything else', () => {
    writeToken(fakeToken());
    expect(readSessionCount('page')).toBeNull();
    writeSessionCount('scrollPos', 640.4);
    expect(sessionStorage.getItem('scrollPos')).toBe('640');
    expect(readSessionCount('scrollPos')).toBe(640);
    writeSession('page', 'two');
    expect(readSessionCount('page')).toBeNull();
    writeSession('page', '-1');
    expect(readSessionCount('page')).toBeNull();
    removeSession('scrollPos');
    expect(readSessionCount('scrollPos')).toBeNull();
  });
});

describe('logout clears every place kept in session storage (product.md §4; decision 021)', () => {
  it('clears scrollPos, page and limit, and a page left by the logout cannot write them back', () => {
    writeToken(fakeToken());
    writeSessionCount('scrollPos', 1200);
    writeSessionCount('page', 3);
    writeSessionCount('explorepage', 2);
    clearSession();
    expect(sessionStorage.length).toBe(0);
    // The dashboard saves its scroll position as it unmounts, after the logout has run.
    writeSessionCount('scrollPos', 1200);
    writeSession('page', '3');
    expect(sessionStorage.getItem('scrollPos')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the sidebar state (product.md §3 isOpen)', () => {
  it('is open unless stored as closed', () => {
    expect(readSidebarOpen()).toBe(true);
    writeSidebarOpen(false);
    expect(localStorage.getItem('isOpen')).toBe('false');
    expect(readSidebarOpen()).toBe(false);
    writeSidebarOpen(true);
    expect(readSidebarOpen()).toBe(true);
  });
});
