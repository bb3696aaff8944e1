/**
 * Vitest setup: every part of the FAB engine at once (src/app/systems/fab-all.ts), and the FUBAR and OCS engines'
 * checks (src/app/systems/fubar-all.ts, ocs-all.ts). The app fetches each shipped scenario's body, the scenario
 * checks and the FUBAR and OCS checks when a game first needs them; tests start and replay games of any scenario
 * synchronously, as scripts and the command line do. The fetching itself is tested with an engine of its own
 * (tests/app/engine-parts.test.ts) and by tests/app/event-checks-part.test.ts.
 */
import '../src/app/systems/fab-all';
import '../src/app/systems/fubar-all';
import '../src/app/systems/ocs-all';
