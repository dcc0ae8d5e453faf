import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './create-db';

/** A committed migration: its file's tag (`0032_vitals`) and the time drizzle records for it once applied. */
export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code carries, oldest first (drizzle's journal, committed with them). */
export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}
