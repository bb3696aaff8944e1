/** Ask the browser to keep our data, and report how much room is left. */
export interface StorageInfo {
  persisted: boolean;
  usage?: number;
  quota?: number;
}

export async function requestPersistence(): Promise<StorageInfo> {
  const sm = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!sm) return { persisted: false };
  let persisted: boolean;
  try {
    persisted = (await sm.persisted?.()) || (await sm.persist?.()) || false;
  } catch {
    persisted = false;
  }
  try {
    const est = await sm.estimate?.();
    return {
      persisted,
      ...(est?.usage !== undefined ? { usage: est.usage } : {}),
      ...(est?.quota !== undefined ? { quota: est.quota } : {}),
    };
  } catch {
    return { persisted };
  }
}
