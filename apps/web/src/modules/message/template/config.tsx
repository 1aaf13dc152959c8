import { messageTemplateSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { MESSAGE_API } from '../api';
import { ChannelSelect } from '../shared/ChannelSelect';
import { EventName, EventSelect } from '../shared/EventSelect';
import { FlagSelect, FlagSwitch, FlagTag } from '../shared/FlagSwitch';
import { AccountSelect } from './AccountSelect';
import { ContentField } from './ContentField';
import { CountInput } from './CountInput';
import { IdTypeSelect } from './IdTypeSelect';
import { dedupPairRule, needsProviderCode, needsSignName, providerCodeRule, signNameRule } from './rules';

const L = (name: string) => `messageCentre:template.${name}`;

/**
 * 消息模板 (/message/template): what a send says on which channel, to which kind of receiver, with
 * its night shield and dedup rules. A template of a business event replaces that event's default
 * wording for the tenant.
 */
export const templateConfig: CrudConfig = {
  api: MESSAGE_API.template,
  rowKey: 'id',
  schema: messageTemplateSubmitSchema,
  permissions: PERMISSIONS.messageTemplate,
  dialogWidth: 1000,
  defaults: { channel: 'IN_APP', shieldType: 'NIGHT_NO_SHIELD', isDiscard: 0 },
  columns: [
    { name: 'name', label: L('name'), search: true, width: 180, form: { type: 'input' } },
    {
      name: 'eventCode',
      label: L('eventCode'),
      search: 'equal',
      width: 160,
      form: { type: 'custom', help: L('eventHelp'), render: (props) => <EventSelect {...props} /> },
      searchControl: (props) => <EventSelect {...props} />,
      render: (value) => <EventName value={value} />,
    },
    {
      name: 'channel',
      label: 'messageCentre:channel',
      dict: 'messageChannel',
      search: 'equal',
      width: 150,
      form: { type: 'custom', render: (props) => <ChannelSelect {...props} /> },
      searchControl: (props) => <ChannelSelect {...props} />,
    },
    { name: 'accountId', label: L('account'), table: false, form: { type: 'custom', render: (props) => <AccountSelect {...props} /> } },
    { name: 'accountName', label: L('account'), width: 150 },
    { name: 'idType', label: L('idType'), dict: 'messageIdType', width: 100, form: { type: 'custom', dependencies: ['channel', 'eventCode'], render: (props) => <IdTypeSelect {...props} /> } },
    { name: 'shieldType', label: L('shieldType'), dict: 'messageShieldType', width: 150, form: { type: 'dict', help: L('shieldHelp') } },
    { name: 'title', label: L('title'), width: 220, form: { type: 'input', span: 24 } },
    { name: 'content', label: L('content'), table: false, form: { type: 'custom', span: 24, render: (props) => <ContentField {...props} /> } },
    { name: 'providerTemplateCode', label: L('providerTemplateCode'), table: false, form: { type: 'input', when: needsProviderCode, rules: [providerCodeRule], dependencies: ['channel'] } },
    { name: 'signName', label: L('signName'), table: false, form: { type: 'input', when: needsSignName, rules: [signNameRule] } },
    { name: 'url', label: L('url'), table: false, form: { type: 'input', span: 24, help: L('urlHelp') } },
    {
      name: 'dedupContentNum',
      label: L('dedupContentNum'),
      table: false,
      form: { type: 'custom', help: L('dedupContentHelp'), dependencies: ['dedupContentSeconds'], rules: [dedupPairRule('dedupContentSeconds')], render: (props) => <CountInput {...props} unit="template.times" /> },
    },
    {
      name: 'dedupContentSeconds',
      label: L('dedupContentSeconds'),
      table: false,
      form: { type: 'custom', dependencies: ['dedupContentNum'], rules: [dedupPairRule('dedupContentNum')], render: (props) => <CountInput {...props} unit="template.seconds" /> },
    },
    {
      name: 'dedupFrequencyNum',
      label: L('dedupFrequencyNum'),
      table: false,
      form: { type: 'custom', help: L('dedupFrequencyHelp'), render: (props) => <CountInput {...props} unit="template.perDay" /> },
    },
    {
      name: 'isDiscard',
      label: L('isDiscard'),
      search: 'equal',
      width: 90,
      form: { type: 'custom', help: L('discardHelp'), render: (props) => <FlagSwitch {...props} /> },
      searchControl: (props) => <FlagSelect {...props} on="template.discarded" off="template.active" />,
      render: (value) => <FlagTag value={value} on="template.discarded" off="template.active" color="red" />,
    },
    { name: 'remark', label: 'messageCentre:remark', table: false, form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: 'messageCentre:updateTime', width: 170 },
  ],
};
