import { Autocomplete } from '@mantine/core';
import { useState } from 'react';
import { issueReasonsFor, reasonHelperTexts } from '@portal/domain/adjustments/issue-reasons';
import type { ItemType } from '@portal/domain/adjustments/issue-types';
import { closedListUnmounted } from './closed-list';

const other = 'Other';

interface Props {
  kind: ItemType;
  requestType: 'Warranty' | 'Reorder';
  /** The confirmed reason (what is saved). */
  value: string;
  onChange: (reason: string) => void;
  disabled: boolean;
}

/**
 * The request's reason (§5): picked from the kind's reasons or typed and confirmed with Enter.
 * Picking 'Other' clears the text and asks for the dealer's own words; a warranty needs one, a
 * reorder may go without. Typed text counts only once confirmed, so half a word is never saved.
 */
export function ReasonInput({ kind, requestType, value, onChange, disabled }: Props) {
  const [text, setText] = useState(value);
  const [ownWords, setOwnWords] = useState(false);
  const required = requestType === 'Warranty';
  const helper = ownWords ? reasonHelperTexts.other : required ? reasonHelperTexts.warranty : reasonHelperTexts.reorder;

  const pick = (option: string) => {
    if (option === other) {
      setText('');
      setOwnWords(true);
      onChange('');
      return;
    }
    setText(option);
    setOwnWords(false);
    onChange(option);
  };

  return (
    <Autocomplete
      label="Reason"
      placeholder={ownWords ? 'Type your own description' : 'Select or type a reason'}
      withAsterisk={required}
      data={[...issueReasonsFor(kind, requestType)]}
      value={text}
      // Mantine sets the picked option's text after onOptionSubmit: 'Other' must stay cleared.
      onChange={(next) => (next === other ? pick(other) : setText(next))}
      onOptionSubmit={pick}
      onKeyDown={(event) => {
        // An option highlighted in the list is submitted by the list itself (onOptionSubmit).
        if (event.key === 'Enter' && !event.defaultPrevented) {
          event.preventDefault();
          const typed = text.trim();
          if (typed === other) pick(other);
          else {
            setText(typed);
            onChange(typed);
          }
        }
      }}
      description={helper}
      disabled={disabled}
      comboboxProps={closedListUnmounted}
    />
  );
}
