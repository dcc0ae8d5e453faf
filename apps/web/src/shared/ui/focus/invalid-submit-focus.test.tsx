import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import { installInvalidSubmitFocus } from './invalid-submit-focus';

/** A ticket-like form: the page's own checks on submit, and a server that refuses the subject later. */
function TicketForm({ server }: { server: Promise<string> }) {
  const form = useForm({
    initialValues: { subject: '', message: '' },
    validate: { message: (value) => (value.trim() ? null : 'Please enter a message') },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(() => {
        void server.then((error) => form.setErrors({ subject: error }));
      })}
    >
      <TextInput label="Subject" {...form.getInputProps('subject')} />
      <TextInput label="Message" {...form.getInputProps('message')} />
      <Button type="submit">Submit</Button>
    </form>
  );
}

let uninstall: () => void = () => {};
beforeEach(() => {
  uninstall = installInvalidSubmitFocus(document);
});
afterEach(() => uninstall());

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');

describe('a failed submit moves focus to the first invalid field (WCAG 3.3.1)', () => {
  it('the page’s own checks: focus on the field, which names its error', async () => {
    renderWithMantine(<TicketForm server={new Promise(() => {})} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.click(submit);
    const message = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(message)).toContain('Please enter a message');
  });

  it('the server’s refusal, marked on a field after the answer: focus goes there', async () => {
    let refuse: (error: string) => void = () => {};
    renderWithMantine(<TicketForm server={new Promise((resolve) => (refuse = resolve))} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'The motor hums' } });
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.click(submit);
    refuse('That subject is taken');
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(describedBy(subject)).toContain('That subject is taken');
  });
});
