import { data } from 'react-router';

export type Params = Record<string, string | undefined>;

/** Throws React Router's 404 response: the root error boundary shows the not-found page. */
export const notFound = (): never => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};
