import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../errors/field-errors';
import { ZRegisterForm, ZRegisterInput, ZResetPasswordForm } from './account-schemas';

const errors = (schema: typeof ZRegisterForm | typeof ZResetPasswordForm, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsFromZod(r.error);
};

describe('account forms (portal.md §5)', () => {
  it('gives the register messages', () => {
    expect(errors(ZRegisterForm, { fname: '', lname: '', location: '', email: 'x', password: '1', confirmPassword: '' })).toEqual({
      fname: 'First name is required',
      lname: 'Last name is required',
      location: 'Dealer / Location is required',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Confirm your password',
    });
    expect(errors(ZRegisterForm, { fname: 'a', lname: 'b', location: 'c', email: 'a@b.co', password: '123456', confirmPassword: '1234567' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('gives the reset mismatch message with its full stop', () => {
    expect(errors(ZResetPasswordForm, { password: '123456', confirmPassword: '654321' })).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('normalises the email', () => {
    expect(ZRegisterForm.parse({ fname: 'a', lname: 'b', location: 'c', email: '  A@B.Co ', password: '123456', confirmPassword: '123456' }).email).toBe(
      'a@b.co',
    );
  });

  it('asks a Dealer / Location unless the registration comes from an invitation (issue 32)', () => {
    const base = { fname: 'a', lname: 'b', email: 'a@b.co', password: '123456' };
    const plain = ZRegisterInput.safeParse(base);
    expect(plain.success ? {} : fieldErrorsFromZod(plain.error)).toEqual({ location: 'Dealer / Location is required' });
    expect(ZRegisterInput.parse({ ...base, invitation: 'tok' })).toEqual({ ...base, invitation: 'tok' });
    const empty = ZRegisterInput.safeParse({ ...base, invitation: '' });
    expect(empty.success ? {} : fieldErrorsFromZod(empty.error)).toEqual({ invitation: 'This invitation link is invalid' });
  });
});
