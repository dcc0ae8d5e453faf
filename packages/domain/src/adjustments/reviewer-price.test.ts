import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DomainError } from '../errors/domain-error';
import { ZRoofConfig } from '../configuration/roof/roof-config';
import { workedRoofA } from '../pricing/roof/roof-worked-examples';
import { sampleScreenContext } from '../pricing/screen/sample-screen-context';
import { makeScreenConfig } from '../pricing/screen/screen-test-config';
import { samplePartContext } from '../pricing/parts/sample-parts-context';
import { approveAdjustment } from './adjustment-actions';
import type { AdjustmentState } from './adjustment-aggregate';
import { makeAdjustment, makeIssue, requester, reviewer } from './adjustment-test-state';
import { fileWarranty, setReorderRequest, updateIssue } from './issue-actions';
import { screenIssueTypes } from './issue-types';
import { kitOnlyScreenComponents } from './kit-component-price';
import { roofModificationErrors } from './modifications/roof-modifications';
import { orderedQuantityOf } from './ordered-values';
import { reorderPricer, reorderQuote } from './reorder-price';

function refusal(run: () => unknown): { code: string; publicCode: string; message: string; fieldErrors?: Record<string, string> } {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError)
      return { code: e.code, publicCode: e.publicCode, message: e.message, ...(e.fieldErrors ? { fieldErrors: e.fieldErrors } : {}) };
    throw e;
  }
  throw new Error('expected a refusal');
}

const screen = makeScreenConfig({ width: 144, trackLeft: 'Cable' });
const screenCtx = sampleScreenContext({ tierRateBp: 8500 });
const pricer = reorderPricer(screenCtx, () => ({ itemType: 'Screen', config: screen }));
const issueOf = (a: AdjustmentState, id = 'i1') => a.issues.find((i) => i.id === id);
const priced = (issueType: string, mods = {}) => reorderQuote(screenCtx, { itemType: 'Screen', config: screen }, issueType, mods);

describe('kit-only screen components (issue 26, point 3)', () => {
  it('are priced from the catalogue item a kit of the screen holds: Shuttle, Idler_Spring, Retractable_Drive_Adapter', () => {
    // Track shuttle 12.50, drive adapter 24.00, idler spring 16.00 a pair × 0.5: tier 0.85.
    expect(priced('Shuttle')).toMatchObject({ ok: true, priceCents: 1063 });
    expect(priced('Retractable_Drive_Adapter', { Quantity: 2 })).toMatchObject({ ok: true, priceCents: 2040 * 2 });
    expect(priced('Idler_Spring')).toMatchObject({ ok: true, priceCents: 680 });
  });

  it('without a catalogue item are saved without a price, which only a reviewer enters, named and dated', () => {
    const requested = setReorderRequest(
      makeAdjustment({ issues: [makeIssue({ issueType: 'Badge' })] }),
      requester,
      'i1',
      { modifications: { Price: 99 } },
      { priceOf: pricer },
    );
    expect(issueOf(requested)?.modifications).toEqual({ Quantity: 1 });
    const underReview: AdjustmentState = {
      ...requested,
      status: 'Awaiting_Reviewer',
      issues: requested.issues.map((i) => ({ ...i, resolutionStatus: 'Awaiting_Reviewer' })),
    };
    const setter = { name: 'Ada Admin', at: '2026-12-06T10:00:00.000Z' };
    const entered = updateIssue(
      underReview,
      reviewer,
      'i1',
      { modifications: { Quantity: 1, Price: '42.50' }, resolutionStatus: 'Approved' },
      { priceOf: pricer, priceSetter: setter },
    );
    expect(issueOf(entered)).toMatchObject({
      resolutionStatus: 'Approved',
      modifications: { Quantity: 1, Price: 4250, PriceSetBy: 'Ada Admin', PriceSetAt: '2026-12-06T10:00:00.000Z' },
    });
    // A comment-free status toggle keeps it; a new quantity drops it (it was entered for one).
    expect(issueOf(updateIssue(entered, reviewer, 'i1', { description: 'Badge fell off' }, { priceOf: pricer }))?.modifications['Price']).toBe(4250);
    expect(issueOf(updateIssue(entered, reviewer, 'i1', { modifications: { Quantity: 2 } }, { priceOf: pricer }))?.modifications).toEqual({ Quantity: 2 });
  });

  it('refuses a reviewer price that is not an amount above 0, and any entered price on a catalogue-priced reorder', () => {
    const adj = makeAdjustment({
      status: 'Awaiting_Reviewer',
      issues: [
        makeIssue({ issueType: 'Badge', adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer' }),
        makeIssue({ id: 'i2', issueType: 'Shuttle', adjustmentType: 'Reorder', resolutionStatus: 'Awaiting_Reviewer' }),
      ],
    });
    for (const bad of [0, -5, '1.005', 'abc']) {
      expect(refusal(() => setReorderRequest(adj, reviewer, 'i1', { modifications: { Price: bad } }, { priceOf: pricer })).fieldErrors).toEqual({
        'modifications.Price': 'Price must be an amount above 0 with at most 2 decimals',
      });
    }
    expect(refusal(() => setReorderRequest(adj, reviewer, 'i2', { modifications: { Price: 10 } }, { priceOf: pricer })).fieldErrors).toEqual({
      'modifications.Price': 'This reorder is priced from the catalogue: its price cannot be entered',
    });
  });

  it('an adjustment cannot be approved while an approved reorder has no price (409 naming the issue)', () => {
    const adj = makeAdjustment({
      status: 'Awaiting_Reviewer',
      issues: [makeIssue({ id: 'badge-1', issueType: 'Badge', adjustmentType: 'Reorder', resolutionStatus: 'Approved', modifications: { Quantity: 1 } })],
    });
    expect(refusal(() => approveAdjustment(adj, reviewer))).toMatchObject({
      code: 'CONFLICT',
      message: 'Approve adjustment needs a price on every approved reorder: Badge (issue badge-1) has none; enter it first',
    });
    const pricedAdj = { ...adj, issues: adj.issues.map((i) => ({ ...i, modifications: { Quantity: 1, Price: 4250 } })) };
    expect(approveAdjustment(pricedAdj, reviewer).status).toBe('Approved');
  });

  it('property: a saved screen reorder carries a price above 0 or is refused; no component costs more than the whole screen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 36, max: 300 }), fc.integer({ min: 24, max: 130 }), fc.constantFrom(0, 8500, 10000), (width, drop, tierRateBp) => {
        const ctx = sampleScreenContext({ tierRateBp });
        const config = makeScreenConfig({ width, dropLeft: drop, dropRight: drop });
        const priceOf = reorderPricer(ctx, () => ({ itemType: 'Screen', config }));
        const whole = reorderQuote(ctx, { itemType: 'Screen', config }, 'Complete_Unit', {});
        for (const issueType of screenIssueTypes.filter((t) => t !== 'Complete_Unit')) {
          let saved: AdjustmentState;
          try {
            saved = setReorderRequest(makeAdjustment({ issues: [makeIssue({ issueType })] }), requester, 'i1', {}, { priceOf });
          } catch (e) {
            expect(e).toBeInstanceOf(DomainError);
            continue;
          }
          const price = issueOf(saved)?.modifications['Price'];
          if (price === undefined) expect(kitOnlyScreenComponents).toContain(issueType);
          else {
            expect(price).toBeGreaterThan(0);
            if (whole?.ok) expect(price).toBeLessThanOrEqual(whole.priceCents);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('Square_Picket_Stock reordered loose (issue 26, point 3)', () => {
  it('is priced as a piece, also where a kit up to 120 in gets it free', () => {
    const narrow = makeScreenConfig({ width: 96 });
    // SPS-360 at 54.00, tier 0.85.
    expect(reorderQuote(screenCtx, { itemType: 'Screen', config: narrow }, 'Square_Picket_Stock', {})).toMatchObject({ ok: true, priceCents: 4590 });
  });
});

describe('part reorders name an item (issue 26, point 3)', () => {
  const part = { itemType: 'Part' as const, config: { family: 'Handheld Remote', options: { Channels: '5', Color: 'White' }, quantity: 3 } };
  it('an option combination naming no item is refused as an order submission refuses it', () => {
    expect(reorderQuote(samplePartContext(), part, 'Part', { Channels: '7' })).toEqual({
      ok: false,
      code: 'LINES_NOT_ORDERABLE',
      message: 'That option combination is not allowed',
    });
  });
  it('an option name the part does not have is a 400 naming it', () => {
    expect(refusal(() => reorderQuote(samplePartContext(), part, 'Part', { Colour: 'White' }))).toMatchObject({
      code: 'BAD_INPUT',
      fieldErrors: { 'modifications.Colour': expect.stringContaining("no option 'Colour'") },
    });
  });
});

describe('roof reorders and claims (issue 26, points 3 and 5)', () => {
  const roof = { itemType: 'Roof' as const, config: ZRoofConfig.parse(workedRoofA) };

  it('a member of 0 ft is refused for a reorder, a cut-down of 0 ft 6 in is not', () => {
    const reorder = { adjustmentType: 'Reorder', role: 'requester', orderedQuantity: 1 } as const;
    expect(roofModificationErrors('Frames', { Feet: 0, Inches: 0 }, reorder)).toEqual({
      'modifications.Feet': 'A member of 0 ft cannot be reordered: give it a length',
    });
    expect(roofModificationErrors('Blades', { Feet: 0 }, { ...reorder, base: { Feet: 12, Inches: 6 } })).toEqual({
      'modifications.Feet': 'A member of 0 ft cannot be reordered: give it a length',
    });
    expect(roofModificationErrors('Frames', { Feet: 0, Inches: 6 }, reorder)).toEqual({});
  });

  it('the ordered quantity of a roof member is how many of it the roof holds on every copy', () => {
    expect(orderedQuantityOf(roof, 'Blades')).toBe(24);
    expect(orderedQuantityOf(roof, 'Posts')).toBe(4);
    expect(orderedQuantityOf(roof, 'Gutters')).toBe(4);
    expect(orderedQuantityOf(roof, 'Additional_Parts')).toBe(1);
    expect(orderedQuantityOf({ ...roof, config: { ...roof.config, copies: 2 } }, 'Blades')).toBe(48);
    expect(orderedQuantityOf(roof, 'Accessory_Beams')).toBe(1);
  });

  it("a requester's warranty on 24 blades may claim up to 24", () => {
    const adj = makeAdjustment({ issues: [makeIssue({ itemType: 'Roof', itemId: 'r1', issueType: 'Blades', orderedQuantity: 1 })] });
    const options = { orderedQuantity: orderedQuantityOf(roof, 'Blades') };
    expect(issueOf(fileWarranty(adj, requester, 'i1', { description: 'Damaged', modifications: { Quantity: 24 } }, options))?.modifications['Quantity']).toBe(
      24,
    );
    expect(refusal(() => fileWarranty(adj, requester, 'i1', { description: 'Damaged', modifications: { Quantity: 25 } }, options)).message).toBe(
      'Maximum value is 24',
    );
  });
});
