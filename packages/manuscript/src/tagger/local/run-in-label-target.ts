import type { Paragraph, StepValue } from '@galley/contracts';
import { type HeadingTarget, matchSectionHeading } from '../heading-lexicon.ts';
import { openingLabelTarget } from '../opening-label-target.ts';
import { findRunInLabels, type RunInLabel } from '../run-in-label.ts';

// Statements a paragraph can open with a run-in label ("Funding: …") wherever it sits.
const RUN_IN_DECLARATIONS: ReadonlySet<StepValue> = new Set([
  'declaration.funding',
  'declaration.conflicts_of_interest',
  'declaration.ethics',
  'declaration.data_availability',
  'declaration.author_contributions',
  'main.acknowledgements',
]);

// A body paragraph opening with a statement's label ("Funding: …") is that statement whatever section holds it.
/** The target a body paragraph's opening label names, if it is one a run-in label may open. */
export function runInLabelTarget(
  paragraph: Paragraph,
  seenCore: boolean,
  boldLabels: boolean,
): HeadingTarget | undefined {
  const label = findRunInLabels(paragraph.text, (normalized) => !!runInDeclaration(normalized))[0];
  // Also labels the run-in finder leaves: "Acknowledgements. We thank …", "致谢：…".
  // And a bold label with no colon ("**Acknowledgements** We thank …", as Nature sets its statements).
  const leading = openingLabelTarget(paragraph, boldLabels);
  return label?.start === 0
    ? matchSectionHeading(label.label)
    : leading?.kind === 'step' &&
        (RUN_IN_DECLARATIONS.has(leading.step) || (!seenCore && leading.step === 'abstract.keywords'))
      ? leading
      : undefined;
}

/**
 * "Acknowledgments: We thank … Funding: ERC grant 123456. Author contributions: …": statements run one after
 * another in a paragraph, each opening a sentence with its label (Science's and PNAS's closing paragraph). Each
 * statement's span, when the paragraph opens with such a label and holds more than one.
 */
export function runInStatements(text: string): StatementSpan[] {
  const labels = declarationLabels(text);
  if (labels.length < 2 || labels[0]?.start !== text.search(/\S/)) return [];
  return statementSpans(text, labels);
}

/**
 * "We thank the field assistants.⏎Funding: …⏎Competing interests: None." — statements whose labels open a later
 * sentence or line of a paragraph that opens with text of its own (under "Acknowledgements" or a statement's
 * heading). Each statement's span, none when the paragraph holds no such label.
 */
export function statementsAfterText(text: string): StatementSpan[] {
  const labels = declarationLabels(text);
  if (labels[0] === undefined || labels[0].start === text.search(/\S/)) return [];
  return statementSpans(text, labels);
}

interface StatementSpan {
  step: StepValue;
  start: number;
  end: number;
}

function declarationLabels(text: string): RunInLabel[] {
  return findRunInLabels(text, (normalized) => !!runInDeclaration(normalized));
}

/** Each label's statement: from the label to the next one or the end of the text. */
function statementSpans(text: string, labels: readonly RunInLabel[]): StatementSpan[] {
  return labels.flatMap((label, i) => {
    const step = runInDeclaration(label.label);
    return step ? [{ step, start: label.start, end: labels[i + 1]?.start ?? text.length }] : [];
  });
}

/** The statement a normalized label names, when a run-in label may open it. */
export function runInDeclaration(normalized: string): StepValue | undefined {
  const target = matchSectionHeading(normalized);
  return target?.kind === 'step' && RUN_IN_DECLARATIONS.has(target.step) ? target.step : undefined;
}
