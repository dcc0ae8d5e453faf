import { describe, expect, it } from 'vitest';
import { ZCreateWarrantyInput, ZUpdateWarrantyInput } from './warranty-schemas';
import { normalizedWarrantyItems, warrantyDraftProblems, warrantyLineProblems } from './warranty-rules';
import { fieldErrorsFromZod } from '../errors/field-errors';

const order = '7b0e8c5e-4a7e-4a57-9d43-000000000001';
const item = (overrides = {}) => ({ itemId: 'screen-1', subItems: ['Housing'], comments: { Housing: 'Dented' }, ...overrides });
const draft = (overrides = {}) => ({ warrantyMessage: 'Arrived damaged', warrantyItems: [item()], ...overrides });

describe('the warranty dialog rules (portal.md §5 Warranty)', () => {
  it('a selected item, a message and a comment per ticked sub-item may be saved', () => {
    expect(warrantyDraftProblems(draft())).toEqual({});
    expect(warrantyDraftProblems(draft({ warrantyItems: [item({ subItems: [], comments: {} })] }))).toEqual({});
  });

  it('refuses no item, a blank message and a ticked sub-item without a non-blank comment, naming each field', () => {
    expect(warrantyDraftProblems(draft({ warrantyItems: [] }))).toEqual({ warrantyItems: 'Select at least one screen or roof' });
    expect(warrantyDraftProblems(draft({ warrantyMessage: '  \n ' }))).toEqual({ warrantyMessage: 'Please describe the problem' });
    const problems = warrantyDraftProblems(draft({ warrantyItems: [item({ subItems: ['Housing', 'Motor'], comments: { Housing: '   ' } })] }));
    expect(problems).toEqual({ 'warrantyItems.0.comments.Housing': 'Add a comment for Housing', 'warrantyItems.0.comments.Motor': 'Add a comment for Motor' });
  });

  it('refuses a line or a sub-item given twice', () => {
    expect(warrantyDraftProblems(draft({ warrantyItems: [item(), item()] }))).toEqual({ 'warrantyItems.1.itemId': 'This line is already in the request' });
    expect(warrantyDraftProblems(draft({ warrantyItems: [item({ subItems: ['Housing', 'Housing'] })] }))).toEqual({
      'warrantyItems.0.subItems.1': 'This sub-item is ticked twice',
    });
  });

  it('takes roof sub-items for roof lines and screen sub-items for screen lines, and only lines of the order', () => {
    const kinds: Record<string, 'screen' | 'roof'> = { 'screen-1': 'screen', 'roof-1': 'roof' };
    const lineKind = (id: string) => kinds[id];
    expect(
      warrantyLineProblems(draft({ warrantyItems: [item(), item({ itemId: 'roof-1', subItems: ['Gutter'], comments: { Gutter: 'Leaks' } })] }), lineKind),
    ).toEqual({});
    expect(warrantyLineProblems(draft({ warrantyItems: [item({ itemId: 'roof-1' })] }), lineKind)).toEqual({
      'warrantyItems.0.subItems.0': 'Housing is not a roof sub-item',
    });
    expect(warrantyLineProblems(draft({ warrantyItems: [item({ subItems: ['2x8'] })] }), lineKind)).toEqual({
      'warrantyItems.0.subItems.0': '2x8 is not a screen sub-item',
    });
    expect(warrantyLineProblems(draft({ warrantyItems: [item({ itemId: 'part-1' })] }), lineKind)).toEqual({
      'warrantyItems.0.itemId': 'Not a screen or roof of this order',
    });
  });

  it('stores trimmed comments of ticked sub-items only', () => {
    expect(normalizedWarrantyItems([item({ comments: { Housing: '  Dented  ', Motor: 'not ticked' } })])).toEqual([
      { itemId: 'screen-1', subItems: ['Housing'], comments: { Housing: 'Dented' } },
    ]);
  });
});

describe('the request schemas', () => {
  it('the create body names each broken rule by its dotted path', () => {
    const result = ZCreateWarrantyInput.safeParse({ order, warrantyMessage: ' ', warrantyItems: [item({ subItems: ['Housing'], comments: {} })] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsFromZod(result.error)).toEqual({
        warrantyMessage: 'Please describe the problem',
        'warrantyItems.0.comments.Housing': 'Add a comment for Housing',
      });
  });

  it('ignores a status, owner or dates sent with a new request, and bounds every size', () => {
    const parsed = ZCreateWarrantyInput.parse({ order, ...draft(), warrantyStatus: 'Closed', user: 'x', createdAt: '2020-01-01' });
    expect(parsed).toEqual({ order, ...draft() });
    const long = ZCreateWarrantyInput.safeParse({ order, ...draft({ warrantyMessage: 'x'.repeat(5001) }) });
    expect(long.success).toBe(false);
    const longComment = ZCreateWarrantyInput.safeParse({ order, ...draft({ warrantyItems: [item({ comments: { Housing: 'x'.repeat(1001) } })] }) });
    expect(longComment.success).toBe(false);
    const unknown = ZCreateWarrantyInput.safeParse({ order, ...draft({ warrantyItems: [item({ subItems: ['Wheel'] })] }) });
    expect(unknown.success).toBe(false);
    expect(ZCreateWarrantyInput.safeParse({ order: 'nope', ...draft() }).error?.issues[0]?.message).toBe('Invalid order id');
  });

  it('an update changes a status or a message, never a blank one', () => {
    const _id = order;
    expect(ZUpdateWarrantyInput.safeParse({ _id, warrantyStatus: 'In Progress' }).success).toBe(true);
    expect(fieldErrorsFromZod(ZUpdateWarrantyInput.safeParse({ _id }).error!)).toEqual({ _: 'Send a warrantyStatus or a warrantyMessage to change' });
    expect(fieldErrorsFromZod(ZUpdateWarrantyInput.safeParse({ _id, warrantyMessage: ' ' }).error!)).toEqual({
      warrantyMessage: 'Please describe the problem',
    });
    expect(fieldErrorsFromZod(ZUpdateWarrantyInput.safeParse({ _id, warrantyStatus: 'Done' }).error!).warrantyStatus).toBe(
      'warrantyStatus must be one of New, In Progress, Closed',
    );
  });
});
