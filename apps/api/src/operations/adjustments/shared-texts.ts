import { off } from './feature-switch';

/** Who is who on an adjustment (the OpenAPI descriptions). */
export const who =
  'The requester is the dealer who owns the adjustment and their team; administrators are the reviewers. Another customer’s adjustment answers 404.';
/** The 404 of a path naming an adjustment. */
export const missing = `Not found, not yours, or ${off.toLowerCase()}`;
/** The 404 of a path naming an issue. */
export const issueMissing = `Issue not found (or another customer’s), or ${off.toLowerCase()}`;
/** The 409 of a state rule. */
export const stateRule = 'A state rule of §4 (who edits when, a transition’s precondition): the message names it';
