import { App, Card, Flex, Switch, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { getData, postCommand, useContractMessage } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { MESSAGE_API } from '../api';

interface Setting {
  enabled: boolean;
  /** Nobody chose yet: the default of the environment applies. */
  fromDefault: boolean;
}

const SETTING = `${MESSAGE_API.whitelist}/setting`;

/** The tenant's whitelist switch: while on, only listed receivers get messages on external channels. */
export function WhitelistSwitch() {
  const { t } = useTranslation('messageCentre');
  const { message } = App.useApp();
  const say = useContractMessage();
  const can = usePermission();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: [SETTING], queryFn: () => getData<Setting>(SETTING) });
  const save = useMutation({
    mutationFn: (enabled: boolean) => postCommand(SETTING, { enabled }),
    onSuccess: async () => {
      message.success(say('toast.done'));
      await queryClient.invalidateQueries({ queryKey: [SETTING] });
    },
  });
  const enabled = setting.data?.enabled ?? false;
  return (
    <Card size="small">
      <Flex gap="middle" align="flex-start">
        <Switch
          id="whitelist-enabled"
          aria-label={t('whitelist.enabled')}
          checked={enabled}
          loading={setting.isLoading || save.isPending}
          disabled={!can(PERMISSIONS.messageWhitelist.edit)}
          onChange={(checked) => save.mutate(checked)}
        />
        <div>
          <Flex gap="small" align="center">
            <Typography.Text strong>{t(enabled ? 'whitelist.on' : 'whitelist.off')}</Typography.Text>
            {setting.data?.fromDefault && <Tag>{t('whitelist.fromDefault')}</Tag>}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('whitelist.help')}
          </Typography.Paragraph>
        </div>
      </Flex>
    </Card>
  );
}
