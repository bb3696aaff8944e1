/**
 * The FAB opponent in a Web Worker, so the screen stays responsive while it thinks. Load it with the FAB chunk:
 *   new Worker(new URL('../../ai/fab/worker.ts', import.meta.url), { type: 'module' })
 * and talk to it with the messages of protocol.ts (or through client.ts).
 */
import { handleRequest } from './protocol';

addEventListener('message', (e: MessageEvent<unknown>) => {
  handleRequest(e.data, (a) => postMessage(a));
});
