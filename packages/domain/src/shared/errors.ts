/** Error codes the API speaks, each with its HTTP status. One error shape for every route. */
export const errorStatus = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** A failure a user should see: `message` is the text shown (the spec's wording where it has one). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }
  get status(): number {
    return errorStatus[this.code];
  }
  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof (value as ErrorBody).error?.message === 'string';

/** Messages the spec words exactly and that more than one layer uses. */
export const messages = {
  userNotAuthenticated: 'User not authenticated',
  notAuthorizedTeam: 'Not authorized to view this team',
  submissionAccessDenied: 'Access denied: You do not have permission to view this submission',
  unexpected: 'An unexpected error occurred',
} as const;

/** Failures of the file store that the user is told about (docs/decisions/0044-hostile-input-and-faults.md). */
export const storageMessages = {
  /** The disk (or volume) holding uploads is full: nothing was stored. */
  full: 'Storage is full. Please try again later.',
  /** An image whose header declares more pixels than IMAGE_MAX_SIDE / IMAGE_MAX_PIXELS allow. */
  tooManyPixels: 'The image has too many pixels: use one of at most 8000 pixels a side and 40 megapixels in all.',
} as const;

/** The largest image side and pixel count an upload may declare (read from its header, never decoded). */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;
