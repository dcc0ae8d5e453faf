import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

/** A change of a list's address: a value sets its parameter, null or '' removes it (the default needs no parameter). */
export type ListParamChanges = Record<string, string | null>;

/**
 * A list's state in its address (?page=2&sort=orderName&dir=asc&status=New&q=acme&scope=team):
 * opening a row and coming Back, a reload and a shared link show the same list. Changes replace
 * the history entry, so Back leaves the list rather than stepping through its filters; parameters
 * the list does not own (?ticket=) are kept.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: ListParamChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { params, update };
}

/** The parameter when it is one of `allowed`; a stale or hand-edited link falls back to `fallback`. */
export function oneOf<T extends string, F>(value: string | null, allowed: readonly T[], fallback: F): T | F {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** The server refuses offsets beyond this; a link asking for more starts at the first page. */
const maxPage = 10_000;

/** ?page=N (1 the first, the default) as the offset of a page of `pageSize` rows. */
export function offsetOf(params: URLSearchParams, pageSize: number): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 && page <= maxPage ? (page - 1) * pageSize : 0;
}

/** The ?page= change for an offset: the first page has none. */
export function pageChange(offset: number, pageSize: number): ListParamChanges {
  const page = Math.floor(offset / pageSize) + 1;
  return { page: page > 1 ? String(page) : null };
}

/** A list's offset paging kept in ?page=: `setOffset` is what the pager calls. */
export function useListPage(pageSize: number) {
  const { params, update } = useListParams();
  return { offset: offsetOf(params, pageSize), setOffset: (offset: number) => update(pageChange(offset, pageSize)) };
}

/** Spec §9: a typed filter applies 1 second after typing stops. */
export const typedFilterDelayMs = 1000;

/**
 * A list's search box over ?q=: `typed` is the box's text, `q` the search applied (trimmed, once
 * typing stops), which starts again at the first page. A link that changes ?q= (a menu link, Back)
 * puts its text in the box.
 */
export function useListSearch(delayMs = typedFilterDelayMs) {
  const { params, update } = useListParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [debounced] = useDebouncedValue(typed.trim(), delayMs);
  // The address changed from outside the box: the box follows it (adjusted during render).
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    if (typed.trim() !== q) setTyped(q);
  }
  // The address is outside React: written once typing settles on a text other than the applied one.
  // Only a settled text writes (the effect below runs when `debounced` changes); `update` and `typed` change on every render.
  const writeSettled = useEffectEvent(() => {
    if (debounced !== q && debounced === typed.trim()) update({ q: debounced, page: null });
  });
  useEffect(() => writeSettled(), [debounced]);
  return { q, typed, setTyped };
}
