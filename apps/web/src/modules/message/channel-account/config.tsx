import { channelAccountSubmitSchema, PERMISSIONS } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';
import { MESSAGE_API } from '../api';
import { ChannelSelect } from '../shared/ChannelSelect';
import { FlagSwitch, FlagTag } from '../shared/FlagSwitch';
import { accountBody, SettingsField, settingsRule } from './SettingsField';

/**
 * 渠道账号 (/message/channel-account): the provider accounts each channel sends through, one of them
 * the channel's default. Secrets are sealed on the server and never answered: the form shows their
 * last four characters only.
 */
export const channelAccountConfig: CrudConfig = {
  api: MESSAGE_API.account,
  rowKey: 'id',
  schema: channelAccountSubmitSchema,
  permissions: PERMISSIONS.messageChannelAccount,
  dialogWidth: 880,
  defaults: { isDefault: 0, settings: {} },
  columns: [
    { name: 'name', label: 'messageCentre:account.name', search: true, width: 180, form: { type: 'input' } },
    {
      name: 'channel',
      label: 'messageCentre:channel',
      dict: 'messageChannel',
      search: 'equal',
      width: 150,
      // Another channel's provider would not know the stored secret.
      form: { type: 'custom', disabledOnEdit: true, render: (props) => <ChannelSelect {...props} /> },
      searchControl: (props) => <ChannelSelect {...props} />,
    },
    { name: 'channelType', label: 'messageCentre:channelType', dict: 'messageChannelType', width: 120 },
    {
      name: 'settings',
      label: 'messageCentre:account.settings',
      table: false,
      form: { type: 'custom', span: 24, dependencies: ['channel'], modeRules: (mode) => [settingsRule(mode)], render: (props) => <SettingsField {...props} /> },
    },
    // Carried for the settings block: the last four characters of each stored secret.
    { name: 'secretHints', label: 'messageCentre:account.settings', table: false, form: { type: 'input', hidden: true, unchecked: true, modes: ['edit', 'view'] } },
    {
      name: 'isDefault',
      label: 'messageCentre:account.isDefault',
      width: 90,
      form: { type: 'custom', help: 'messageCentre:account.isDefaultHelp', render: (props) => <FlagSwitch {...props} /> },
      render: (value) => <FlagTag value={value} on="account.default" off="no" color="blue" />,
    },
    { name: 'remark', label: 'messageCentre:remark', width: 200, form: { type: 'textarea', span: 24 } },
    { name: 'updateTime', label: 'messageCentre:updateTime', width: 170 },
  ],
  toBody: accountBody,
};
