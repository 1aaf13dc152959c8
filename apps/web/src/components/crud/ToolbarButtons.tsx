import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolbarAction } from './types';
import { useContractMessage } from './use-lang';

/** A page's own toolbar buttons; those acting on the checked rows warn 请选择至少一条数据 when none are. */
export function ToolbarButtons({ actions, selectedKeys }: { actions: ToolbarAction[]; selectedKeys: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const say = useContractMessage();
  const run = (action: ToolbarAction) => {
    if (action.selection && selectedKeys.length === 0) {
      message.warning(say('batch.selectOne'));
      return;
    }
    action.onClick(selectedKeys);
  };
  return actions.map((action) => (
    <Button key={action.key} icon={action.icon} onClick={() => run(action)}>
      {t(action.label)}
    </Button>
  ));
}
