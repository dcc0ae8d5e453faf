// The one list drizzle-kit and createDb read; each aggregate keeps its own file.
export * from './customers';
export * from './users';
export * from './sessions';
export * from './settings';
export * from './mail-outbox';
export * from './catalog';
export * from './orders';
export * from './tickets';
export * from './warranty';
export * from './adjustments';
export * from './audit';
export * from './rate-limits';
export * from './idempotency-keys';
export * from './erp-sync';
export * from './quotes';
export * from './teams';
export * from './vitals';
