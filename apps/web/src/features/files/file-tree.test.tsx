import { describe, expect, it } from 'vitest';
import { buildTree, countFiles, filterTree, folderPaths } from './file-tree';
import { groupBy, videoGroupOf } from './library-groups';

const file = (key: string) => ({ key, name: key.slice(key.lastIndexOf('/') + 1) });

describe('the documents tree from the keys', () => {
  const tree = buildTree([
    file('Installation/Screens/guide.pdf'),
    file('Installation/Roofs/roof.pdf'),
    file('Installation/overview.pdf'),
    file('Warranty/terms.pdf'),
    file('price list.pdf'),
  ]);

  it('makes folders from the keys’ folders, by name, files at each level', () => {
    expect(tree.folders.map((f) => f.name)).toEqual(['Installation', 'Warranty']);
    expect(tree.files.map((f) => f.name)).toEqual(['price list.pdf']);
    const installation = tree.folders[0]!;
    expect(installation.folders.map((f) => f.path)).toEqual(['Installation/Roofs', 'Installation/Screens']);
    expect(installation.files.map((f) => f.name)).toEqual(['overview.pdf']);
    expect(folderPaths(tree)).toEqual(['Installation', 'Installation/Roofs', 'Installation/Screens', 'Warranty']);
    expect(countFiles(tree)).toBe(5);
  });

  it('keeps to a search the matching files with their folders, or a matching folder whole', () => {
    const found = filterTree(tree, 'GUIDE')!;
    expect(folderPaths(found)).toEqual(['Installation', 'Installation/Screens']);
    expect(countFiles(found)).toBe(1);
    expect(countFiles(filterTree(tree, 'roofs')!)).toBe(1);
    expect(countFiles(filterTree(tree, 'installation')!)).toBe(3);
    expect(countFiles(filterTree(tree, 'nothing like it')!)).toBe(0);
    expect(filterTree(tree, '  ')).toBe(tree);
  });
});

describe('groups', () => {
  it('groups videos by their sub-folder under Training', () => {
    expect(videoGroupOf('Training/Install/a.mp4')).toBe('Install');
    expect(videoGroupOf('Training/a.mp4')).toBe('Training');
    expect(videoGroupOf('Sales Training/a.mp4')).toBe('Sales Training (staff only)');
    // The dealers' Training/Sales and the staff's top-level Sales are two groups, told apart (issue 29).
    expect(videoGroupOf('Training/Sales/a.mp4')).toBe('Sales');
    expect(videoGroupOf('Sales/b.mp4')).toBe('Sales (staff only)');
    expect(groupBy([file('b'), file('a'), file('c')], (f) => (f.name === 'c' ? '' : 'X')).map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([
      ['X', ['a', 'b']],
      ['Other', ['c']],
    ]);
  });
});
