import type { Page, R } from '@beree/contracts';
import { toWire } from './wire';

/** The BladeX envelope: `{code, success, data, msg}`. */
export function ok<T>(data: T, msg = '操作成功'): R<unknown> {
  return { code: 200, success: true, data: toWire(data) ?? {}, msg: data === null || data === undefined ? '暂无承载数据' : msg };
}

export function fail(code: number, msg: string): R<Record<string, never>> {
  return { code, success: false, data: {}, msg };
}

/** A MyBatis-Plus style page. */
export function page<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}
