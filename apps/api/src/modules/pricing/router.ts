import { t } from '../../trpc/init';
import { quote } from './quote';

export const pricingRouter = t.router({ quote });
