import type { JournalTemplateFamily, JournalTemplateOverride } from '@galley/contracts';
import { bmcFamily } from './families/bmc.ts';
import { bmjFamily } from './families/bmj.ts';
import { cellPressFamily } from './families/cell-press.ts';
import { elsevierFamily } from './families/elsevier.ts';
import { frontiersFamily } from './families/frontiers.ts';
import { genericFamily } from './families/generic.ts';
import { jamaFamily } from './families/jama.ts';
import { kargerFamily } from './families/karger.ts';
import { lancetFamily } from './families/lancet.ts';
import { mdpiFamily } from './families/mdpi.ts';
import { naturePortfolioFamily } from './families/nature-portfolio.ts';
import { nejmFamily } from './families/nejm.ts';
import { oxfordFamily } from './families/oxford.ts';
import { plosFamily } from './families/plos.ts';
import { sageFamily } from './families/sage.ts';
import { springerFamily } from './families/springer.ts';
import { taylorFrancisFamily } from './families/taylor-francis.ts';
import { wileyFamily } from './families/wiley.ts';
import { woltersKluwerFamily } from './families/wolters-kluwer.ts';
import { theBmjOverride } from './journal-overrides/bmj.ts';
import { bmjOpenOverride } from './journal-overrides/bmj-open.ts';
import { cellOverride } from './journal-overrides/cell.ts';
import { frontiersMedicalOverrides } from './journal-overrides/frontiers-medical-journals.ts';
import { natureOverride } from './journal-overrides/nature.ts';
import { plosMedicineOverride } from './journal-overrides/plos-medicine.ts';
import { scientificReportsOverride } from './journal-overrides/scientific-reports.ts';
import { theLancetOverride } from './journal-overrides/the-lancet.ts';

/** The publisher families in the order; `generic` (ICMJE) serves every other publisher. */
export const TEMPLATE_FAMILIES: readonly JournalTemplateFamily[] = [
  elsevierFamily,
  springerFamily,
  naturePortfolioFamily,
  bmcFamily,
  wileyFamily,
  taylorFrancisFamily,
  sageFamily,
  oxfordFamily,
  mdpiFamily,
  frontiersFamily,
  plosFamily,
  jamaFamily,
  bmjFamily,
  lancetFamily,
  nejmFamily,
  kargerFamily,
  woltersKluwerFamily,
  cellPressFamily,
  genericFamily,
];

/** Flagship journals whose guidelines depart from their family's, keyed by catalogue id (CSL style slug). */
export const JOURNAL_TEMPLATE_OVERRIDES: readonly JournalTemplateOverride[] = [
  theLancetOverride,
  natureOverride,
  scientificReportsOverride,
  cellOverride,
  theBmjOverride,
  bmjOpenOverride,
  plosMedicineOverride,
  ...frontiersMedicalOverrides,
];
