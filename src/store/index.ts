export * from './schema';
export * from './errors';
export { db, configureDatabase, openDatabase, transact } from './db';
export * from './games';
export * from './misc';
