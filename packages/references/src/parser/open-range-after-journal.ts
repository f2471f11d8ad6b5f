import type { CslItem } from '@galley/contracts';

// "Science (80- )", "Science (80-. )": a reference manager's export of Science's catalogue title (a year range
// left open) printed after the journal's name. The bracket is no part of the name and no issue.
const TRAILING_OPEN_RANGE = /\s*\(\s*\d{1,4}\s*-\s*\.?\s*\)?$/;
const OPEN_RANGE = /^\(?\s*\d{1,4}\s*-\s*\.?\s*\)?$/;

/** Drops an open year range ("(80- )") from the end of the journal's name, or from the issue it was read as. */
export function openRangeAfterJournal(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container) return;
  const match = TRAILING_OPEN_RANGE.exec(container);
  if (match && match.index > 0) item['container-title'] = container.slice(0, match.index);
  const issue = item.issue;
  if (
    issue &&
    OPEN_RANGE.test(issue) &&
    new RegExp(`\\(\\s*${issue.replace(/[^\d]/g, '')}\\s*-`).test(source)
  )
    delete item.issue;
}
