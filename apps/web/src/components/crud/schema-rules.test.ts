import { beforeAll, describe, expect, it } from 'vitest';
import { paramSubmitSchema, tenantPackageSubmitSchema } from '@beree/contracts';
import { i18n } from '@/features/locale/i18n';
import { isRequiredBySchema, schemaRule } from './schema-rules';

/** Runs an antd validator rule and returns its message, or null when the value passes. */
async function check(rule: ReturnType<typeof schemaRule>, value: unknown): Promise<string | null> {
  if (typeof rule !== 'object' || !rule.validator) throw new Error('expected a validator rule');
  try {
    await rule.validator({}, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('schema rules', () => {
  // The messages come with each language's pack; the English one is not the current language's.
  beforeAll(() => i18n.loadLanguages('en'));

  it('turns the contracts’ message keys into the spec’s texts, in both languages', async () => {
    const name = paramSubmitSchema.shape.paramName;
    expect(await check(schemaRule(name, 'zh', '参数名称'), undefined)).toBe('请输入参数名称');
    expect(await check(schemaRule(name, 'zh', '参数名称'), '   ')).toBe('请输入参数名称');
    expect(await check(schemaRule(name, 'en', 'Name'), '')).toBe('Please enter the parameter name');
    expect(await check(schemaRule(name, 'zh', '参数名称'), 'ok')).toBeNull();
  });

  it('fills the field name and limit into length messages', async () => {
    const key = paramSubmitSchema.shape.paramKey;
    expect(await check(schemaRule(key, 'zh', '参数键名'), 'k'.repeat(256))).toBe('参数键名长度不能超过255');
  });

  it('requires menus as comma-joined ids', async () => {
    const menus = tenantPackageSubmitSchema.shape.menuId;
    expect(await check(schemaRule(menus, 'zh', '菜单列表'), '')).toBe('请选择菜单');
    expect(await check(schemaRule(menus, 'zh', '菜单列表'), '1,2')).toBeNull();
  });

  it('knows required from optional fields', () => {
    expect(isRequiredBySchema(paramSubmitSchema.shape.paramValue)).toBe(true);
    expect(isRequiredBySchema(paramSubmitSchema.shape.remark)).toBe(false);
  });
});
