import { readFileSync } from 'node:fs';

/**
 * The server's version, from package.json, read once at start: the app's settings and About us
 * show it beside the app's own (docs/care.md#about-us). The app is built from the same
 * package.json, so both match after a deploy; a phone still running a cached app shows the gap.
 */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
