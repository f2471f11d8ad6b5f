import { ApiError } from '../../../../lib/api/api-error.ts';

interface Issue {
  path?: unknown[];
  message?: string;
}

function issuesOf(detail: string): Issue[] {
  try {
    const issues: unknown = JSON.parse(detail.slice(detail.indexOf('[')));
    return Array.isArray(issues) ? (issues as Issue[]) : [];
  } catch {
    return [];
  }
}

/**
 * The board's answer is checked against the contract, step_data included; a board whose step data is missing or
 * not step data fails that check (the client words it `name: <zod issues as JSON>`). Which of spec §8's alerts it
 * is: 'stepData is Null' (step_data itself null or absent) or 'stepDataParser error' (anything wrong inside it).
 */
export function stepDataAlert(error: unknown): 'stepDataNull' | 'stepDataParserError' | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid_response') return null;
  const issues = issuesOf(error.detail).filter((issue) => issue.path?.[0] === 'step_data');
  if (!issues.length) return null;
  const missing = issues.some(
    (issue) => issue.path?.length === 1 && /received (null|undefined)/.test(issue.message ?? ''),
  );
  return missing ? 'stepDataNull' : 'stepDataParserError';
}
