/** Storage failures the UI explains to the player. */
export class StorageFullError extends Error {
  constructor() {
    super('The device has no room left for Sandtable’s data. Export your games to a file, then free some space.');
    this.name = 'StorageFullError';
  }
}

export class ConflictError extends Error {
  constructor() {
    super('This game was changed in another tab or window. Reload it to continue from the latest move.');
    this.name = 'ConflictError';
  }
}

export class BlockedError extends Error {
  constructor() {
    super('Sandtable is open in another tab with an older version. Close the other tab to finish updating.');
    this.name = 'BlockedError';
  }
}

export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const name = 'name' in e ? e.name : undefined;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || ('code' in e && e.code === 22);
}

/** Rethrow a storage error as one the player understands. */
export function explain(e: unknown): Error {
  if (isQuotaError(e)) return new StorageFullError();
  if (e instanceof Error) return e;
  return new Error(String(e));
}

/** The device's storage did not answer in time: the transaction was given up and nothing of it was written. */
export class StorageTimeoutError extends Error {
  constructor(readonly step: string) {
    super('The device’s storage did not answer in time. Nothing was changed; try again.');
    this.name = 'StorageTimeoutError';
  }
}
