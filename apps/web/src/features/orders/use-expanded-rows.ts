import { useState } from 'react';

/** Which rows of a list are expanded; each row toggles on its own. */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isExpanded: (id: string) => expanded.has(id), toggle };
}
