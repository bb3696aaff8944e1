/** Save text as a file on the device. */
export function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Hand a game file to the system share sheet where the browser can share files (`navigator.canShare`), or
 * save it as a download elsewhere. Resolves with what happened; a share the player cancels is not an error
 * and does not fall back to a download.
 */
export async function shareOrDownload(
  filename: string,
  text: string,
  title = filename,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  if (nav?.share && nav.canShare && typeof File !== 'undefined') {
    const file = new File([text], filename, { type: 'application/json' });
    let can: boolean;
    try {
      can = nav.canShare({ files: [file] });
    } catch {
      can = false;
    }
    if (can) {
      try {
        await nav.share({ files: [file], title });
        return 'shared';
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
        // NotAllowedError (no user activation left) and the like: save the file instead
      }
    }
  }
  download(filename, text);
  return 'downloaded';
}
