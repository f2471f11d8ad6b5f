import { ama11Preset } from './ama-11.ts';
import { apa7Preset } from './apa-7.ts';
import { bmjPreset } from './bmj.ts';
import { cellPreset } from './cell.ts';
import { chicagoAuthorDatePreset } from './chicago-author-date.ts';
import type { CitationPreset } from './citation-preset.ts';
import { elsevierHarvardPreset } from './elsevier-harvard.ts';
import { elsevierVancouverPreset } from './elsevier-vancouver.ts';
import { harvardCiteThemRightPreset } from './harvard-cite-them-right.ts';
import { ieeePreset } from './ieee.ts';
import { lancetPreset } from './lancet.ts';
import { mdpiPreset } from './mdpi.ts';
import { naturePreset } from './nature.ts';
import { nejmPreset } from './nejm.ts';
import { nlmVancouverPreset } from './nlm-vancouver.ts';
import { plosPreset } from './plos.ts';
import { sciencePreset } from './science.ts';
import { springerVancouverPreset } from './springer-vancouver.ts';

/** The "common citation styles" of the template editor, in the order the issue lists them. */
export const CITATION_PRESETS: readonly CitationPreset[] = [
  ama11Preset,
  nlmVancouverPreset,
  apa7Preset,
  harvardCiteThemRightPreset,
  chicagoAuthorDatePreset,
  ieeePreset,
  naturePreset,
  sciencePreset,
  cellPreset,
  nejmPreset,
  lancetPreset,
  bmjPreset,
  plosPreset,
  elsevierVancouverPreset,
  elsevierHarvardPreset,
  springerVancouverPreset,
  mdpiPreset,
];
