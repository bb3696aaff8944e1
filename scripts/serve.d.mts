/** Types for scripts/serve.mjs, which the security tests import. */
import type { Server } from 'node:http';

/** The Content-Security-Policy header every response carries. */
export const CSP: string;
export function startServer(opts?: { dir?: string; port?: number; host?: string }): Promise<Server>;
