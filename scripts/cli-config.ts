import { ConfigError } from '../server/config-error.ts';
import { loadConfig } from '../server/config.ts';
import type { AppConfig, Env } from '../server/config.ts';

/** What a command-line tool gives back: 0 done, 1 refused, 2 bad usage or environment. */
export interface CliResult {
  exitCode: number;
  output: string;
}

/**
 * The server's config from the same environment as the server, or the result that says why it
 * cannot be read (exit 2): the tools reach the server and its data where it does.
 */
export function cliConfig(env: Env): { config: AppConfig } | { result: CliResult } {
  try {
    return { config: loadConfig(env) };
  } catch (error) {
    if (error instanceof ConfigError) return { result: { exitCode: 2, output: error.message } };
    throw error;
  }
}
