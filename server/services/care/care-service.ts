import type { ObjectStore } from '../../storage/object-store.ts';
import type { ServiceDeps } from '../deps.ts';
import { createFeedbackService } from './feedback-service.ts';
import { createProtocolsService } from './protocols.ts';

/** Care (docs/care.md): feedback tickets and the protocols list. */
export function createCareService(deps: ServiceDeps, store: ObjectStore) {
  return {
    feedback: createFeedbackService(deps, store),
    protocols: createProtocolsService(deps),
  };
}

export type CareService = ReturnType<typeof createCareService>;
