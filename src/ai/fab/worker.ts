/**
 * The FAB opponent in a Web Worker, so the screen stays responsive while it thinks. Load it with the FAB chunk:
 *   new Worker(new URL('../../ai/fab/worker.ts', import.meta.url), { type: 'module' })
 * and talk to it with the messages of protocol.ts (or through client.ts).
 */
// the engine with every part at once (the app fetches them as a game needs them): the worker decides at once
import '../../app/systems/fab-all';
import { handleRequest } from './protocol';

addEventListener('message', (e: MessageEvent<unknown>) => {
  handleRequest(e.data, (a) => postMessage(a));
});
