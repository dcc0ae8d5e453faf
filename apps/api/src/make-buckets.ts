import { ConfigError } from './config';
import { makeBuckets } from './adapters/storage/make-buckets';

// `node apps/api/dist/make-buckets.js`: makes the storage's buckets with the S3 server's administrator
// key (S3_ACCESS_KEY, S3_SECRET_KEY), before the API starts with a key of its own (infra/README.md).
// eslint-disable-next-line no-restricted-properties
makeBuckets(process.env).then(
  (names) => console.log(`The buckets are there: ${names.join(', ')}`),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `The buckets could not be made: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
