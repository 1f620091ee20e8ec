import { seededRandom } from '../../src/db/demo/generate';

export type SecretKind =
  | 'first name'
  | 'last name'
  | 'e-mail'
  | 'phone'
  | 'guardian id'
  /** Text staff edited out of a single (decision 025): for staff only, the owner's family included. */
  | 'removed text';

export type Secret = { kind: SecretKind; owner: string; whose: string };
export type Leak = Secret & { found: string };

/** Names and e-mails carry a token of this shape (crowd.ts makes them). */
const TOKEN = /^qx[a-z]{10}$/;
const TOKEN_LENGTH = 12;
/** Phones are +234 and 10 digits: the 10 digits are looked for in any run of digits. */
const PHONE = /^\+234(\d{10})$/;
const PHONE_DIGITS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const DIGIT_RUNS = /\d{10,}/g;

type Guardian = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userId: string;
};
type Single = { id: string; displayId: string; firstName: string; lastName: string };
/** A woman single's wali: two name tokens, an e-mail and a phone of the scanner's shapes. */
export type Wali = { waliName: string; waliEmail: string; waliPhoneNumber: string };

/**
 * Private values in the shapes the scanner finds (deterministic for a seed, unique): names
 * are `Qx` + 10 letters, e-mails that token @example.com, phones +234 and 10 digits.
 */
export function secretSource(seed: number) {
  const r = seededRandom(seed);
  const used = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const value = make();
      if (!used.has(value)) {
        used.add(value);
        return value;
      }
    }
  };
  const token = () =>
    unique(
      () => `qx${Array.from({ length: 10 }, () => String.fromCharCode(97 + r.int(26))).join('')}`,
    );
  return {
    name: () => `Qx${token().slice(2)}`,
    email: () => `${token()}@example.com`,
    phone: () => `+234${unique(() => `9${String(r.int(1_000_000_000)).padStart(9, '0')}`)}`,
  };
}

/** Keys that must never sit on another account's single (decision 027). */
const PRIVATE_KEYS = [
  'firstName',
  'lastName',
  'fullName',
  'yearOfBirth',
  'monthOfBirth',
  'email',
  'phone',
  'userId',
  'guardian',
  // A woman's wali (decision 061): released by a match as `contact`, never on a single.
  'waliName',
  'waliEmail',
  'waliPhoneNumber',
  // The checks are three booleans (decision 083): never when, so never these columns.
  'phoneVerifiedAt',
  'singleConfirmedAt',
  'genotypeCheckedAt',
];

/**
 * Finds other accounts' private strings in response text, fast enough for thousands of
 * secrets × thousands of responses: every secret has a shape that can be picked out of any text
 * in one pass (a `qx` token, a run of digits, a UUID), and each candidate is one Map lookup —
 * wherever it sits (inside a longer word, another case, a URL, HTML). Secrets whose owner is
 * the viewer are its own and never count.
 */
export function createLeakScanner() {
  const secrets = new Map<string, Secret>();
  const singles = new Map<string, string>();

  const keyOf = (value: string, kind: SecretKind) => {
    const lower = value.toLowerCase();
    if (kind === 'phone') return PHONE.exec(value)?.[1];
    if (kind === 'guardian id') return UUID.test(lower) ? lower : undefined;
    const token = kind === 'e-mail' ? lower.split('@')[0]! : lower;
    return TOKEN.test(token) ? token : undefined;
  };

  function candidates(text: string): string[] {
    const found: string[] = [];
    for (let i = text.indexOf('qx'); i !== -1; i = text.indexOf('qx', i + 1)) {
      found.push(text.slice(i, i + TOKEN_LENGTH));
    }
    for (const [run] of text.matchAll(DIGIT_RUNS)) {
      for (let k = 0; k + PHONE_DIGITS <= run.length; k++)
        found.push(run.slice(k, k + PHONE_DIGITS));
    }
    for (const [uuid] of text.matchAll(UUIDS)) found.push(uuid);
    return found;
  }

  return {
    /** A private string of `owner`'s (an account label); `whose` says guardian or which single. */
    addSecret(value: string, kind: SecretKind, owner: string, whose: string) {
      const key = keyOf(value, kind);
      // A secret the scanner could not pick out of a text would pass silently: refuse it.
      if (!key) throw new Error(`leak scanner: ${kind} ${value} has no scannable shape`);
      if (secrets.has(key)) throw new Error(`leak scanner: ${value} is not unique`);
      secrets.set(key, { kind, owner, whose });
    },
    /** A single of `owner`'s: on other accounts' answers it may carry no private key. */
    addSingle(id: string, owner: string) {
      singles.set(id, owner);
    },
    /** An account's guardian details and its singles' names (the single ids are public). */
    addAccount(owner: string, guardian: Guardian, list: Single[]) {
      this.addSecret(guardian.firstName, 'first name', owner, 'guardian');
      this.addSecret(guardian.lastName, 'last name', owner, 'guardian');
      this.addSecret(guardian.email, 'e-mail', owner, 'guardian');
      this.addSecret(guardian.phone, 'phone', owner, 'guardian');
      this.addSecret(guardian.userId, 'guardian id', owner, 'guardian');
      for (const single of list) {
        this.addSecret(single.firstName, 'first name', owner, `single ${single.displayId}`);
        this.addSecret(single.lastName, 'last name', owner, `single ${single.displayId}`);
        this.addSingle(single.id, owner);
      }
    },
    /** The wali a woman single names (decision 061): as private as the guardian's contact. */
    addWali(owner: string, displayId: string, wali: Wali) {
      const whose = `wali of single ${displayId}`;
      const [first, last] = wali.waliName.split(' ');
      this.addSecret(first ?? '', 'first name', owner, whose);
      this.addSecret(last ?? '', 'last name', owner, whose);
      this.addSecret(wali.waliEmail, 'e-mail', owner, whose);
      this.addSecret(wali.waliPhoneNumber, 'phone', owner, whose);
    },
    get size() {
      return secrets.size;
    },

    /** Other accounts' secrets in `text`; `released` names those given out on purpose. */
    scan(text: string, viewer: string | null, released?: (secret: Secret) => boolean): Leak[] {
      const leaks: Leak[] = [];
      for (const candidate of candidates(text.toLowerCase())) {
        const secret = secrets.get(candidate);
        if (secret && secret.owner !== viewer && !released?.(secret)) {
          leaks.push({ ...secret, found: candidate });
        }
      }
      return leaks;
    },

    /**
     * Private keys on another account's single anywhere in a JSON answer: the birth year and
     * month have no unique value to look for, so they are caught by their place instead.
     */
    privateKeys(json: unknown, viewer: string | null): string[] {
      const out: string[] = [];
      const walk = (node: unknown, path: string) => {
        if (Array.isArray(node)) {
          node.forEach((item, i) => {
            walk(item, `${path}[${i}]`);
          });
          return;
        }
        if (!node || typeof node !== 'object') return;
        const record = node as Record<string, unknown>;
        const id = record.id ?? record._id;
        const owner = typeof id === 'string' ? singles.get(id) : undefined;
        if (owner !== undefined && owner !== viewer) {
          for (const key of PRIVATE_KEYS) {
            if (key in record) out.push(`${path}.${key} on a single of ${owner}`);
          }
        }
        for (const [key, value] of Object.entries(record)) walk(value, `${path}.${key}`);
      };
      walk(json, '$');
      return out;
    },
  };
}
export type LeakScanner = ReturnType<typeof createLeakScanner>;
