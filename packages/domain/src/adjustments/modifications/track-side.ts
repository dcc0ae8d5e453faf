import type { TrackType } from '../../configuration/screen/screen-options';
import type { Modifications } from '../adjustment-aggregate';
import type { IssueType } from '../issue-types';
import { numberOf, textOf } from './modification-checks';

/**
 * Which side a track reorder is for (issue 26): modifications.Track_Side, Left, Right or Both.
 * A side qualifies when its track type (edited over ordered) is the issue's: derived when one
 * side does, required when both do (Both is Track_Quantity 2, one side 1); refused when none does.
 * The recessed insert and U-channel are cut per side like a track and follow the same rule.
 */
export const trackSides = ['Left', 'Right', 'Both'] as const;
export type TrackSide = (typeof trackSides)[number];

export const trackSideMessages = {
  required: 'Choose the track side: Left, Right or Both',
  noTrack: (type: TrackType) => `This screen has no ${type} track: change Track_Left_Type or Track_Right_Type first`,
  quantity: 'Track Quantity is 2 for Both sides and 1 for one side',
} as const;

/** The track type each side-cut issue type reorders. */
export const trackIssueTypes: Partial<Record<IssueType, TrackType>> = {
  Track_Type_Standard: 'Standard',
  Track_Type_Cable: 'Cable',
  Recessed_Track_Insert: 'Recessed',
  Recessed_U_Channel_Track: 'Recessed',
};

/** The sides the issue may name, from the two sides' track types: none, one, or Left, Right and Both. */
export function trackSideChoices(type: TrackType, trackLeft: string, trackRight: string): readonly TrackSide[] {
  const left = trackLeft === type;
  const right = trackRight === type;
  if (left && right) return trackSides;
  if (left) return ['Left'];
  return right ? ['Right'] : [];
}

export type TrackSideResult = { ok: true; side: TrackSide } | { ok: false; property: 'Track_Side' | 'Track_Quantity'; message: string };

/** The issue's side from its modifications (all: edited over ordered), or why there is none. */
export function trackSideOf(type: TrackType, all: Modifications): TrackSideResult {
  const choices = trackSideChoices(type, textOf(all['Track_Left_Type']), textOf(all['Track_Right_Type']));
  if (choices.length === 0) return { ok: false, property: 'Track_Side', message: trackSideMessages.noTrack(type) };
  const sent = textOf(all['Track_Side']);
  const quantity = numberOf(all['Track_Quantity']);
  let side: TrackSide | undefined;
  if (sent !== '') side = choices.find((c) => c === sent);
  else if (choices.length === 1) side = choices[0];
  else if (quantity === 2) side = 'Both';
  if (!side) return { ok: false, property: 'Track_Side', message: sent === '' ? trackSideMessages.required : `Please choose an option: ${choices.join(', ')}` };
  if (quantity !== null && quantity !== (side === 'Both' ? 2 : 1)) return { ok: false, property: 'Track_Quantity', message: trackSideMessages.quantity };
  return { ok: true, side };
}
