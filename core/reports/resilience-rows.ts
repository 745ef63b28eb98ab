import { checkNames, type CheckName, type ResilienceDocument, type Verdict } from './resilience-document.ts';

/** Verdicts in words (readable without colour) for the table, the Markdown and the dashboard. */
export const verdictText: Record<Verdict, string> = { pass: 'PASS', fail: 'FAIL', 'not-exercised': 'not exercised' };

export interface ResilienceRow {
  check: CheckName;
  verdict: string;
  /** `2 pass, 1 fail, 0 not exercised`, across the documents merged. */
  tally: string;
  /** The sentence, with the longest wait for `gave-up`. */
  why: string;
}

/** The per-check lines every text format prints. */
export function resilienceRows(document: ResilienceDocument): ResilienceRow[] {
  return checkNames.map((check) => {
    const { verdict, message, tally, waitedMs } = document.checks[check];
    return {
      check,
      verdict: verdictText[verdict],
      tally: `${tally.pass} pass, ${tally.fail} fail, ${tally['not-exercised']} not exercised`,
      why:
        waitedMs === undefined || message.includes(`${waitedMs} ms`)
          ? message
          : `${message} Longest wait ${waitedMs} ms.`,
    };
  });
}

/** `maxAttempts 5, storm 10, giveUpAfter 30000 ms, tolerance 100 ms`. */
export function optionsText({ options }: ResilienceDocument): string {
  return `maxAttempts ${options.maxAttempts}, storm ${options.storm}, giveUpAfter ${options.giveUpAfter} ms, tolerance ${options.tolerance} ms`;
}
