export * from './schema';
export * from './errors';
export { db, configureDatabase, hasDatabase, openDatabase, transact } from './db';
export * from './games';
export * from './misc';
// ./backup (reading and adding everything, for backups) is imported where it is used, src/app/backup.ts: re-exported
// here it would come with every screen that stores a move
export { recovery, forgetRecovery, type Recovery } from './replica-record';
