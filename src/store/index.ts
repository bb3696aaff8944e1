export * from './schema';
export * from './errors';
export { db, configureDatabase, hasDatabase, openDatabase, transact } from './db';
export * from './games';
export * from './misc';
export * from './backup';
export { recovery, forgetRecovery, type Recovery } from './replica-record';
