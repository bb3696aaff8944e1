/** The player's choice in Settings to keep the screen awake on game screens (on by default): read at start-up
 * (src/main.tsx) without the wake lock's own code, which comes with the game screens (./wakelock.ts). */
import { signal } from '@preact/signals';

export const wakeLockEnabled = signal(true);
