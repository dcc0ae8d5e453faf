import type { AppDeps } from '../../app-deps';
import { shellConfigOf } from './shell-config';

/** The public configuration: what the header and footer show, and the limits of one order. */
export function createShellService(deps: AppDeps) {
  return { config: () => shellConfigOf(deps.config) };
}
