/**
 * The home screen's notices (the games put back from the second copy, a browser that may erase them): each checks
 * the device before it shows anything, so neither is part of the first paint; Home.tsx fetches this chunk once the
 * screen is drawn and the browser idle.
 */
import { RecoveryNotice } from './RecoveryNotice';
import { StorageNotice } from './StorageNotice';

export function HomeNotices() {
  return (
    <>
      <RecoveryNotice />
      <StorageNotice />
    </>
  );
}
