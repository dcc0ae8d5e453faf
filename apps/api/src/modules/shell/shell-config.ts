import type { Config } from '../../config';
import { publicProcedure } from '../../trpc/procedures';

/** What the header and footer show before and after sign-in: support contact, feedback link. */
export function shellConfigOf(config: Config) {
  return {
    companyName: config.COMPANY_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    feedbackUrl: config.FEEDBACK_URL,
  };
}

export const shellConfig = publicProcedure.query(({ ctx }) => shellConfigOf(ctx.deps.config));
