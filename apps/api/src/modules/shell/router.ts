import { t } from '../../trpc/init';
import { shellConfig } from './shell-config';

export const shellRouter = t.router({ config: shellConfig });
