import { describe, expect, it } from 'vitest';
import { newDisplayId } from './display-id';

describe('newDisplayId', () => {
  it('is WY- and eight unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(newDisplayId()).toMatch(/^WY-[2-9A-HJKMNP-Z]{8}$/);
  });

  it('does not repeat in practice', () => {
    const ids = new Set(Array.from({ length: 5_000 }, () => newDisplayId()));
    expect(ids.size).toBe(5_000);
  });
});
