/** Who may use the Pricing page: administrators with the pricing permission (super admins always). */
export const pricingPermission = { permission: 'pricing' } as const;

/** The REST 403 of every pricing-administration route. */
export const notForPricing = 'Not an administrator with the pricing permission (super admins always have it)';
