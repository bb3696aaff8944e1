/**
 * The scenario file (`.sandtable-scenario`, issue 28): one FAB scenario, and the photo of its map when its
 * owner chose to include it. An import is checked in layers, cheapest first, as a game file is (size, JSON,
 * format), then the scenario by the one scenario check (`validateFabScenario`: shape and caps, then every
 * cross-reference, linear in the file) and the photo by its own schema. Those schemas read the fields they know
 * and no deeper than their own shape (unknown fields are dropped unread), so nesting depth needs no check of its
 * own here, unlike a game file, whose set-up and events are read by each system's engine. A refusal names the field
 * and the reason with a code the app says in the player's language; nothing is stored unless all of it passes.
 */
import * as v from 'valibot';
import type { Rejection, Result } from '../../rules/common/result';
import { check } from '../../rules/common/checked';
import { isRecord } from '../../rules/common/narrow';
import type { FabScenario } from '../../rules/fab/types';
import { validateFabScenario } from '../../scenarios/fab/schema';
import { createDraft, PhotoSchema, type PhotoData } from './drafts';
import type { FabDraft } from './model';

export const SCENARIO_FORMAT = 'sandtable-scenario';
export const SCENARIO_FILE_VERSION = 1;
export const SCENARIO_EXTENSION = '.sandtable-scenario';
/** A scenario of the largest size the caps allow is a few megabytes; a photo adds at most MAX_PHOTO_CHARS. */
export const MAX_SCENARIO_FILE_BYTES = 16 * 1024 * 1024;

const refuse = (message: string, code: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  rule: 'import',
  message,
  code: `import.${code}`,
  ...(params ? { params } : {}),
});

/** The file of a draft, as text, with its file name. The photo goes in only when given. */
export function scenarioFile(
  d: FabDraft,
  photo: PhotoData | null,
  now = Date.now(),
): { filename: string; text: string } {
  const text = JSON.stringify({
    format: SCENARIO_FORMAT,
    version: SCENARIO_FILE_VERSION,
    exportedAt: new Date(now).toISOString(),
    system: 'fab',
    scenario: d.scenario,
    ...(photo ? { photo } : {}),
  });
  const safe =
    d.scenario.name
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'scenario';
  return { filename: `${safe}${SCENARIO_EXTENSION}`, text };
}

/** Whether a parsed JSON file says it is a scenario file (the import button takes games and scenarios). */
export function isScenarioFile(raw: unknown): boolean {
  return isRecord(raw) && raw['format'] === SCENARIO_FORMAT;
}

/** Check a scenario file; the checked scenario (unknown fields dropped) and photo, or the reason it is refused. */
export function parseScenarioFile(text: string): Result<{ scenario: FabScenario; photo: PhotoData | null }> {
  if (text.length > MAX_SCENARIO_FILE_BYTES) {
    const kb = Math.round(text.length / 1024),
      mb = MAX_SCENARIO_FILE_BYTES / 1024 / 1024;
    return refuse(`The file is too large (${kb} KB; the limit is ${mb} MB).`, 'tooLarge', { kb, mb });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('The file is damaged: it is not valid JSON (it may have been cut short).', 'notJson');
  }
  if (!isRecord(raw) || !isScenarioFile(raw)) return refuse('This is not a Sandtable scenario file.', 'notScenario');
  const file: { version?: unknown; system?: unknown; scenario?: unknown; photo?: unknown } = raw;
  if (typeof file.version === 'number' && file.version > SCENARIO_FILE_VERSION)
    return refuse(
      `This file was made by a newer version of Sandtable (file version ${file.version}; this app reads version ${SCENARIO_FILE_VERSION}). Update the app, then import it again.`,
      'newer',
      { version: file.version, supported: SCENARIO_FILE_VERSION },
    );
  const head = check(
    v.object({ version: v.literal(SCENARIO_FILE_VERSION), system: v.literal('fab') }),
    file,
    'import',
    'Scenario file',
  );
  if (!head.ok) return head;
  const sc = validateFabScenario(file.scenario);
  if (!sc.ok) return sc;
  if (file.photo === undefined) return { ok: true, value: { scenario: sc.value, photo: null } };
  const photo = check(PhotoSchema, file.photo, 'import', 'Scenario file', 'photo');
  return photo.ok ? { ok: true, value: { scenario: sc.value, photo: photo.value } } : photo;
}

/** Import a scenario file as a new draft; its id, or the reason it is refused (and nothing stored). */
export async function importScenario(text: string, now = Date.now()): Promise<Result<FabDraft>> {
  const parsed = parseScenarioFile(text);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, value: await createDraft(parsed.value.scenario, parsed.value.photo, now) };
  } catch (e) {
    return { ok: false, rule: 'storage', message: e instanceof Error ? e.message : String(e) };
  }
}
