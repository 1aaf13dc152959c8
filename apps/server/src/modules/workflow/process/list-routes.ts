import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@beree/contracts';
import type { AppDeps } from '../../../core/deps';
import { ok } from '../../../core/http/envelope';
import { officeList, type ListName } from './lists';

const W = PERMISSIONS.wfWork;
const paging = z
  .object({ current: z.string().max(9).optional(), size: z.string().max(9).optional(), category: z.string().max(64).optional(), name: z.string().max(255).optional() })
  .describe('Paging (current, size); the start list also filters by category and name');

/** Which list each path answers, and the menu that shows it. */
export const OFFICE_LISTS: [ListName, string][] = [
  ['start', W.start],
  ['todo', W.todo],
  ['claim', W.claim],
  ['send', W.send],
  ['done', W.done],
  ['myDone', W.done],
  ['copy', W.copy],
];

/** Registers the office lists under the given paths (BladeX and classic blade-flow name them differently). */
export function registerOfficeLists(app: FastifyInstance, deps: AppDeps, tag: string, paths: Partial<Record<ListName, string>>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [list, permission] of OFFICE_LISTS) {
    const path = paths[list];
    if (!path) continue;
    api.get(path, { schema: { tags: [tag], querystring: paging }, config: { permission } }, async (request) => ok(await officeList(deps, request, list)));
  }
}
