import { Anchor, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListActions, ListColumn } from './list-table';

interface OpenColumn<T> {
  label: string;
  /** The row's name: it opens the row (on a phone the only way, View sits from sm). */
  name: (row: T) => ReactNode;
  /** Under the name on a phone: what its hidden columns say. */
  phoneDetail: (row: T) => ReactNode;
  onOpen: (id: string) => void;
}

/** A list's first column: the row's name as a button that opens it, on a phone with the hidden columns' gist under it. */
export function openColumn<T extends { _id: string }>({ label, name, phoneDetail, onOpen }: OpenColumn<T>): ListColumn<T> {
  return {
    label,
    phone: true,
    cell: (row) => (
      <>
        <Anchor component="button" type="button" size="sm" onClick={() => onOpen(row._id)} ta="left" style={{ overflowWrap: 'anywhere' }}>
          {name(row)}
        </Anchor>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {phoneDetail(row)}
        </Text>
      </>
    ),
  };
}

interface ViewEdit<T> {
  /** The row as the View and Edit buttons name it to a screen reader. */
  nameOf: (row: T) => string;
  onView: (id: string) => void;
  /** An Edit button on each row `canEdit` allows (every row if it is not given). */
  onEdit?: ((id: string) => void) | undefined;
  canEdit?: (row: T) => boolean;
}

/** View (from sm: on a phone the name opens the row) and Edit buttons. */
export function viewEditActions<T extends { _id: string }>({ nameOf, onView, onEdit, canEdit = () => true }: ViewEdit<T>): ListActions<T> {
  return {
    cell: (row) => (
      <>
        <Button size="compact-sm" variant="light" aria-label={`View ${nameOf(row)}`} onClick={() => onView(row._id)} visibleFrom="sm">
          View
        </Button>
        {onEdit && canEdit(row) && (
          <Button size="compact-sm" variant="default" aria-label={`Edit ${nameOf(row)}`} onClick={() => onEdit(row._id)}>
            Edit
          </Button>
        )}
      </>
    ),
  };
}
