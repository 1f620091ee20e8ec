import { describe, expect, it } from 'vitest';
import { cardAbout } from './text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('cardAbout', () => {
  it('keeps a text of 20 words or fewer whole, without an ellipsis', () => {
    expect(cardAbout('A kind and patient man.')).toBe('A kind and patient man.');
    expect(cardAbout(words(20))).toBe(words(20));
  });

  it('cuts to the first 20 words and adds an ellipsis', () => {
    expect(cardAbout(words(21))).toBe(`${words(20)}...`);
    expect(cardAbout(words(200))).toBe(`${words(20)}...`);
  });

  it('collapses line breaks and runs of spaces', () => {
    expect(cardAbout('  I love\n\nreading   and\ttravel  ')).toBe('I love reading and travel');
  });

  it('answers an empty string for no text', () => {
    expect(cardAbout('')).toBe('');
    expect(cardAbout('   ')).toBe('');
    expect(cardAbout(null)).toBe('');
    expect(cardAbout(undefined)).toBe('');
  });

  it('takes another word count when asked', () => {
    expect(cardAbout('one two three', 2)).toBe('one two...');
  });
});
