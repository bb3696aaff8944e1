/** Types the FUBAR screen shares with its panels (Allocate, Volley), kept apart so that none imports the screen. */
import type { FubarEvent } from '../../../machines/fubar/turn';

/** Hands an event to the session; the screen shows a refusal, the panel only waits. */
export type Send = (e: FubarEvent) => Promise<void>;
