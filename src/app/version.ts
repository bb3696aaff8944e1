/** This app's version (package.json), named in every game record it creates and every file it exports. */
import { version } from '../../package.json';

export const APP_VERSION: string = version;
