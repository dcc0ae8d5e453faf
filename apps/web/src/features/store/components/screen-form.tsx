import { Alert, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput, NumberInput } from '@mantine/core';
import { LazySelect } from '../../../shared/ui/lazy-select';
import { useMemo, useState } from 'react';
import type { PriceGroup } from '@portal/domain/customers/customer';
import { orderLimitMessages } from '@portal/domain/limits/order-limits';
import type { PricingContext } from '@portal/domain/pricing/pricing-context';
import { screenMeasures, ZScreenConfig, type TScreenConfig } from '@portal/domain/configuration/screen/screen-config';
import {
  applyScreenChange,
  dropFractionLocked,
  housingLocked,
  motorOptions,
  slopeWarning,
  widthFractionLocked,
} from '@portal/domain/configuration/screen/screen-form-rules';
import {
  bottomBarFinishes,
  dropFractions,
  housingShapes,
  housingSizes,
  jobColors,
  motorSides,
  replacementReasons,
  screenLimits,
  screenMaterials,
  screenMaterialTypes,
  trackTypes,
  widthFractions,
  yesNo,
} from '@portal/domain/configuration/screen/screen-options';
import { makeScreenConfig } from '@portal/domain/pricing/screen/screen-test-config';
import { priceScreen } from '@portal/domain/pricing/screen/screen-price';
import { orderLimitCeilings } from '../api/use-order-limits';
import type { CartScreen } from '../cart/cart-types';
import { MeasurementInput } from './measurement-input';
import { PriceBreakdown } from './price-breakdown';
import { RalInput } from './ral-input';
import { RetailPriceNote } from './retail-price-note';
import { focusInvalidAfterSubmit } from '../../../shared/ui/focus/invalid-submit-focus';
import { DrawingFigure, useLineDrawing } from '../../../shared/ui/drawing-figure';

export interface ScreenFormProps {
  /** The line being edited, or undefined for a new screen. */
  editing?: CartScreen | undefined;
  submitDisabled: boolean;
  ctx: PricingContext | null;
  priceGroup: PriceGroup;
  onSubmit: (line: Omit<CartScreen, 'screenId' | 'original'>) => void;
  onCancel: () => void;
  /** The most copies of one line (the order limit); the schema's ceiling when not given. */
  maxCopies?: number;
  /** Why no line may be added now (the cart holds the order's most): a new screen is refused with it. */
  addRefusal?: string | null;
  /** Why nothing can be priced (an account without an ERP customer): shown where the price would be. */
  noPrices?: string | undefined;
  /** A salesperson (issue 32): no price is computed here; the cart shows the server's retail prices. */
  retail?: boolean | undefined;
}

/** A new screen: the spec's sizes (36 wide, 72 drops, 1 copy) and a complete, orderable set of options. */
function newScreen(): TScreenConfig {
  return makeScreenConfig({ width: screenLimits.defaultWidth, dropLeft: screenLimits.defaultDrop, dropRight: screenLimits.defaultDrop, copies: 1 });
}

function errorsOf(config: TScreenConfig, maxCopies: number): Record<string, string> {
  const out: Record<string, string> = {};
  const parsed = ZScreenConfig.safeParse(config);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      if (!(key in out)) out[key] = issue.message;
    }
  if (!('copies' in out) && config.copies > maxCopies) out['copies'] = orderLimitMessages.copies(maxCopies);
  return out;
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
/** Before the first Add: no field shows its message (one object, so the fields' props keep their identity). */
const noErrors: Readonly<Record<string, string>> = {};

export function ScreenForm({
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
}: ScreenFormProps) {
  const [config, setConfig] = useState<TScreenConfig>(() => editing?.config ?? newScreen());
  const [screenName, setScreenName] = useState(editing?.screenName ?? '');
  const [details, setDetails] = useState(editing?.details ?? '');
  const [attempted, setAttempted] = useState(false);

  const change = (patch: Partial<TScreenConfig>) => setConfig((c) => applyScreenChange(c, patch));
  const m = screenMeasures(config);
  const measuresKnown = Number.isFinite(m.width) && Number.isFinite(m.dropLeft) && Number.isFinite(m.dropRight);
  const motors = useMemo(() => motorOptions(m.width, m.dropLeft, m.dropRight), [m.width, m.dropLeft, m.dropRight]);
  const locked = measuresKnown && housingLocked(m.width, m.dropLeft, m.dropRight);
  const slope = measuresKnown ? slopeWarning(m.dropLeft, m.dropRight) : null;
  // Kept as one object while its messages stay the same: a keystroke that changes no message re-renders no field that shows one.
  const errorsText = JSON.stringify(errorsOf(config, maxCopies));
  const errors = useMemo(() => JSON.parse(errorsText) as Record<string, string>, [errorsText]);
  const refusal = editing ? null : (addRefusal ?? null);
  const valid = Object.keys(errors).length === 0;
  const shown = attempted ? errors : noErrors;
  const quote = useMemo(() => (ctx && valid && !retail ? priceScreen(ctx, ZScreenConfig.parse(config)) : null), [ctx, valid, retail, config]);
  // The front view as the dealer types: redrawn from the values when they make a screen, else the last one stays.
  const parsed = useMemo(() => ZScreenConfig.safeParse(config), [config]);
  const drawing = useLineDrawing({ kind: 'screen', config: parsed.success ? parsed.data : null }, screenName.trim() || 'New screen');

  const submit = () => {
    focusInvalidAfterSubmit();
    setAttempted(true);
    if (!valid || submitDisabled || refusal) return;
    onSubmit({ screenName: screenName.trim(), details, config: ZScreenConfig.parse(config) });
    if (!editing) {
      setConfig(newScreen());
      setScreenName('');
      setDetails('');
      setAttempted(false);
    }
  };

  return (
    <Stack gap="md">
      <Tabs value={config.meshOnly ? 'mesh' : 'complete'} onChange={(v) => change({ meshOnly: v === 'mesh' })}>
        <Tabs.List>
          <Tabs.Tab value="complete">Complete Unit</Tabs.Tab>
          <Tabs.Tab value="mesh">Mesh / Vinyl Only</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Screen Name"
          placeholder="e.g. Patio west"
          value={screenName}
          maxLength={100}
          onChange={(e) => setScreenName(e.currentTarget.value)}
        />
        <NumberInput
          label="Copies"
          value={config.copies}
          min={1}
          max={maxCopies}
          allowDecimal={false}
          allowNegative={false}
          onChange={(v) => change({ copies: typeof v === 'number' ? v : 1 })}
          error={shown['copies']}
        />
      </SimpleGrid>

      <Paper withBorder p="sm">
        <Text fw={600} mb="xs">
          Measurements
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MeasurementInput
            label="Width"
            inches={config.width}
            fraction={config.widthFraction}
            fractions={widthFractions}
            min={screenLimits.widthMin}
            max={screenLimits.widthMax}
            fractionDisabled={widthFractionLocked(config.width)}
            error={errors['width'] ?? errors['widthFraction']}
            onInches={(width) => change({ width })}
            onFraction={(widthFraction) => change({ widthFraction })}
          />
          <MeasurementInput
            label="Drop Left"
            inches={config.dropLeft}
            fraction={config.dropLeftFraction}
            fractions={dropFractions}
            min={screenLimits.dropMin}
            max={screenLimits.dropMax}
            fractionDisabled={dropFractionLocked(config.dropLeft)}
            error={errors['dropLeft'] ?? errors['dropLeftFraction']}
            onInches={(dropLeft) => change({ dropLeft })}
            onFraction={(dropLeftFraction) => change({ dropLeftFraction })}
          />
          <MeasurementInput
            label="Drop Right"
            inches={config.dropRight}
            fraction={config.dropRightFraction}
            fractions={dropFractions}
            min={screenLimits.dropMin}
            max={screenLimits.dropMax}
            fractionDisabled={dropFractionLocked(config.dropRight)}
            error={errors['dropRight'] ?? errors['dropRightFraction']}
            onInches={(dropRight) => change({ dropRight })}
            onFraction={(dropRightFraction) => change({ dropRightFraction })}
          />
        </SimpleGrid>
        {slope && (
          <Alert color="yellow" mt="sm" role="status">
            {slope}
          </Alert>
        )}
      </Paper>
      {drawing && <DrawingFigure {...drawing} />}

      {!config.meshOnly && (
        <Paper withBorder p="sm">
          <Text fw={600} mb="xs">
            Options
          </Text>
          <SimpleGrid cols={{ base: 2, lg: 3 }}>
            <LazySelect
              label="Housing Size"
              data={options(housingSizes)}
              value={config.housingSize}
              onChange={(v) => v && change({ housingSize: v as TScreenConfig['housingSize'] })}
              disabled={locked}
              allowDeselect={false}
              description={locked ? 'Housing 7 Curved is required at this size' : undefined}
              error={shown['housingSize']}
            />
            <LazySelect
              label="Housing Shape"
              data={options(housingShapes)}
              value={config.housingShape}
              onChange={(v) => v && change({ housingShape: v as TScreenConfig['housingShape'] })}
              disabled={locked || config.housingSize === '7'}
              allowDeselect={false}
            />
            <LazySelect
              label="Job Color"
              data={jobColors.map((c) => ({ value: c, label: c === 'Custom' ? 'Custom *' : c }))}
              value={config.jobColor}
              onChange={(v) => v && change({ jobColor: v as TScreenConfig['jobColor'] })}
              allowDeselect={false}
            />
            {config.jobColor === 'Custom' && <RalInput value={config.ralCode ?? ''} error={shown['ralCode']} onChange={(ralCode) => change({ ralCode })} />}
            <LazySelect
              label="Track Left"
              data={options(trackTypes)}
              value={config.trackLeft}
              onChange={(v) => v && change({ trackLeft: v as TScreenConfig['trackLeft'] })}
              allowDeselect={false}
            />
            <LazySelect
              label="Track Right"
              data={options(trackTypes)}
              value={config.trackRight}
              onChange={(v) => v && change({ trackRight: v as TScreenConfig['trackRight'] })}
              allowDeselect={false}
            />
            <LazySelect
              label="Mounting Angle"
              data={options(yesNo)}
              value={config.mountingAngle}
              onChange={(v) => v && change({ mountingAngle: v as TScreenConfig['mountingAngle'] })}
              allowDeselect={false}
            />
            <LazySelect
              label="Motor Type"
              placeholder="Choose a motor"
              data={options(motors)}
              value={config.motorType}
              onChange={(v) => v && change({ motorType: v as TScreenConfig['motorType'] })}
              allowDeselect={false}
              error={errors['motorType'] && (attempted || config.motorType === null) ? errors['motorType'] : undefined}
            />
            <LazySelect
              label="Motor Side"
              data={options(motorSides)}
              value={config.motorSide}
              onChange={(v) => v && change({ motorSide: v as TScreenConfig['motorSide'] })}
              allowDeselect={false}
            />
            <LazySelect
              label="Bottom Bar Finish"
              data={options(bottomBarFinishes)}
              value={config.bottomBarFinish}
              onChange={(v) => v && change({ bottomBarFinish: v as TScreenConfig['bottomBarFinish'] })}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Paper>
      )}

      <Paper withBorder p="sm">
        <Text fw={600} mb="xs">
          Material
        </Text>
        <SimpleGrid cols={{ base: 2, lg: 3 }}>
          <LazySelect
            label="Material Type"
            data={options(screenMaterialTypes)}
            value={config.materialType}
            onChange={(v) => v && change({ materialType: v as TScreenConfig['materialType'] })}
            allowDeselect={false}
          />
          <LazySelect
            label="Material Color"
            placeholder="Choose a colour"
            data={options(screenMaterials[config.materialType].colors)}
            value={config.materialColor || null}
            onChange={(v) => v && change({ materialColor: v })}
            allowDeselect={false}
            error={errors['materialColor'] && (attempted || config.materialColor === '') ? errors['materialColor'] : undefined}
          />
          <LazySelect
            label="Replacement Reason"
            placeholder="Optional"
            clearable
            data={replacementReasons.map((r) => ({ value: String(r.value), label: `${r.value} ${r.label}` }))}
            value={config.replacementReason === null ? null : String(config.replacementReason)}
            onChange={(v) => change({ replacementReason: v === null ? null : (Number(v) as TScreenConfig['replacementReason']) })}
          />
        </SimpleGrid>
        {config.meshOnly && (
          <Textarea
            mt="sm"
            label="Mesh Only Reason"
            withAsterisk
            rows={3}
            maxLength={500}
            value={config.meshOnlyReason}
            onChange={(e) => change({ meshOnlyReason: e.currentTarget.value })}
            error={shown['meshOnlyReason']}
          />
        )}
      </Paper>

      <Textarea label="Details" rows={2} maxLength={2000} value={details} onChange={(e) => setDetails(e.currentTarget.value)} />

      <Paper withBorder p="sm">
        {retail && !noPrices ? (
          <RetailPriceNote />
        ) : (
          <>
            <PriceBreakdown quote={quote} priceGroup={priceGroup} />
            {!ctx && (
              <Text size="sm" c="dimmed">
                {noPrices ?? 'Loading prices…'}
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
    </Stack>
  );
}
