import { CreateReferenceOrderRequest } from '@galley/contracts';

/**
 * Whether the server takes a split mode with pasted text: the chooser shows only when the request
 * contract has a `split` field, so the web app never offers what the API would ignore.
 */
export const splitModeAccepted: boolean = 'split' in CreateReferenceOrderRequest.shape;
