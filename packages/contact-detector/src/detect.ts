// The detector's order: read the text (normalize), then look for e-mails and links in its
// address reading, handles, phone numbers in its digit reading, and names. The first finding
// is answered, with its span in the text as given.
import { addressView, findAddress } from './addresses';
import { findHandle, namesPlatform } from './handles';
import type { Found } from './index';
import { freeSpans, type MappedText } from './mapped-text';
import { findName } from './names';
import { normalize } from './normalize';
import { digitize } from './number-words';
import { findPhone } from './phones';

function found(
  original: string,
  kind: Found['kind'],
  view: MappedText,
  from: number,
  to: number,
): Found {
  const { start, end } = view.span(from, to);
  return { kind, start, end, text: original.slice(start, end) };
}

const NOT_SPACE = /\S/;

export function detect(text: string, names: readonly string[]): Found | null {
  if (!NOT_SPACE.test(text)) return null;
  freeSpans();
  const base = normalize(text);

  const addresses = addressView(base);
  const address = addresses && findAddress(addresses, text);
  if (addresses && address) return found(text, address.kind, addresses, address.from, address.to);

  const handle = findHandle(base);
  if (handle) return found(text, 'handle', base, handle.from, handle.to);

  const digits = digitize(base);
  const phone = findPhone(digits);
  // "WhatsApp only: 0812 345 6789": a number offered on a platform is a handle as much as a phone.
  if (phone)
    return found(text, namesPlatform(base.text) ? 'handle' : 'phone', digits, phone.from, phone.to);

  const name = findName(base, names);
  if (name) return found(text, 'name', base, name.from, name.to);
  return null;
}
