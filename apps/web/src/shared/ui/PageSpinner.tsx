import { Spin } from 'antd';

/** Shown while a page or its data loads. */
export const PageSpinner = () => <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
