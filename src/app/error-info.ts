import { isRouteErrorResponse } from 'react-router';

export interface ErrorInfo {
  status: number;
  message: string;
}

/** Status and message of anything a route can throw; defaults 500 and "Error" (spec §8). */
export function describeError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    const fromBody =
      typeof body === 'string'
        ? body
        : body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
          ? body.message
          : undefined;
    return { status: error.status || 500, message: fromBody || error.statusText || 'Error' };
  }
  if (error instanceof Error) return { status: 500, message: error.message || 'Error' };
  return { status: 500, message: 'Error' };
}
