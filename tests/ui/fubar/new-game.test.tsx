// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
// the app fetches one language of the FUBAR strings with its screen (src/i18n/fubar/load.ts): here all three
import '../../../src/i18n/fubar';
import { lang } from '../../../src/i18n';
import ui from '../../../src/ui/fubar/index';
import { PRESET_ROSTERS, PRESET_SCENARIOS } from '../../../src/scenarios/fubar/presets';
import { scenarios } from '../../../src/scenarios/fubar/index';
import { fubarEngine } from '../../../src/app/systems/fubar';
import { preloadLater } from '../../../src/ui/fubar/later';

// the parts fetched after the screen's code (the roster builder, the panels, the calculator): here before any render
beforeAll(() => preloadLater());

afterEach(() => cleanup());

describe('FUBAR new-game form', () => {
  it('units: the scenario rosters go into GameSetup.data at once, and picking another roster replaces a side', () => {
    lang.value = 'en';
    const seen: unknown[] = [];
    const Form = ui.NewGameOptions!;
    render(<Form scenarioId="fubar-crossroads" options={{}} onOptions={() => {}} onData={(d) => seen.push(d)} />);
    expect(seen[0]).toEqual(PRESET_SCENARIOS['fubar-crossroads']);
    const selects = screen.getAllByLabelText<HTMLSelectElement>('Roster');
    fireEvent.change(selects[1]!, { target: { value: 'preset:armoured-platoon' } });
    const last = seen.at(-1) as { sides: { roster: unknown }[] };
    expect(last.sides[1]!.roster).toEqual(PRESET_ROSTERS['armoured-platoon']);
    expect(last.sides[0]!.roster).toEqual(PRESET_SCENARIOS['fubar-crossroads']!.sides[0].roster);
    // and the engine accepts what the form produced
    const start = fubarEngine.start({
      system: 'fubar',
      scenario: { id: 'fubar-crossroads', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 3 },
      data: last,
    });
    expect(start.ok).toBe(true);
  });

  it('every listed scenario has preset rosters the engine accepts', () => {
    for (const s of scenarios) {
      expect(s.system).toBe('fubar');
      const start = fubarEngine.start({
        system: 'fubar',
        scenario: { id: s.id, version: s.version },
        options: {},
        dice: { kind: 'seeded', seed: 1 },
      });
      expect(start.ok, s.id).toBe(true);
    }
  });
});
