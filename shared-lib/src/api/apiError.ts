import axios from 'axios';

/**
 * Every failed call, normalised. `status` is the HTTP status, or 0 when no response
 * arrived (network down, CORS, timeout). `message` is the server's user-facing message,
 * or '' when it sent none: each screen maps the status to its own message.
 */
export interface ApiError {
  status: number;
  message: string;
  cancelled: boolean;
}

function messageFromBody(data: unknown): string {
  if (typeof data === 'string') return data.trim().startsWith('<') ? '' : data;
  if (data && typeof data === 'object') {
    const body = data as { message?: unknown; error?: unknown };
    // An empty message (e.g. Spring's default `message: ""`) must not hide the error field.
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
    if (typeof body.error === 'string' && body.error.trim()) return body.error;
  }
  return '';
}

export function toApiError(error: unknown): ApiError {
  if (axios.isCancel(error)) return { status: 0, message: '', cancelled: true };
  if (axios.isAxiosError(error)) {
    if (!error.response) return { status: 0, message: '', cancelled: false };
    return { status: error.response.status, message: messageFromBody(error.response.data), cancelled: false };
  }
  return { status: 0, message: '', cancelled: false };
}
