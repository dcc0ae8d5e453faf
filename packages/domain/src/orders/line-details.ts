import { inchesDisplay, replacementReasons } from '../configuration/screen/screen-options';
import type { TScreenConfig } from '../configuration/screen/screen-config';
import { roofColorLabels, type RoofColor } from '../configuration/roof/roof-options';
import type { TRoofConfigInput } from '../configuration/roof/roof-config';

/** A part line as chosen: its options and quantity. */
export interface PartChoice {
  options: Record<string, string>;
  quantity: number;
}

/**
 * An order line's values as a dealer reads them (the cart's expanded rows, the order history):
 * `label` is also the key compared with the line's earlier values.
 */
export interface DetailEntry {
  label: string;
  value: string;
}

export function screenDetails(c: TScreenConfig): DetailEntry[] {
  const entries: DetailEntry[] = [
    { label: 'Width', value: inchesDisplay(c.width, c.widthFraction) },
    { label: 'Drop Left', value: inchesDisplay(c.dropLeft, c.dropLeftFraction) },
    { label: 'Drop Right', value: inchesDisplay(c.dropRight, c.dropRightFraction) },
    { label: 'Material', value: `${c.materialType} ${c.materialColor}` },
  ];
  if (c.meshOnly) {
    entries.unshift({ label: 'Type', value: 'Mesh / Vinyl Only' });
    entries.push({ label: 'Mesh Only Reason', value: c.meshOnlyReason });
  } else {
    entries.push(
      { label: 'Housing', value: `${c.housingSize} ${c.housingShape}` },
      { label: 'Job Color', value: c.jobColor === 'Custom' ? `Custom RAL ${c.ralCode ?? ''}` : c.jobColor },
      { label: 'Track Left', value: c.trackLeft },
      { label: 'Track Right', value: c.trackRight },
      { label: 'Mounting Angle', value: c.mountingAngle },
      { label: 'Motor', value: `${c.motorType ?? '—'} (${c.motorSide})` },
      { label: 'Bottom Bar', value: c.bottomBarFinish },
    );
  }
  const reason = replacementReasons.find((r) => r.value === c.replacementReason);
  if (reason) entries.push({ label: 'Replacement Reason', value: `${reason.value} ${reason.label}` });
  entries.push({ label: 'Copies', value: String(c.copies) });
  return entries;
}

const length = (feet: number | undefined, inches: number | undefined) => `${feet ?? 0}' ${inches ?? 0}"`;
const color = (c: string) => roofColorLabels[c as RoofColor] ?? c;

export function roofDetails(c: TRoofConfigInput): DetailEntry[] {
  const entries: DetailEntry[] = [];
  const ral = (code: string | undefined) => (code ? ` RAL ${code}` : '');
  entries.push({
    label: 'Frame Color',
    value: `${color(c.colors.frameColor)}${c.colors.frameColor === 'MF' || c.colors.frameColor === 'Custom' ? ral(c.colors.frameColorRal) : ''}`,
  });
  entries.push({
    label: 'Blade Color',
    value: `${color(c.colors.bladeColor)}${c.colors.bladeColor === 'MF' || c.colors.bladeColor === 'Custom' ? ral(c.colors.bladeColorRal) : ''}`,
  });
  entries.push({ label: 'Post Color', value: color(c.colors.postColor) });
  entries.push({ label: 'Motor', value: `${c.motorType} × ${c.motorQuantity}` });
  (c.frames ?? []).forEach((f, i) => entries.push({ label: `Frame ${i + 1}`, value: `${f.frameType} ${length(f.frameFeet, f.frameInches)}` }));
  (c.beamMs ?? []).forEach((b, i) => entries.push({ label: `Midspan Beam ${i + 1}`, value: `${b.beamType} ${length(b.beamFeet, b.beamInches)}` }));
  (c.beamAs ?? []).forEach((b, i) => entries.push({ label: `Accessory Beam ${i + 1}`, value: `${b.beamType} ${length(b.beamFeet, b.beamInches)}` }));
  (c.beamXs ?? []).forEach((b, i) => entries.push({ label: `Extra Beam ${i + 1}`, value: `${b.beamType} ${length(b.beamFeet, b.beamInches)}` }));
  (c.blades ?? []).forEach((b, i) => entries.push({ label: `Blades ${i + 1}`, value: `${b.bladeQty} × ${b.bladeType} ${length(b.bladeFeet, b.bladeInches)}` }));
  (c.posts ?? []).forEach((p, i) => entries.push({ label: `Post ${i + 1}`, value: `${p.postStyle} ${p.postLength}` }));
  (c.addParts ?? []).forEach((p, i) => entries.push({ label: `Part ${i + 1}`, value: `${p.partQty} × ${p.partName}` }));
  if (c.details) entries.push({ label: 'Details', value: c.details });
  entries.push({ label: 'Copies', value: String(c.copies ?? 1) });
  return entries;
}

export function partDetails(c: PartChoice): DetailEntry[] {
  return [...Object.entries(c.options).map(([label, value]) => ({ label, value })), { label: 'Quantity', value: String(c.quantity) }];
}

/** Labels whose value differs from the original line (all of them are "edited" for a new line: none). */
export function editedLabels(current: DetailEntry[], original: DetailEntry[] | undefined): Set<string> {
  if (!original) return new Set();
  const before = new Map(original.map((e) => [e.label, e.value]));
  return new Set(current.filter((e) => before.get(e.label) !== e.value).map((e) => e.label));
}
