// Business constants of product.md §9. No zod here: public pages import this module and must stay
// small (decision 057). `import type` is erased at build time, so it costs nothing.
import { LANGUAGE_STORAGE_KEY } from './entry-constants';
import type { Plan } from './plans';

export const PRODUCT_NAME = 'Waliyy';
/** @internal The spec's English: the catalogs' tests hold every language's tagline to it. */
export const TAGLINE = 'A journey of love, faith and connection';

/** Singles per account; more than the paid limit means contacting support (product.md §1, §6). */
export const SINGLES_LIMIT_FREE = 2;
export const SINGLES_LIMIT_PAID = 4;

export const MIN_AGE = 18;
/** A preference with no saved minimum age uses this one (decision 044). */
export const DEFAULT_MIN_AGE = 18;

export const NAME_MIN = 2;
/** Digits in a typed phone number (decision 074): a short local one to '00' and E.164's 15. */
export const PHONE_MIN = 7;
export const PHONE_MAX = 17;
export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
/** A report's note, at most (safety.ts; here so the report form need not load its zod). */
export const REPORT_NOTE_MAX = 1000;

export const TOKEN_COOKIE_NAME = 'waliyy_token';
export const TOKEN_COOKIE_MAX_AGE_S = 86_400;
export const TOKEN_COOKIE_PATH = '/';

// Timers. The server makes its own configurable so tests need not sleep (decision 053).
export const VERIFY_EMAIL_REDIRECT_MS = 7_000;
export const LOGIN_SUCCESS_REDIRECT_MS = 5_000;
export const PAYMENT_CONFIRM_REDIRECT_MS = 6_000;
export const SETUP_AUTOSAVE_MS = 1_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;
/** Share of the toast's width to drag before it is dismissed. */
export const TOAST_DRAG_PERCENT = 0.8;
export const MULTISELECT_DEBOUNCE_MS = 200;

/** Fixed pages of 9; the old client's growing limit is not copied (decision 048). */
export const PAGE_SIZE = 9;
export const PAGE_SIZE_MAX = 100;
export const INFINITE_SCROLL_THRESHOLD_PX = 200;
export const INFINITE_SCROLL_DEBOUNCE_MS = 300;

export const CARD_ABOUT_WORDS = 20;

// Layout.
export const OPTION_LIST_MAX_HEIGHT_PX = 260;
export const CHILD_SWITCHER_SCROLL_PX = 120;
export const SIDEBAR_WIDTH_PX = 280;
export const SIDEBAR_COLLAPSED_PX = 100;
/** @internal The spec's count: the FAQ's test holds the page to it. */
export const FAQ_ITEMS = 10;

/**
 * The Free plan card on /pricing (product.md §2). It is not a plan row on the server — nothing is
 * bought — so it has no `_id`; otherwise it has a plan's shape so one card component fits both.
 */
export const FREE_PLAN = {
  planName: 'Free',
  amount: 0,
  currency: 'NGN',
  interval: 'annual',
  planDescription: [
    `Create up to ${SINGLES_LIMIT_FREE} single profiles`,
    'Receive recommendations',
    'Browse and view profiles',
    'Be told by e-mail when a family is interested (seeing who and answering need Premium)',
  ].join('\n'),
} as const satisfies Omit<Plan, '_id' | 'providers'>;

/** Browser storage keys (product.md §3 Local storage); the web touches them only via one module. */
export const STORAGE_KEYS = {
  user: 'user',
  childId: 'childId',
  resetPwdToken: 'resetPwdToken',
  selectedOrderId: 'selectedOrderId',
  profileSetupForm: 'profileSetupForm',
  isOpen: 'isOpen',
  /** Followed by the liked profile's id: `liked_{id}`. */
  likedPrefix: 'liked_',
  /**
   * A random id for this browser, sent at sign-in so a new browser can be told by e-mail
   * (decision 012). Not about the user: logout keeps it.
   */
  deviceId: 'deviceId',
  /** The language a visitor chose (decision 070); like deviceId, logout keeps it. */
  language: LANGUAGE_STORAGE_KEY,
} as const;

export const SESSION_KEYS = {
  page: 'page',
  limit: 'limit',
  scrollPos: 'scrollPos',
  explorepage: 'explorepage',
  explorelimit: 'explorelimit',
} as const;
