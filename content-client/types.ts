/**
 * Public types of the content client (kept apart so client.ts stays about behaviour).
 */
import type { MicroCMSQueries } from 'microcms-js-sdk';
import type { endpoints, ListEndpointName } from './schemas.ts';
import type { EntryOf } from './validate.ts';

export type ObjectEndpointName = Exclude<keyof typeof endpoints, ListEndpointName>;
export type Queries = MicroCMSQueries;
/** Typed calls always read depth=0 (the shape of the schemas), whole entries. */
export type TypedQueries = Omit<MicroCMSQueries, 'fields' | 'depth'>;

export interface ListResponse<T> {
  contents: T[];
  totalCount: number;
  offset: number;
  limit: number;
}
export interface GetRequest {
  endpoint: string;
  contentId?: string;
  queries?: Queries;
}
export interface ListRequest {
  endpoint: string;
  queries?: Queries;
}
export interface ListDetailRequest {
  endpoint: string;
  contentId: string;
  queries?: Queries;
}
export type ObjectRequest = ListRequest;

export interface ContentClient {
  /** Raw GET of a list, a list entry (with contentId) or an object API. */
  get<T = unknown>(req: GetRequest): Promise<T>;
  list<E extends ListEndpointName>(endpoint: E, queries?: TypedQueries): Promise<ListResponse<EntryOf<E>>>;
  list<T = unknown>(req: ListRequest): Promise<ListResponse<T>>;
  listDetail<E extends ListEndpointName>(endpoint: E, contentId: string, queries?: TypedQueries): Promise<EntryOf<E>>;
  listDetail<T = unknown>(req: ListDetailRequest): Promise<T>;
  object<E extends ObjectEndpointName>(endpoint: E, queries?: TypedQueries): Promise<EntryOf<E>>;
  object<T = unknown>(req: ObjectRequest): Promise<T>;
}

export interface ContentClientOptions {
  serviceDomain: string;
  apiKey: string;
}
