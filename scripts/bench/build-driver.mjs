// Bundles scripts/bench/driver.ts (the app's runner, store and engines) into one classic script for
// page.evaluate. Cached per process; built with the project's own Vite, no config file.
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

let cached = null;

export async function driverScript() {
  if (cached) return cached;
  const entry = fileURLToPath(new URL('./driver.ts', import.meta.url));
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'SandtableDriverBundle', fileName: () => 'driver.js' },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (!chunk) throw new Error('the page driver did not build');
  cached = chunk.code;
  return cached;
}
