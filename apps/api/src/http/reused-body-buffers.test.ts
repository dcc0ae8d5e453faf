import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBodySender } from './reused-body-buffers';

/** A reply that keeps what it was sent; its raw response finishes (or closes) when the test says. */
function fakeReply() {
  const raw = new EventEmitter();
  const sent: Buffer[] = [];
  const reply = { raw, send: (body: Buffer) => sent.push(body) } as unknown as FastifyReply;
  return { reply, raw, body: () => sent[0]! };
}

const parts = (letter: string) => [Buffer.alloc(1000, letter), Buffer.from(','), Buffer.alloc(2000, letter)];
const expected = (letter: string) => Buffer.concat(parts(letter));

describe('bodies sent through reused buffers', () => {
  it('sends the parts as one body', () => {
    const send = createBodySender();
    const a = fakeReply();
    send(a.reply, parts('a'));
    expect(a.body().equals(expected('a'))).toBe(true);
  });

  it('never reuses the buffer of a response not yet finished', () => {
    const send = createBodySender();
    const a = fakeReply();
    send(a.reply, parts('a'));
    const b = fakeReply();
    send(b.reply, parts('b'));
    // A is still being written: B got a buffer of its own, A's bytes are intact.
    expect(a.body().equals(expected('a'))).toBe(true);
    expect(b.body().equals(expected('b'))).toBe(true);
    // A closed without finishing (the client went away): its buffer is not used again either.
    a.raw.emit('close');
    const c = fakeReply();
    send(c.reply, parts('c'));
    expect(a.body().equals(expected('a'))).toBe(true);
    expect(b.body().equals(expected('b'))).toBe(true);
  });

  it('uses a finished response’s buffer for the next body', () => {
    const send = createBodySender();
    const a = fakeReply();
    send(a.reply, parts('a'));
    a.raw.emit('finish');
    const b = fakeReply();
    send(b.reply, parts('b'));
    expect(b.body().equals(expected('b'))).toBe(true);
    expect(b.body().buffer).toBe(a.body().buffer);
  });

  it('keeps at most `keep` buffers and none over 1 MiB', () => {
    const send = createBodySender(1);
    const replies = [fakeReply(), fakeReply()];
    for (const r of replies) send(r.reply, parts('x'));
    for (const r of replies) r.raw.emit('finish');
    const next = [fakeReply(), fakeReply()];
    for (const r of next) send(r.reply, parts('y'));
    const reused = next.filter((r) => replies.some((old) => old.body().buffer === r.body().buffer));
    expect(reused.length).toBe(1);

    const big = fakeReply();
    send(big.reply, [Buffer.alloc(2 * 1024 * 1024, 'z')]);
    big.raw.emit('finish');
    const after = fakeReply();
    send(after.reply, [Buffer.alloc(2 * 1024 * 1024, 'w')]);
    expect(after.body().buffer).not.toBe(big.body().buffer);
    expect(big.body()[0]).toBe('z'.charCodeAt(0));
  });
});
