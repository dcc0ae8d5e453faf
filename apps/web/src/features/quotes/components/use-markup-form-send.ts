import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { defaultMarkups } from '@portal/domain/quotes/retail-prices';
import { errorMessage, fieldErrors } from '../../../shared/api/api-error';
import { useBelowCostConfirm } from './below-cost-confirm';
import { markupsOf, type MarkupValues } from './markup-fields';

/** What a confirmed send adds: only a confirmed markup under 1× carries allowBelowCost. */
export type BelowCostChoice = { allowBelowCost?: true };

/**
 * A form with markups (the settings, a new quote) sends its checked values; a markup under 1×
 * asks first (`gate`, for <BelowCostConfirm>). A refusal puts the server's field errors beside
 * their fields ('markups.roofs', 'company.email') and says so above the button (`problem`).
 * A form without markups (a salesperson's quote, at the team's: null) sends at once.
 */
export function useMarkupFormSend<V extends { markups: MarkupValues | null }>(
  form: UseFormReturnType<V>,
  send: (values: V, choice: BelowCostChoice, refused: (error: unknown) => void) => void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const refused = (error: unknown) => {
    const errors = fieldErrors(error);
    form.setErrors(errors);
    setProblem(Object.keys(errors).length > 0 ? 'Please correct the fields marked in red.' : errorMessage(error));
  };
  const gate = useBelowCostConfirm<V>((values, allowBelowCost) => {
    setProblem(null);
    send(values, allowBelowCost ? { allowBelowCost: true } : {}, refused);
  });
  return { submit: form.onSubmit((values) => gate.submit(values, values.markups ? markupsOf(values.markups) : defaultMarkups)), gate, problem };
}
