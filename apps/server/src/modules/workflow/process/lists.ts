import type { FastifyRequest } from 'fastify';
import { readPaging } from '../../../core/crud/filters';
import type { AppDeps } from '../../../core/deps';
import { page } from '../../../core/http/envelope';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { claimableTasks, doneTasks, sentProcesses, todoTasks } from '../engine';
import { definitionFilter, latestDefinitions } from '../design/deployment/service';
import { actorIn, sessionActor } from '../shared/actor';
import { copyList } from './copies';
import { doneInstances } from './queries';
import { instanceRows, taskRows } from './rows';

type Query = Record<string, unknown>;
export type ListName = 'start' | 'todo' | 'claim' | 'send' | 'done' | 'myDone' | 'copy';

/**
 * The office lists, each a page: startable definitions, 待办 (assigned to me), 待签 (mine to
 * claim), 已发 (started by me), 办结 (ended, I took part), my done tasks, and 抄送 (copied to me).
 */
export async function officeList(deps: AppDeps, request: FastifyRequest, list: ListName) {
  const query = (request.query ?? {}) as Query;
  const paging = readPaging(query);
  return withTenant(deps.db, request.ctx, async (tx) => {
    // Only candidacy (待签, what one may start) needs the caller's posts: the other lists skip the read.
    const actor = list === 'claim' || list === 'start' ? await actorIn(tx, request) : sessionActor(request);
    const { tenantId } = actor;
    switch (list) {
      case 'start': {
        const result = await latestDefinitions(tx, tenantId, { ...definitionFilter(query), startable: true, startableBy: actor }, query);
        return page(result.records, result.total, result.current, result.size);
      }
      case 'todo':
      case 'claim':
      case 'myDone': {
        const fetch = list === 'todo' ? todoTasks : list === 'claim' ? claimableTasks : doneTasks;
        const result = await fetch(tx, actor, paging);
        return page(await taskRows(tx, tenantId, result.records), result.total, paging.current, paging.size);
      }
      case 'send': {
        const result = await sentProcesses(tx, actor, paging);
        return page(await instanceRows(tx, tenantId, result.records), result.total, paging.current, paging.size);
      }
      case 'copy': {
        const result = await copyList(tx, actor, query);
        return page(result.records, result.total, result.current, result.size);
      }
      case 'done': {
        const result = await doneInstances(tx, actor, query);
        return page(await instanceRows(tx, tenantId, result.records), result.total, result.current, result.size);
      }
    }
  });
}
