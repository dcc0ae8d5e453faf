import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, useMatches } from '@mantine/core';
import { Modal } from '../../../shared/ui/modal';
import { useMemo, useState, type ReactNode } from 'react';
import type { PriceGroup } from '@portal/domain/customers/customer';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import type { PricingContext } from '@portal/domain/pricing/pricing-context';
import { emptyRoofMessage, isEmptyRoof, ZRoofConfig, type TRoofConfigInput } from '@portal/domain/configuration/roof/roof-config';
import {
  accessoryBeamFeetMax,
  accessoryBeamTypes,
  additionalPartNames,
  bladeFeetMax,
  bladeFeetMin,
  bladeTypes,
  extraBeamTypes,
  frameFeetMax,
  frameTypes,
  inchesMax,
  midspanBeamFeetMax,
  midspanBeamTypes,
  postLengthsFor,
  postStyles,
  roofColorLabels,
  roofColors,
  roofMotorTypes,
  type FrameType,
  type PostStyle,
} from '@portal/domain/configuration/roof/roof-options';
import { priceRoof } from '@portal/domain/pricing/roof/roof-price';
import { orderLimitCeilings } from '../api/use-order-limits';
import type { CartRoof } from '../cart/cart-types';
import { roofHelpImages, roofHelpTitles, type RoofHelpTopic } from '../../../shared/ui/roof-help-images';
import { RemoveIcon } from './icons';
import { PriceBreakdown } from './price-breakdown';
import { RalInput } from './ral-input';
import { RetailPriceNote } from './retail-price-note';
import { focusInvalidAfterSubmit } from '../../../shared/ui/focus/invalid-submit-focus';
import { DrawingFigure, useLineDrawing } from '../../../shared/ui/drawing-figure';

export interface RoofFormProps {
  editing?: CartRoof | undefined;
  submitDisabled: boolean;
  ctx: PricingContext | null;
  priceGroup: PriceGroup;
  onSubmit: (config: TRoofConfigInput) => void;
  onCancel: () => void;
  /** The most copies of one line (the order limit); the schema's ceiling when not given. */
  maxCopies?: number;
  /** Why no line may be added now (the cart holds the order's most): a new roof is refused with it. */
  addRefusal?: string | null;
  /** Why nothing can be priced (an account without an ERP customer): shown where the price would be. */
  noPrices?: string | undefined;
  /** A salesperson (issue 32): no price is computed here; the cart shows the server's retail prices. */
  retail?: boolean | undefined;
}

type Roof = TRoofConfigInput & Required<Pick<TRoofConfigInput, 'frames' | 'beamMs' | 'beamAs' | 'beamXs' | 'blades' | 'posts' | 'addParts'>>;

function newRoof(): Roof {
  return {
    roofName: '',
    measurements: {},
    colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'Black', bladeColorRal: '', postColor: 'Black' },
    motorType: 'Standard',
    motorQuantity: 1,
    frames: [],
    beamMs: [],
    beamAs: [],
    beamXs: [],
    blades: [],
    posts: [],
    addParts: [],
    details: '',
    copies: 1,
  };
}

function fromLine(config: TRoofConfigInput): Roof {
  return {
    ...newRoof(),
    ...config,
    frames: config.frames ?? [],
    beamMs: config.beamMs ?? [],
    beamAs: config.beamAs ?? [],
    beamXs: config.beamXs ?? [],
    blades: config.blades ?? [],
    posts: config.posts ?? [],
    addParts: config.addParts ?? [],
  };
}

const num = (v: string | number) => (typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v));
const shownNumber = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? '' : v);
const data = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const colorData = roofColors.map((c) => ({ value: c, label: c === 'MF' ? 'Custom *' : roofColorLabels[c] }));

function Section({
  title,
  topic,
  onHelp,
  onAdd,
  children,
}: {
  title: string;
  topic?: RoofHelpTopic;
  onHelp: (t: RoofHelpTopic) => void;
  onAdd?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Group gap={6}>
          <Text fw={600}>{title}</Text>
          {topic && (
            <ActionIcon variant="light" size="sm" radius="xl" aria-label={`Help: ${roofHelpTitles[topic]}`} onClick={() => onHelp(topic)}>
              ?
            </ActionIcon>
          )}
        </Group>
        {onAdd && (
          <Button size="xs" variant="light" onClick={onAdd}>
            Add {title.replace(/s$/, '').toLowerCase()}
          </Button>
        )}
      </Group>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} mt={24}>
      <RemoveIcon />
    </ActionIcon>
  );
}

export function RoofForm({
  editing,
  submitDisabled,
  ctx,
  priceGroup,
  onSubmit,
  onCancel,
  maxCopies = orderLimitCeilings.maxCopies,
  addRefusal,
  noPrices,
  retail = false,
}: RoofFormProps) {
  const [roof, setRoof] = useState<Roof>(() => (editing ? fromLine(editing.config) : newRoof()));
  const [attempted, setAttempted] = useState(false);
  // A row's number fields keep room for a whole value ('11.75', '120') and wrap to a second line
  // rather than shrink; on a phone the steppers give that room to the value (the keyboard sets it).
  const phone = useMatches({ base: true, sm: false });
  const rowNumber = { style: { flex: '1 1 72px', minWidth: 72 }, hideControls: phone };
  const [help, setHelp] = useState<RoofHelpTopic | null>(null);

  const parsed = useMemo(() => ZRoofConfig.safeParse(roof), [roof]);
  const errors = useMemo(() => {
    // The first message for each field (no `??=`: the React Compiler leaves a component using it uncompiled).
    const found: [string, string][] = parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    if (Number(roof.copies ?? 1) > maxCopies) found.push(['copies', orderLimitMessages.copies(maxCopies)]);
    return Object.fromEntries(found.reverse()) as Record<string, string>;
  }, [parsed, roof.copies, maxCopies]);
  const valid = Object.keys(errors).length === 0;
  const refusal = editing ? null : (addRefusal ?? null);
  // List limits show as the dealer types; the rest once they try to add the roof.
  const err = (path: string) => (attempted || /\d/.test(path) ? errors[path] : undefined);
  const quote = useMemo(() => (ctx && parsed.success && !retail ? priceRoof(ctx, parsed.data) : null), [ctx, parsed, retail]);
  // The plan as the dealer types: redrawn from the values when they make a roof, else the last one stays.
  const drawing = useLineDrawing({ kind: 'roof', config: parsed.success ? parsed.data : null }, roof.roofName?.trim() || 'New roof');

  const set = (patch: Partial<Roof>) => setRoof((r) => ({ ...r, ...patch }));
  const setColors = (patch: Partial<Roof['colors']>) => setRoof((r) => ({ ...r, colors: { ...r.colors, ...patch } }));
  function patchRow<K extends 'frames' | 'beamMs' | 'beamAs' | 'beamXs' | 'blades' | 'posts' | 'addParts'>(
    key: K,
    index: number,
    patch: Partial<Roof[K][number]>,
  ) {
    setRoof((r) => ({ ...r, [key]: r[key].map((row, i) => (i === index ? { ...row, ...patch } : row)) }));
  }
  function removeRow(key: 'frames' | 'beamMs' | 'beamAs' | 'beamXs' | 'blades' | 'posts' | 'addParts', index: number) {
    setRoof((r) => ({ ...r, [key]: r[key].filter((_, i) => i !== index) }));
  }
  const custom = (c: string) => c === 'MF' || c === 'Custom';
  const measurements = roof.measurements ?? {};
  const setMeasure = (key: keyof NonNullable<Roof['measurements']>, v: string | number) =>
    set({ measurements: { ...measurements, [key]: Number.isFinite(num(v)) ? num(v) : undefined } });

  const empty = isEmptyRoof(roof);
  const submit = () => {
    focusInvalidAfterSubmit();
    setAttempted(true);
    if (!valid || submitDisabled || empty || refusal) return;
    onSubmit(roof);
    if (!editing) {
      setRoof(newRoof());
      setAttempted(false);
    }
  };

  const beamRows = (key: 'beamMs' | 'beamAs' | 'beamXs', label: string, types: readonly string[], maxFor: (type: string) => number) =>
    roof[key].map((b, i) => (
      <Group key={i} gap="xs" align="flex-start" wrap="wrap">
        <Select
          label="Type"
          data={data(types)}
          value={b.beamType}
          onChange={(v) => v && patchRow(key, i, { beamType: v as FrameType })}
          allowDeselect={false}
          w={110}
        />
        <NumberInput
          label="Feet"
          value={shownNumber(b.beamFeet)}
          min={1}
          max={maxFor(b.beamType)}
          allowDecimal={false}
          clampBehavior="none"
          onChange={(v) => patchRow(key, i, { beamFeet: num(v) })}
          error={err(`${key}.${i}.beamFeet`)}
          {...rowNumber}
        />
        <NumberInput
          label="Inches"
          value={shownNumber(b.beamInches)}
          min={0}
          max={inchesMax}
          decimalScale={2}
          clampBehavior="none"
          onChange={(v) => patchRow(key, i, { beamInches: num(v) })}
          error={err(`${key}.${i}.beamInches`)}
          {...rowNumber}
        />
        <RemoveButton label={`Remove ${label} ${i + 1}`} onClick={() => removeRow(key, i)} />
      </Group>
    ));

  const HelpImage = help ? roofHelpImages[help] : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Roof Name"
          value={roof.roofName ?? ''}
          maxLength={100}
          onChange={(e) => set({ roofName: e.currentTarget.value })}
          error={err('roofName')}
        />
        <NumberInput
          label="Copies"
          value={shownNumber(Number(roof.copies ?? 1))}
          min={1}
          max={maxCopies}
          allowDecimal={false}
          onChange={(v) => set({ copies: Number.isFinite(num(v)) ? num(v) : 1 })}
          error={err('copies')}
        />
      </SimpleGrid>

      <Section title="Dimensions" topic="dimensions" onHelp={setHelp}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(['width', 'projection', 'height'] as const).map((m) => (
            <Group key={m} gap="xs" wrap="nowrap" align="flex-start">
              <NumberInput
                label={`${m[0]?.toUpperCase()}${m.slice(1)} (ft)`}
                value={shownNumber(measurements[`${m}Feet`])}
                min={0}
                allowDecimal={false}
                onChange={(v) => setMeasure(`${m}Feet`, v)}
                style={{ flex: 1 }}
              />
              <NumberInput
                label="in"
                value={shownNumber(measurements[`${m}Inches`])}
                min={0}
                max={inchesMax}
                decimalScale={2}
                onChange={(v) => setMeasure(`${m}Inches`, v)}
                w={70}
              />
            </Group>
          ))}
        </SimpleGrid>
      </Section>

      <Section title="Colors" onHelp={setHelp}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Frame Color"
            data={colorData}
            value={roof.colors.frameColor}
            onChange={(v) => v && setColors({ frameColor: v as Roof['colors']['frameColor'], frameColorRal: '' })}
            allowDeselect={false}
          />
          <Select
            label="Blade Color"
            data={colorData}
            value={roof.colors.bladeColor}
            onChange={(v) => v && setColors({ bladeColor: v as Roof['colors']['bladeColor'], bladeColorRal: '' })}
            allowDeselect={false}
          />
          <Select
            label="Post Color"
            data={colorData}
            value={roof.colors.postColor}
            onChange={(v) => v && setColors({ postColor: v as Roof['colors']['postColor'] })}
            allowDeselect={false}
          />
          {(custom(roof.colors.frameColor) || custom(roof.colors.postColor)) && (
            <RalInput
              label="Frame / Post RAL Color"
              value={roof.colors.frameColorRal ?? ''}
              error={err('colors.frameColorRal')}
              onChange={(frameColorRal) => setColors({ frameColorRal })}
            />
          )}
          {custom(roof.colors.bladeColor) && (
            <RalInput
              label="Blade RAL Color"
              value={roof.colors.bladeColorRal ?? ''}
              error={err('colors.bladeColorRal')}
              onChange={(bladeColorRal) => setColors({ bladeColorRal })}
            />
          )}
        </SimpleGrid>
      </Section>

      <Section
        title="Frames"
        topic="perimeter"
        onHelp={setHelp}
        onAdd={() => set({ frames: [...roof.frames, { frameType: '2x8', frameFeet: 10, frameInches: 0 }] })}
      >
        {roof.frames.map((f, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="wrap">
            <Select
              label="Type"
              data={data(frameTypes)}
              value={f.frameType}
              onChange={(v) => v && patchRow('frames', i, { frameType: v as FrameType })}
              allowDeselect={false}
              w={110}
            />
            <NumberInput
              label="Feet"
              value={shownNumber(f.frameFeet)}
              min={1}
              max={frameFeetMax(f.frameType)}
              allowDecimal={false}
              clampBehavior="none"
              onChange={(v) => patchRow('frames', i, { frameFeet: num(v) })}
              error={err(`frames.${i}.frameFeet`)}
              {...rowNumber}
            />
            <NumberInput
              label="Inches"
              value={shownNumber(f.frameInches)}
              min={0}
              max={inchesMax}
              decimalScale={2}
              clampBehavior="none"
              onChange={(v) => patchRow('frames', i, { frameInches: num(v) })}
              error={err(`frames.${i}.frameInches`)}
              {...rowNumber}
            />
            <RemoveButton label={`Remove frame ${i + 1}`} onClick={() => removeRow('frames', i)} />
          </Group>
        ))}
      </Section>

      <Section
        title="Midspan Beams"
        topic="midspan"
        onHelp={setHelp}
        onAdd={() => set({ beamMs: [...roof.beamMs, { beamType: '2x8', beamFeet: 10, beamInches: 0 }] })}
      >
        {beamRows('beamMs', 'midspan beam', midspanBeamTypes, (t) => midspanBeamFeetMax(t as FrameType))}
      </Section>
      <Section
        title="Accessory Beams"
        topic="accessory"
        onHelp={setHelp}
        onAdd={() => set({ beamAs: [...roof.beamAs, { beamType: '2x6', beamFeet: 10, beamInches: 0 }] })}
      >
        {beamRows('beamAs', 'accessory beam', accessoryBeamTypes, () => accessoryBeamFeetMax)}
      </Section>
      <Section
        title="Extra Beams"
        topic="midspan"
        onHelp={setHelp}
        onAdd={() => set({ beamXs: [...roof.beamXs, { beamType: '2x8', beamFeet: 10, beamInches: 0 }] })}
      >
        {beamRows('beamXs', 'extra beam', extraBeamTypes, (t) => midspanBeamFeetMax(t as FrameType))}
      </Section>

      <Section
        title="Blades"
        topic="blades"
        onHelp={setHelp}
        onAdd={() => set({ blades: [...roof.blades, { bladeType: 'B-Blade', bladeFeet: 10, bladeInches: 0, bladeQty: 1 }] })}
      >
        {roof.blades.map((b, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="wrap">
            <Select
              label="Type"
              data={data(bladeTypes)}
              value={b.bladeType}
              onChange={(v) => v && patchRow('blades', i, { bladeType: v as 'B-Blade' })}
              allowDeselect={false}
              w={100}
            />
            <NumberInput
              label="Feet"
              value={shownNumber(b.bladeFeet)}
              min={bladeFeetMin}
              max={bladeFeetMax}
              allowDecimal={false}
              clampBehavior="none"
              onChange={(v) => patchRow('blades', i, { bladeFeet: num(v) })}
              error={err(`blades.${i}.bladeFeet`)}
              {...rowNumber}
            />
            <NumberInput
              label="Inches"
              value={shownNumber(b.bladeInches)}
              min={0}
              max={inchesMax}
              decimalScale={2}
              clampBehavior="none"
              onChange={(v) => patchRow('blades', i, { bladeInches: num(v) })}
              error={err(`blades.${i}.bladeInches`)}
              {...rowNumber}
            />
            <NumberInput
              label="Qty"
              value={shownNumber(b.bladeQty)}
              min={1}
              allowDecimal={false}
              clampBehavior="none"
              onChange={(v) => patchRow('blades', i, { bladeQty: num(v) })}
              error={err(`blades.${i}.bladeQty`)}
              {...rowNumber}
            />
            <RemoveButton label={`Remove blades ${i + 1}`} onClick={() => removeRow('blades', i)} />
          </Group>
        ))}
      </Section>

      <Section title="Posts" topic="posts" onHelp={setHelp} onAdd={() => set({ posts: [...roof.posts, { postStyle: '6x6 Flat Saddle', postLength: '10' }] })}>
        {roof.posts.map((p, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <Select
              label="Style"
              data={data(postStyles)}
              value={p.postStyle}
              onChange={(v) => {
                if (!v) return;
                const style = v as PostStyle;
                const lengths = postLengthsFor(style);
                patchRow('posts', i, { postStyle: style, postLength: lengths.includes(p.postLength) ? p.postLength : lengths[0] });
              }}
              allowDeselect={false}
              style={{ flex: 2 }}
            />
            <Select
              label="Length"
              data={data(postLengthsFor(p.postStyle))}
              value={p.postLength}
              onChange={(v) => v && patchRow('posts', i, { postLength: v as Roof['posts'][number]['postLength'] })}
              allowDeselect={false}
              error={err(`posts.${i}.postLength`)}
              style={{ flex: 1 }}
            />
            <RemoveButton label={`Remove post ${i + 1}`} onClick={() => removeRow('posts', i)} />
          </Group>
        ))}
      </Section>

      <Section title="Motors" onHelp={setHelp}>
        <SimpleGrid cols={{ base: 2 }}>
          <Select
            label="Motor Type"
            data={data(roofMotorTypes)}
            value={roof.motorType}
            onChange={(v) => v && set({ motorType: v as 'Standard' })}
            allowDeselect={false}
          />
          <NumberInput
            label="Motor Quantity"
            value={shownNumber(roof.motorQuantity)}
            min={1}
            max={50}
            allowDecimal={false}
            clampBehavior="none"
            onChange={(v) => set({ motorQuantity: num(v) })}
            error={err('motorQuantity') ?? errors['motorQuantity']}
          />
        </SimpleGrid>
      </Section>

      <Section title="Additional Parts" onHelp={setHelp} onAdd={() => set({ addParts: [...roof.addParts, { partName: 'Gutter Corner', partQty: 1 }] })}>
        {roof.addParts.map((p, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <Select
              label="Part"
              data={data(additionalPartNames)}
              value={p.partName}
              onChange={(v) => v && patchRow('addParts', i, { partName: v as Roof['addParts'][number]['partName'] })}
              allowDeselect={false}
              style={{ flex: 2 }}
            />
            <NumberInput
              label="Qty"
              value={shownNumber(p.partQty)}
              min={1}
              allowDecimal={false}
              clampBehavior="none"
              onChange={(v) => patchRow('addParts', i, { partQty: num(v) })}
              error={err(`addParts.${i}.partQty`)}
              {...rowNumber}
            />
            <RemoveButton label={`Remove part ${i + 1}`} onClick={() => removeRow('addParts', i)} />
          </Group>
        ))}
      </Section>

      <Textarea label="Details" rows={2} maxLength={2000} value={roof.details ?? ''} onChange={(e) => set({ details: e.currentTarget.value })} />

      {drawing && <DrawingFigure {...drawing} />}

      <Paper withBorder p="sm">
        {retail && !noPrices ? (
          <RetailPriceNote />
        ) : (
          <>
            <PriceBreakdown quote={quote} priceGroup={priceGroup} problem={quote?.refusal} />
            {noPrices && (
              <Text size="sm" c="dimmed">
                {noPrices}
              </Text>
            )}
          </>
        )}
      </Paper>
      {attempted && !valid && (
        <Alert color="red" title="Please correct the highlighted fields">
          {Object.values(errors)[0]}
        </Alert>
      )}
      {attempted && parsed.success && empty && (
        <Alert color="red" title={emptyRoofMessage}>
          A roof without frames, beams, blades or posts orders nothing but its motor.
        </Alert>
      )}
      {attempted && refusal && <Alert color="red">{refusal}</Alert>}
      <Group justify="flex-end">
        {editing && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button onClick={submit} disabled={submitDisabled}>
          {editing ? 'Update Order' : 'Add to Cart'}
        </Button>
      </Group>

      <Modal opened={help !== null} onClose={() => setHelp(null)} title={help ? roofHelpTitles[help] : ''} size="lg">
        {HelpImage && <HelpImage />}
      </Modal>
    </Stack>
  );
}
