/**
 * Whether prefetching is allowed right now (spec §7): never offline, on a 2g
 * connection (effective type slow-2g or 2g) or with data saver on.
 */
interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}
export interface NavigatorLike {
  onLine: boolean;
  connection?: NetworkInformationLike;
}

export function canPrefetch(nav: NavigatorLike): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g');
}
