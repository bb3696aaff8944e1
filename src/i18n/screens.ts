/**
 * The `core` strings of every screen but home, in all three languages at once, for tests and scripts (the app
 * fetches one language with the first of those screens: ./screens/load.ts). The home screen's are in ./core.ts.
 */
import { register, type Namespace } from './registry';
import { core as en } from './screens/en';
import { core as es } from './screens/es';
import { core as fr } from './screens/fr';
import { more as moreEn } from './screens/more-en';
import { more as moreEs } from './screens/more-es';
import { more as moreFr } from './screens/more-fr';
import { core as laterEn } from './screens/later-en';
import { core as laterEs } from './screens/later-es';
import { core as laterFr } from './screens/later-fr';

export const messages: Namespace = {
  en: { ...en, ...laterEn, ...moreEn },
  es: { ...es, ...laterEs, ...moreEs },
  fr: { ...fr, ...laterFr, ...moreFr },
};

register('core', messages);
