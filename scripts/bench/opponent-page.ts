/**
 * The opponent's request handler for the page's thread in scripts/bench/opponent.mjs: the engine with every part at
 * once, as the worker has it (src/ai/fab/worker.ts; since issue 30 the combat rules are a part fetched later).
 */
import '../../src/app/systems/fab-all';
export { handleRequest } from '../../src/ai/fab/protocol';
