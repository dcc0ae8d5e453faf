import { t } from '../../trpc/init';
import { login } from './login';
import { logout } from './logout';
import { profile } from './profile';
import { register } from './register';
import { requestReset } from './request-reset';
import { resetPassword } from './reset-password';

export const accountsRouter = t.router({ register, login, logout, requestReset, resetPassword, profile });
