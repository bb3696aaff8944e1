/** The FAB new-game options before the player changes any (the form itself, ./Options.tsx, loads later). */
export function defaultOptions(): Record<string, unknown> {
  return { edition: '2016', hiddenAssets: false, openTable: false };
}
