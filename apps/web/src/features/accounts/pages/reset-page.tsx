import { useParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';

export function ResetPage() {
  const { token } = useParams();
  return <AuthCard title="Reset Password">{token ? <NewPasswordForm token={token} /> : <RequestResetForm />}</AuthCard>;
}
