// Decision 079: the reading order is derived from FREE_TEXT_FIELDS' tabs.
import { FREE_TEXT_FIELDS } from '@waliyy/contract/free-text-fields';
import { TERMS_FIELDS } from '@waliyy/contract/terms';
import { describe, expect, it } from 'vitest';
import { READING_ORDER } from './reading';

describe('READING_ORDER', () => {
  it('reads every Terms field, the header first, then the tabs in the page order', () => {
    expect(new Set(READING_ORDER)).toEqual(new Set(TERMS_FIELDS));
    expect(READING_ORDER.slice(0, 2)).toEqual(['lga', 'profession']);
    const tabs = READING_ORDER.slice(2).map((field) => FREE_TEXT_FIELDS[field].tab);
    const order = ['me', 'education', 'deen'];
    expect([...tabs].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(tabs);
  });
});
