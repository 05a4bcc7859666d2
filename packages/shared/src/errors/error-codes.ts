/**
 * Every error the API can answer, with its HTTP status. The message shown to the user is the
 * i18n key `errors.<CODE>` in the request's language. Later issues add their codes here.
 */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_CREDENTIALS: 400,
  RESET_CODE_INVALID: 400,
  RESET_TOKEN_INVALID: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  APP_KEY_INVALID: 403,
  FORBIDDEN: 403,
  CSRF_REFUSED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CEP_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  PROMOTER_NOT_FOUND: 404,
  GALLERY_ITEM_NOT_FOUND: 404,
  IMAGE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  EMAIL_ALREADY_REGISTERED: 409,
  CPF_ALREADY_REGISTERED: 409,
  CNPJ_ALREADY_REGISTERED: 409,
  PHONE_ALREADY_REGISTERED: 409,
  CERTIFICATION_PENDING: 409,
  CERTIFICATION_DECIDED: 409,
  TERMS_OBJECTION_EXISTS: 409,
  TERMS_VERSION_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FILE_REQUIRED: 422,
  FILE_TYPE_NOT_ALLOWED: 422,
  IMAGE_TOO_MANY_PIXELS: 422,
  IMAGE_UNREADABLE: 422,
  VALIDATION_FAILED: 422,
  CONSENT_NOT_REVOCABLE: 422,
  ADMIN_SELF_CHANGE: 422,
  LAST_ADMIN_MASTER: 422,
  MODERATION_SELF: 422,
  TERMS_OBJECTION_CLOSED: 422,
  GALLERY_FULL: 422,
  GALLERY_ORDER_MISMATCH: 422,
  GALLERY_COVER_NOT_IMAGE: 422,
  GALLERY_ITEM_EXISTS: 409,
  TOO_MANY_REQUESTS: 429,
  LOGIN_THROTTLED: 429,
  CEP_RETRY_LIMIT: 429,
  INTERNAL_ERROR: 500,
  CEP_PROVIDER_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  REQUEST_TIMEOUT: 503,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof ERROR_CODES

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value)
}

/** The shape of every error body (ARCHITECTURE.md "The API contract"). */
export interface ApiErrorBody {
  status: number
  code: ErrorCode
  message: string
  errors?: { field: string; message: string }[]
  requestId?: string
  /** On 401: which login area the client should go to (`client`, `admin`, `suppliers`). */
  area?: LoginArea
}

export interface ApiOkBody<T> {
  status: 200 | 201
  data: T
}

export type LoginArea = 'client' | 'admin' | 'suppliers'
