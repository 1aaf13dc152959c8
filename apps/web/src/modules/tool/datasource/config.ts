import { DEFAULT_DATASOURCE_ID, PERMISSIONS, datasourceSubmitSchema } from '@beree/contracts';
import { requiredRule, type CrudConfig, type CrudRecord, type DialogMode } from '@/components/crud';

export const DATASOURCE_API = '/blade-develop/datasource';

/** The product's own database, listed first: it can be tested, never changed or removed. */
const stored = (record: CrudRecord) => String(record.id) !== DEFAULT_DATASOURCE_ID;

/**
 * Data sources (wire-protocol §8 blade_datasource): PostgreSQL databases, `postgres://host:port/db`
 * (a JDBC URL of PostgreSQL is converted by the server). The password is typed masked and never
 * answered; required when adding, left empty on edit it keeps the stored one.
 */
export const datasourceConfig: CrudConfig = {
  api: DATASOURCE_API,
  rowKey: 'id',
  schema: datasourceSubmitSchema,
  permissions: PERMISSIONS.datasource,
  editable: stored,
  deletable: stored,
  columns: [
    { name: 'name', label: 'datasource:name', search: true, form: { type: 'input' } },
    { name: 'url', label: 'datasource:url', search: true, form: { type: 'input', span: 24, help: 'datasource:urlHelp' } },
    { name: 'username', label: 'datasource:username', form: { type: 'input' } },
    {
      name: 'password',
      label: 'datasource:password',
      table: false,
      form: { type: 'password', modes: ['add', 'edit'], blankOnEdit: true, help: 'datasource:passwordHelp', modeRules: (mode: DialogMode) => (mode === 'add' ? [requiredRule('datasource.password.required')] : []) },
    },
    { name: 'remark', label: 'datasource:remark', form: { type: 'textarea', span: 24 } },
  ],
};
