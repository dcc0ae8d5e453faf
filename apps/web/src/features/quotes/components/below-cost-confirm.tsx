import { useState } from 'react';
import { belowCostKinds, type Markups } from '@portal/domain/quotes/retail-prices';
import { belowCostWords } from '../quote-format';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A markup below 1× sells under the dealer's cost: the page asks before sending, and only a
 * confirmed send carries allowBelowCost: true (the server refuses it otherwise, naming the kind).
 */
export function useBelowCostConfirm<V>(send: (values: V, allowBelowCost: boolean) => void) {
  const [asked, setAsked] = useState<{ values: V; markups: Markups } | null>(null);
  return {
    /** Sends at once when every markup is 1× or more; otherwise asks first. */
    submit: (values: V, markups: Markups) => (belowCostKinds(markups).length > 0 ? setAsked({ values, markups }) : send(values, false)),
    asked,
    confirm: () => {
      if (asked) send(asked.values, true);
      setAsked(null);
    },
    cancel: () => setAsked(null),
  };
}

interface BelowCostConfirmProps {
  gate: { asked: { markups: Markups } | null; confirm: () => void; cancel: () => void };
  /** The action in the question and on the button: 'Save', 'Make the quote'. */
  action: string;
}

/** 'Roofs at 0.90× sells under your cost. Save anyway?' */
export function BelowCostConfirm({ gate, action }: BelowCostConfirmProps) {
  const markups = gate.asked?.markups;
  const kinds = markups ? belowCostKinds(markups) : [];
  return (
    <ConfirmDialog
      opened={gate.asked !== null}
      title="Below your cost"
      confirmLabel={`${action} anyway`}
      color="orange"
      onConfirm={gate.confirm}
      onCancel={gate.cancel}
    >
      {markups && `${belowCostWords(markups, kinds)} ${kinds.length > 1 ? 'sell' : 'sells'} under your cost. ${action} anyway?`}
    </ConfirmDialog>
  );
}
