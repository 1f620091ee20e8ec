import { expect, it } from 'vitest';
import { messageValues } from './testing-catalogs';

it('names the arguments a message fills in, never the words of a select or plural case', () => {
  expect(
    messageValues(
      '{gender, select, female {Iyalinta} other {Iyalinsa}} za su {n, plural, one {# {x}} other {#}} {name}',
    ),
  ).toEqual(['gender', 'n', 'name', 'x']);
  expect(
    messageValues(
      'Hello {name}, {count, number} and {kind, select, phone {a phone number} other {a contact}}: “{found}”',
    ),
  ).toEqual(['count', 'found', 'kind', 'name']);
  expect(messageValues('No args')).toEqual([]);
});
