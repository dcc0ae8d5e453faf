import { Badge, Button, Card, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { awaitingViewerCount } from '@portal/domain/adjustments/adjustment-visibility';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { hiddenIssueTypes } from '@portal/domain/adjustments/issue-types';
import { useDeferredValue, useState } from 'react';
import { useEditGuard } from './adjustment-edit-guard';
import { entryId, entryTitle, issueSlotsOf, type AdjustmentEntry, type ItemKind } from './adjustment-items';
import { IssueCard } from './issue-card';

interface ItemCardProps {
  adjustment: TAdjustment;
  kind: ItemKind;
  entry: AdjustmentEntry;
  id: string;
  viewer: AdjustmentRole;
  expanded: boolean;
  onToggle: () => void;
}

/** One ordered item (§2): its name, how many requests it holds and how many wait on the viewer; its issues when open. */
function AdjustmentItemCard({ adjustment, kind, entry, id, viewer, expanded, onToggle }: ItemCardProps) {
  const { title, detail } = entryTitle(kind, entry);
  const requests = entry.issues.filter((i) => i.adjustmentType !== 'None').length;
  const awaiting = awaitingViewerCount(viewer, entry.issues);
  // §4: a Complete Unit request hides the component requests of its screen, and the reverse.
  const hidden = kind.kind === 'Screen' ? hiddenIssueTypes(entry.issues) : [];
  const shown = issueSlotsOf(kind, entry, id, viewer).filter((i) => !(hidden as readonly string[]).includes(i.issueType));
  const bodyId = `adjustment-item-${id}`;
  // The tap is answered at once (the arrow turns, a loader shows) and the issue cards, each with its
  // fields, photos and drawings, mount in a render of their own after that paint (issue 33).
  const cardsShown = useDeferredValue(expanded);
  return (
    <Card withBorder padding="sm" component="li">
      <UnstyledButton onClick={onToggle} aria-expanded={expanded} aria-controls={bodyId} w="100%">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{title}</Text>
            {detail && (
              <Text size="sm" c="dimmed">
                {detail}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Badge variant="light" color="gray" tt="none">
              {requests} {requests === 1 ? 'issue' : 'issues'}
            </Badge>
            {awaiting > 0 && (
              <Badge variant="filled" color="orange" tt="none">
                {awaiting} awaiting you
              </Badge>
            )}
            <Text size="sm" aria-hidden>
              {expanded ? '▲' : '▼'}
            </Text>
          </Group>
        </Group>
      </UnstyledButton>
      {expanded && (
        <Stack id={bodyId} gap="xs" mt="sm">
          {!cardsShown ? (
            <Group justify="center" py="xs">
              <Loader size="sm" aria-label="Opening the issues" />
            </Group>
          ) : (
            <>
              {shown.length === 0 && <Text c="dimmed">No requests on this item.</Text>}
              {shown.map((issue) => (
                <IssueCard key={issue.issueType} adjustment={adjustment} item={entry.item} issue={issue} viewer={viewer} />
              ))}
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}

/**
 * One tab's items (§2). Screens and roofs open one at a time (each holds many issue forms);
 * parts may all be open. Opening or closing anything waits until nothing typed would be lost:
 * the edit guard's alert says what to save or cancel first.
 */
export function AdjustmentItemList({ adjustment, kind, viewer }: { adjustment: TAdjustment; kind: ItemKind; viewer: AdjustmentRole }) {
  const guard = useEditGuard();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const entries = adjustment[kind.list];
  const ids = entries.map((entry, index) => entryId(kind, entry, index));
  const oneAtATime = kind.kind !== 'Part';

  const change = (next: ReadonlySet<string>) => {
    const blocked = guard.blocked();
    if (blocked) {
      window.alert(blocked);
      return;
    }
    setExpanded(next);
  };
  const toggle = (id: string) => {
    if (expanded.has(id)) change(new Set([...expanded].filter((open) => open !== id)));
    else change(oneAtATime ? new Set([id]) : new Set([...expanded, id]));
  };

  if (entries.length === 0) return <Text c="dimmed">No items to display.</Text>;
  return (
    <Stack gap="xs">
      <Group justify="flex-end" gap="xs">
        {!oneAtATime && (
          <Button variant="subtle" size="compact-sm" onClick={() => change(new Set(ids))} disabled={expanded.size === ids.length}>
            Expand all
          </Button>
        )}
        <Button variant="subtle" size="compact-sm" onClick={() => change(new Set())} disabled={expanded.size === 0}>
          Collapse all
        </Button>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={kind.tab(entries.length)}>
        {entries.map((entry, index) => {
          const id = ids[index] ?? String(index);
          return (
            <AdjustmentItemCard
              key={id}
              adjustment={adjustment}
              kind={kind}
              entry={entry}
              id={id}
              viewer={viewer}
              expanded={expanded.has(id)}
              onToggle={() => toggle(id)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
