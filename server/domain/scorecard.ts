import type { EmploymentType, IncomeBand, PayCycle } from '../../contract/profile/options.ts';
import type { ScorecardConfig } from './scorecard-config.ts';

/** What the scorecard looks at: nothing that identifies the borrower. */
export interface ScorecardInput {
  age: number;
  employmentType: EmploymentType;
  incomeBand: IncomeBand;
  /** Null when the employment type asks for none. */
  payCycle: PayCycle | null;
  settledLoans: number;
}

export type Knockout = 'ageOutsideRules' | 'incomeKnockout';

/** The breakdown stored with the application (applications.scorecard) for audit. */
export interface ScorecardResult {
  decision: 'approved' | 'rejected';
  total: number;
  approveAt: number;
  points: {
    incomeBand: number;
    employmentType: number;
    age: number;
    payCycle: number;
    history: number;
  };
  knockouts: Knockout[];
  /** Approved: the quota in centavos; rejected: null. */
  quotaCentavos: number | null;
}

/**
 * Scores a profile and decides. Pure: same input and config, same answer. Ages outside
 * [minAge, maxAge] are refused whatever the points (the borrower may have aged out since saving).
 */
export function scoreApplication(
  input: ScorecardInput,
  config: ScorecardConfig,
  ages: { minAge: number; maxAge: number },
): ScorecardResult {
  const table = config.points;
  const points = {
    incomeBand: table.incomeBand[input.incomeBand],
    employmentType: table.employmentType[input.employmentType],
    age: agePoints(input.age, table.ageBands),
    payCycle: table.payCycle[input.payCycle ?? 'none'],
    history: Math.min(
      Math.max(0, input.settledLoans) * table.history.perSettledLoan,
      table.history.max,
    ),
  };
  const total = Object.values(points).reduce((sum, value) => sum + value, 0);

  const knockouts: Knockout[] = [];
  if (input.age < ages.minAge || input.age > ages.maxAge) knockouts.push('ageOutsideRules');
  const incomeKnockout = config.knockouts.some(
    (rule) =>
      rule.employmentType === input.employmentType && rule.incomeBands.includes(input.incomeBand),
  );
  if (incomeKnockout) knockouts.push('incomeKnockout');

  const approved = knockouts.length === 0 && total >= config.approveAt;
  return {
    decision: approved ? 'approved' : 'rejected',
    total,
    approveAt: config.approveAt,
    points,
    knockouts,
    quotaCentavos: approved ? quotaFor(total, config) : null,
  };
}

function agePoints(age: number, bands: ScorecardConfig['points']['ageBands']): number {
  let found = 0;
  for (const band of bands) if (band.fromAge <= age) found = band.points;
  return found;
}

/** minCentavos at the threshold, one step per pointsPerStep points above it, capped. */
export function quotaFor(total: number, config: ScorecardConfig): number {
  const { minCentavos, maxCentavos, stepCentavos, pointsPerStep } = config.quota;
  const steps = Math.max(0, Math.floor((total - config.approveAt) / pointsPerStep));
  return Math.min(minCentavos + steps * stepCentavos, maxCentavos);
}
