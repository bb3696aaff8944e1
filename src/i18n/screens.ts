/**
 * The `core` strings of every screen but home, in all three languages at once, for tests and scripts (the app
 * fetches one language with the first of those screens: ./screens/load.ts). The home screen's are in ./core.ts.
 */
import { register, type Namespace } from './index';
import { core as en } from './screens/en';
import { core as es } from './screens/es';
import { core as fr } from './screens/fr';

export const messages: Namespace = { en, es, fr };

register('core', messages);
