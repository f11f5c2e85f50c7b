/** Business constants and timings from the specification (section 9). */
export const PASSWORD_MIN_LENGTH = 8;
/** A wallet address (withdrawal, saved address) is at most this many characters. */
export const WALLET_ADDRESS_MAX = 200;
/** Saved withdrawal addresses a user may keep for one payment method (decision 030). */
export const SAVED_ADDRESSES_PER_METHOD = 20;
/** A saved address's optional label is at most this many characters. */
export const SAVED_ADDRESS_LABEL_MAX = 40;
/** Referral bonus paid to the referrer, in cents ($100). The server may override it by config. */
export const REFERRAL_BONUS_CENTS = 100_00;
/** Referral bonuses one referrer may have waiting for activation from the last 24 hours. */
export const REFERRAL_MAX_PENDING = 20;
/** Withdrawal processing fee, percent of the withdrawn amount. */
export const WITHDRAWAL_FEE_PERCENT = 10;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export const AVATAR_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
export const AVATAR_PREVIEW_PX = 150;
export const PLAN_FIELD_MIN = 1;
export const TRANSACTION_ID_PREFIX = 'TNX-';
/**
 * The characters of a transaction id after its prefix: upper case letters and digits without the
 * look-alikes 0/O, 1/I/L (31 characters: 31^6, about 887 million ids). Ids made before this
 * alphabet are 'TNX-' plus 6 digits and stay as they are.
 */
export const TRANSACTION_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TRANSACTION_ID_LENGTH = 6;
export const RECENT_TRANSACTIONS = 3;
export const ACTIVATION_HOURS = 24;
export const COPY_CONFIRM_MS = 2000;
export const DEPOSIT_CONTINUE_DELAY_MS = 1000;
export const CONTACT_SEND_MS = 2000;
export const TESTIMONIAL_SWIPE_PX = 75;
export const COUNTRY_SEARCH_RESULTS = 5;
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
export const REALTIME_HEARTBEAT_MS = 20_000;
export const REALTIME_CLOSE_POLICY = 1008;
/** Reconnect delay after `attempts` failed attempts. */
export function realtimeReconnectDelayMs(attempts: number): number {
  if (attempts < 5) return 1000;
  if (attempts < 15) return 5000;
  if (attempts < 100) return 10_000;
  return 60_000;
}
/**
 * The highest ROI a plan may pay, in percent per day: the server's rule and the plan form's, from
 * the plan schemas (100 % a day doubles the amount daily; more is a typing slip, e.g. 1,000).
 */
export const PLAN_MAX_ROI_PER_DAY = 100;

export const TOASTER = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
  exitDelayMs: 200,
  hotkey: ['altKey', 'KeyT'],
} as const;
export const QUERY_CACHE = {
  retries: 3,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60 * 1000,
} as const;
export const CHART_DEFAULTS = { symbol: 'NASDAQ:AAPL', theme: 'light', locale: 'en' } as const;
export const MODAL_MAX_WIDTH_PX = 480;
export const THEME_STORAGE_KEY = 'theme';
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/**
 * A list's `total` counts at most this many records, as Appwrite's does (its `APP_LIMIT_COUNT`):
 * counting stops there, so a page costs the same on a list of a million records as on a short
 * one. A total at the limit means "at least this many".
 */
export const LIST_COUNT_LIMIT = 5000;
/** A list's total as shown: `5000+` at the limit, where the server stopped counting. */
export function listTotalText(total: number): string {
  return total >= LIST_COUNT_LIMIT ? `${LIST_COUNT_LIMIT}+` : String(total);
}
/** Storage: avatars live in the `images` bucket; `uploads` takes other images (size set by the server). */
export const AVATAR_BUCKET = 'images';
/** `unique()` asks the server to choose an id (the SDK's `ID.unique()` sends its own). */
export const ID_UNIQUE = 'unique()';
/** A create-file `fileId` of `unique()` asks the server to choose the id. */
export const FILE_ID_UNIQUE = 'unique()';
/** Preview width, height and border radius limit, in px. */
export const PREVIEW_MAX_PX = 4000;
/**
 * Preview sizes are rounded up to one of these steps (and quality up to a multiple of
 * PREVIEW_QUALITY_STEP), so a file has a bounded number of renderings however its previews are
 * asked for. Common sizes are steps themselves; 150 is the avatar preview (section 9).
 */
export const PREVIEW_SIZE_STEPS = [
  16, 24, 32, 48, 64, 96, 100, 128, 150, 192, 200, 256, 300, 320, 384, 400, 480, 500, 512, 600, 640,
  720, 768, 800, 960, 1000, 1024, 1080, 1200, 1280, 1440, 1536, 1600, 1920, 2048, 2560, 3000, 3072,
  3840, 4000,
] as const;
export const PREVIEW_QUALITY_STEP = 10;
/** File names (and each folder name) are at most this many characters. */
export const FILE_NAME_MAX = 255;
/** A file token (share link) lives this long unless its creator chooses; never longer than the max. */
export const FILE_TOKEN_DEFAULT_DAYS = 7;
export const FILE_TOKEN_MAX_DAYS = 90;
/** Realtime error codes (Appwrite's): a malformed message, and too many messages. */
export const REALTIME_MESSAGE_INVALID = 1003;
export const REALTIME_TOO_MANY_MESSAGES = 1013;

/** Account security (decision 021): how long each mailed or texted secret lives, in minutes. */
export const RECOVERY_LINK_MINUTES = 60;
export const VERIFICATION_LINK_MINUTES = 24 * 60;
export const MAGIC_URL_MINUTES = 60;
export const SIGN_IN_CODE_MINUTES = 15;
export const MFA_CHALLENGE_MINUTES = 15;
/** OAuth2: the trip through the provider, and the token handed to the success URL. */
export const OAUTH_STATE_MINUTES = 10;
export const OAUTH_TOKEN_MINUTES = 15;
/** Wrong tries a 6-digit code (or an MFA challenge) allows before it is spent. */
export const CODE_MAX_ATTEMPTS = 5;
export const SIGN_IN_CODE_DIGITS = 6;
/** A second factor proved this recently lets the session change the second factors. */
export const MFA_RECENT_MINUTES = 30;
export const MFA_RECOVERY_CODE_COUNT = 10;
/** The MFA factors the SDK names (`AuthenticationFactor`). */
export const MFA_FACTORS = ['totp', 'email', 'phone', 'recoverycode'] as const;
export type TMfaFactor = (typeof MFA_FACTORS)[number];
/** OAuth2 providers the server can be configured for; `mock` only with OAUTH_MOCK=enabled. */
export const OAUTH_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'microsoft',
  'mock',
] as const;
export type TOAuthProvider = (typeof OAUTH_PROVIDERS)[number];
/**
 * Support tickets (decision 052): attachments go to the `tickets` bucket (owner and admins read
 * them, never through share links): images or PDF, at most TICKET_ATTACHMENT_MAX_BYTES each.
 */
export const TICKETS_BUCKET = 'tickets';
export const TICKET_ATTACHMENTS_MAX = 3;
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;
export const CANNED_TITLE_MAX = 80;
