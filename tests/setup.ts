/**
 * Vitest setup: every part of the FAB engine at once (src/app/systems/fab-all.ts). The app fetches each shipped
 * scenario's body and the scenario checks when a game first needs them; tests start and replay games of any
 * scenario synchronously, as scripts and the command line do. The fetching itself is tested with an engine of
 * its own (tests/app/engine-parts.test.ts).
 */
import '../src/app/systems/fab-all';
