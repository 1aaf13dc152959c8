import { Tour, type TourProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_MASK_COLOR, TOUR_STEPS, tourTarget } from './tour-steps';

/** The five stops with 下一步 / 上一步 / 完成; closing or finishing ends it. */
export default function ShellTour({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('tour');
  const [current, setCurrent] = useState(0);
  const steps: TourProps['steps'] = TOUR_STEPS.map((stop, index) => ({
    title: t(`steps.${stop}.title`),
    description: t(`steps.${stop}.description`),
    target: tourTarget(stop),
    prevButtonProps: { children: t('prev') },
    nextButtonProps: { children: t(index === TOUR_STEPS.length - 1 ? 'finish' : 'next') },
  }));
  return (
    <Tour
      open
      current={current}
      onChange={setCurrent}
      onClose={onDone}
      onFinish={onDone}
      steps={steps}
      mask={{ color: TOUR_MASK_COLOR }}
      rootClassName="beree-tour"
    />
  );
}
