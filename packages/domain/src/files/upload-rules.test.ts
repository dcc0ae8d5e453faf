import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import {
  assertAllowedKind,
  assertSafeFileName,
  assertSafeFolder,
  assertSafeNewName,
  defaultUploadLimits,
  isHiddenVideoKey,
  nameForKind,
  uploadLimitsFor,
  uploadMessages,
} from './upload-rules';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('not refused');
};

describe('upload rules', () => {
  it('takes per bucket only the kinds the spec allows, by detected content', () => {
    expect(assertAllowedKind('photos', 'a.pdf', 'png')).toBe('png');
    expect(refusal(() => assertAllowedKind('photos', 'a.pdf', 'pdf')).message).toBe(
      "a.pdf: only GIF, JPEG or PNG files can be uploaded here (checked by the file's content)",
    );
    expect(assertAllowedKind('docs', 'a', 'pdf')).toBe('pdf');
    expect(assertAllowedKind('orders', 'a', 'jpg')).toBe('jpg');
    expect(assertAllowedKind('attachments', 'a', 'gif')).toBe('gif');
    expect(assertAllowedKind('videos', 'a', 'webm')).toBe('webm');
    expect(() => assertAllowedKind('videos', 'a', 'png')).toThrow(DomainError);
    expect(() => assertAllowedKind('docs', 'page.png', undefined)).toThrow('page.png: only PDF, GIF, JPEG or PNG files');
  });

  it('has the spec limits and messages; videos their own size', () => {
    expect(defaultUploadLimits).toEqual({ maxFiles: 25, maxFileBytes: 10 * 1024 * 1024, maxTotalBytes: 20 * 1024 * 1024 });
    expect(uploadLimitsFor('videos', 500).maxFileBytes).toBe(500 * 1024 * 1024);
    expect(uploadLimitsFor('docs', 500)).toEqual(defaultUploadLimits);
    expect(uploadMessages.fileTooLarge('big.pdf', defaultUploadLimits)).toBe('big.pdf: Maximum file size is 10MB');
    expect(uploadMessages.tooManyFiles(defaultUploadLimits)).toBe('You can attach a maximum of 25 files');
    expect(uploadMessages.totalTooLarge('c.pdf', defaultUploadLimits)).toBe('c.pdf: You can upload maximum 20MB');
  });

  it('keeps a display name and refuses one that could be read as a path, naming the file', () => {
    expect(assertSafeFileName('Install guide (v2) é.pdf')).toBe('Install guide (v2) é.pdf');
    for (const name of ['../etc/passwd', 'a/b.pdf', 'a\\b.pdf', 'a\u0000.pdf', 'tab\t.pdf', '..', '.hidden', '', 'x'.repeat(201)]) {
      const e = refusal(() => assertSafeFileName(name));
      expect(e.code).toBe('BAD_INPUT');
      expect(e.message).toContain('rename the file');
    }
    expect(refusal(() => assertSafeFileName('../x.pdf')).message).toBe("\"../x.pdf\": the name holds '/' or '\\'; rename the file and upload it again");
    expect(() => assertSafeFolder('..')).toThrow(DomainError);
    expect(assertSafeFolder('Installation')).toBe('Installation');
  });

  it('hides top-level Sales video folders from everyone but administrators', () => {
    expect(isHiddenVideoKey('Sales Training/x.mp4', false)).toBe(true);
    expect(isHiddenVideoKey('Sales Training/x.mp4', true)).toBe(false);
    expect(isHiddenVideoKey('Training/Sales/x.mp4', false)).toBe(false);
  });

  it('hides a Sales folder whatever its case, width or the spaces before it (issue 26)', () => {
    for (const folder of ['SALES', 'sales', ' Sales', '  sAlEs team', '\u00a0Sales', '\u200bSales', '\u202aSales', 'Ｓａｌｅｓ']) {
      expect(isHiddenVideoKey(`${folder}/pitch.mp4`, false)).toBe(true);
      expect(isHiddenVideoKey(`${folder}/pitch.mp4`, true)).toBe(false);
    }
    for (const folder of ['Training', 'Wholesale', 'Pre-Sales']) expect(isHiddenVideoKey(`${folder}/x.mp4`, false)).toBe(false);
  });

  it('gives a file the extension of its content (issue 26)', () => {
    expect(nameForKind('report.pdf.html', 'pdf')).toBe('report.pdf');
    expect(nameForKind('report.html', 'pdf')).toBe('report.pdf');
    expect(nameForKind('report', 'pdf')).toBe('report.pdf');
    expect(nameForKind('Invoice no. 5', 'pdf')).toBe('Invoice no. 5.pdf');
    expect(nameForKind('plan.pdf', 'png')).toBe('plan.png');
    expect(nameForKind('deck.JPEG', 'jpg')).toBe('deck.JPEG');
    expect(nameForKind('deck.jpg.exe', 'jpg')).toBe('deck.jpg');
    expect(nameForKind('clip.webm', 'webm')).toBe('clip.webm');
  });

  it('keeps a file name on one line without bidirectional controls (issue 26)', () => {
    expect(assertSafeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(assertSafeFileName('site\r\nplan.pdf')).toBe('site plan.pdf');
    expect(assertSafeNewName('\u2067Price list\u2069\n.pdf')).toBe('Price list .pdf');
    expect(refusal(() => assertSafeFileName('\u202e\r\n')).message).toContain('the name is empty');
  });
});
