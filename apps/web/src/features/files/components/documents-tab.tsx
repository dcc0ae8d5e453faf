import { Anchor, Box, Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { FileItem } from '../../../shared/api/rest-files';
import { errorMessage } from '../../../shared/api/api-error';
import { useLibraryFiles } from '../api/use-library-files';
import { buildTree, filterTree, folderPaths, type TreeFolder } from '../file-tree';
import { DeleteFileButton } from './delete-file-button';
import { LibraryUpload } from './library-upload';
import { RenameButton } from './rename-button';

interface TreeProps {
  folder: TreeFolder<FileItem>;
  isOpen: (path: string) => boolean;
  onToggle: (path: string) => void;
  canWrite: boolean;
  depth: number;
}

function FolderIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden
      style={{ flex: 'none', color: 'var(--mantine-color-yellow-7)' }}
    >
      <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
    </svg>
  );
}

function FileLine({ file, canWrite }: { file: FileItem; canWrite: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" py={2}>
      <Anchor href={file.signedUrl} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </Anchor>
      <Group gap={4} wrap="nowrap">
        <Button component="a" href={file.downloadUrl} download={file.name} size="compact-xs" variant="subtle" aria-label={`Download ${file.name}`}>
          Download
        </Button>
        {canWrite && <RenameButton bucket="docs" path={file.key} name={file.name} kind="file" />}
        {canWrite && <DeleteFileButton bucket="docs" fileKey={file.key} name={file.name} />}
      </Group>
    </Group>
  );
}

/**
 * Nested lists, not an ARIA tree: a tree promises arrow-key navigation, and a treeitem labelled by
 * its name alone hid its Download and Delete buttons (axe: label-content-name-mismatch). Each
 * folder's button says whether it is open.
 */
function FolderTree({ folder, isOpen, onToggle, canWrite, depth }: TreeProps) {
  return (
    <Stack component="ul" gap={2} m={0} pl={depth === 0 ? 0 : 'md'} style={{ listStyle: 'none' }} aria-label={depth === 0 ? 'Documents' : undefined}>
      {folder.folders.map((child) => {
        const open = isOpen(child.path);
        return (
          <Box component="li" key={child.path}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <UnstyledButton
                onClick={() => onToggle(child.path)}
                py={4}
                fw={600}
                aria-expanded={open}
                aria-label={`${open ? 'Collapse' : 'Expand'} ${child.name}`}
              >
                <Group gap={6} wrap="nowrap">
                  <Text span inherit c="dimmed" w={12} aria-hidden>
                    {open ? '▾' : '▸'}
                  </Text>
                  <FolderIcon />
                  {child.name}
                </Group>
              </UnstyledButton>
              {canWrite && <RenameButton bucket="docs" path={child.path} name={child.name} kind="folder" />}
            </Group>
            {open && <FolderTree folder={child} isOpen={isOpen} onToggle={onToggle} canWrite={canWrite} depth={depth + 1} />}
          </Box>
        );
      })}
      {folder.files.map((file) => (
        <Box component="li" key={file.key}>
          <FileLine file={file} canWrite={canWrite} />
        </Box>
      ))}
    </Stack>
  );
}

/** Documents: a folder tree from the keys, searchable, with Expand all / Collapse all. */
export function DocumentsTab({ canWrite }: { canWrite: boolean }) {
  const files = useLibraryFiles('docs');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const tree = useMemo(() => buildTree(files.data ?? []), [files.data]);
  const shown = useMemo(() => filterTree(tree, query) ?? tree, [tree, query]);
  const searching = query.trim() !== '';
  // While searching every matching folder is open; the choice of folders comes back after.
  const isOpen = (path: string) => searching || open.has(path);
  const toggle = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  const empty = shown.folders.length === 0 && shown.files.length === 0;

  return (
    <Stack gap="md">
      {canWrite && (
        <LibraryUpload
          bucket="docs"
          folders={folderPaths(tree)}
          accept="application/pdf,image/gif,image/jpeg,image/png"
          hint="PDF or images (GIF, JPEG, PNG), up to 10 MB each."
        />
      )}
      <Group gap="xs" wrap="wrap">
        <TextInput
          placeholder="Search documents"
          aria-label="Search documents"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          style={{ flex: 1 }}
          miw={200}
        />
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={() => setOpen(new Set(folderPaths(tree)))} disabled={searching}>
            Expand all
          </Button>
          <Button variant="default" onClick={() => setOpen(new Set())} disabled={searching}>
            Collapse all
          </Button>
        </Group>
      </Group>
      {files.isPending && <Loader size="sm" aria-label="Loading documents" />}
      {files.isError && <Text c="red">{errorMessage(files.error)}</Text>}
      {files.isSuccess && empty && <Text c="dimmed">{searching ? `No documents match “${query.trim()}”.` : 'There are no documents yet.'}</Text>}
      {files.isSuccess && !empty && <FolderTree folder={shown} isOpen={isOpen} onToggle={toggle} canWrite={canWrite} depth={0} />}
    </Stack>
  );
}
