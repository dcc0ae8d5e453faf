/** A folder of the documents tree: folders exist only through the keys under them. */
export interface TreeFolder<F> {
  name: string;
  /** 'Installation/Screens'; '' for the top. */
  path: string;
  folders: TreeFolder<F>[];
  files: F[];
}

interface Keyed {
  key: string;
  name: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/** The tree of the keys' folders ('a/b/<uuid>-name' sits in a → b), folders and files by name. */
export function buildTree<F extends Keyed>(items: readonly F[]): TreeFolder<F> {
  const root: TreeFolder<F> = { name: '', path: '', folders: [], files: [] };
  for (const item of items) {
    const parts = item.key.split('/').slice(0, -1);
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.find((f) => f.name === part);
      if (!next) {
        next = { name: part, path: folder.path ? `${folder.path}/${part}` : part, folders: [], files: [] };
        folder.folders.push(next);
      }
      folder = next;
    }
    folder.files.push(item);
  }
  const sort = (folder: TreeFolder<F>) => {
    folder.folders.sort(byName);
    folder.files.sort(byName);
    folder.folders.forEach(sort);
  };
  sort(root);
  return root;
}

/**
 * The tree kept to what matches `query` (case-insensitive): a file by its name, a folder by its
 * name (with all it holds). Undefined when nothing matches.
 */
export function filterTree<F extends Keyed>(folder: TreeFolder<F>, query: string): TreeFolder<F> | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return folder;
  if (folder.path && folder.name.toLowerCase().includes(q)) return folder;
  const folders = folder.folders.map((f) => filterTree(f, q)).filter((f): f is TreeFolder<F> => f !== undefined);
  const files = folder.files.filter((f) => f.name.toLowerCase().includes(q));
  if (folders.length === 0 && files.length === 0) return folder.path ? undefined : { ...folder, folders: [], files: [] };
  return { ...folder, folders, files };
}

/** Every folder path under `folder` (for Expand all and the upload's folder choice). */
export function folderPaths(folder: TreeFolder<unknown>): string[] {
  return folder.folders.flatMap((f) => [f.path, ...folderPaths(f)]);
}

export function countFiles(folder: TreeFolder<unknown>): number {
  return folder.files.length + folder.folders.reduce((n, f) => n + countFiles(f), 0);
}
