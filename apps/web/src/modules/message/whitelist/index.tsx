import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/components/crud';
import { whitelistConfig } from './config';
import { WhitelistSwitch } from './WhitelistSwitch';

/** 白名单 (/message/whitelist): the tenant's switch, then the receivers it lets through. */
export default function WhitelistPage() {
  useTranslation('messageCentre');
  return (
    <Flex vertical gap="middle">
      <WhitelistSwitch />
      <CrudPage config={whitelistConfig} />
    </Flex>
  );
}
