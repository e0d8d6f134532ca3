/** One variable at fault and what is wrong with it. */
export interface ConfigProblem {
  variable: string;
  problem: string;
}

/** A bad environment: the message names every variable at fault, so an operator can fix it. */
export class ConfigError extends Error {
  readonly variables: string[];
  constructor(problems: ConfigProblem[]) {
    super(
      `Invalid environment:\n${problems.map((p) => `  ${p.variable}: ${p.problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}
