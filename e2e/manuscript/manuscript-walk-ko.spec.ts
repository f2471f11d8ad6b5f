import { describeManuscriptWalk } from './support/manuscript-walk.ts';

// Issue 15, acceptance 1, in Korean (the walk itself: support/manuscript-walk.ts).
describeManuscriptWalk('ko');
