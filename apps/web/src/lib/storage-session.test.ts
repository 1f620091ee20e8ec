import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  readSessionCount,
  readSidebarOpen,
  removeSession,
  writeSession,
  writeSessionCount,
  writeSidebarOpen,
} from './storage';

afterEach(() => clearSession());

describe('session counts (spec §3 page, limit, scrollPos…)', () => {
  it('reads back whole numbers and refuses anything else', () => {
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

describe('the sidebar state (spec §3 isOpen)', () => {
  it('is open unless stored as closed', () => {
    expect(readSidebarOpen()).toBe(true);
    writeSidebarOpen(false);
    expect(localStorage.getItem('isOpen')).toBe('false');
    expect(readSidebarOpen()).toBe(false);
    writeSidebarOpen(true);
    expect(readSidebarOpen()).toBe(true);
  });
});
