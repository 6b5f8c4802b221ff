import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';

/** The one error body every failure is answered with. */
export interface ErrorBody {
  error: string;
  message: string;
}

export const ErrorSchema = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    requestId: Type.Optional(
      Type.String({
        description: "The request's id, also sent as the X-Request-Id header: quote it when reporting the error",
      }),
    ),
  },
  { title: 'Error' },
);

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** An error whose message is written for the person using the site. */
export class ApiError extends Error {
  /** Sent as Retry-After (429, 503). */
  readonly retryAfterSeconds: number | undefined;
  /** Fields sent beside `error` and `message`, for clients that act on the failure (the route's schema must list them). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions & { retryAfterSeconds?: number; details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.details = options?.details;
  }
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const unauthorized = (message: string): ApiError => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string) => new ApiError(429, message);
