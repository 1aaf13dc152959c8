import type { ThemeName } from './theme-names';

/** Stands for the colour chosen in the colour picker. */
export const PRIMARY = 'primary';
/** Stands for a light tint of the chosen colour. */
export const PRIMARY_TINT = 'primary-tint';

type Paint = string;

/** The colours and switches that make one look of the shell. */
export interface ShellPalette {
  /** antd algorithms on top of the default one. */
  dark?: boolean;
  compact?: boolean;
  borderRadius: number;
  headerBg: Paint;
  headerText: string;
  brandBg: Paint;
  brandText: Paint;
  siderBg: Paint;
  /** Unfolded sub-menus. */
  siderSubBg: Paint;
  siderText: string;
  siderHoverBg: Paint;
  siderActiveBg: Paint;
  siderActiveText: Paint;
  /** A picture over the menu's background colour (the starry sky). */
  siderImage?: string;
  /** Page background behind the panels, and the tab strip. */
  bodyBg: string;
  tabsBg: string;
}

const WHITE_TEXT = 'rgba(255, 255, 255, 0.72)';

/**
 * The eleven looks, after the Saber themes they are named for: where the menu and header are
 * dark or light, which colours they carry, how round the corners are, dark or compact algorithm.
 */
export const PALETTES: Record<ThemeName, ShellPalette> = {
  default: {
    borderRadius: 6,
    headerBg: '#FFFFFF',
    headerText: 'rgba(0, 0, 0, 0.88)',
    brandBg: '#20222A',
    brandText: '#FFFFFF',
    siderBg: '#20222A',
    siderSubBg: '#191A21',
    siderText: WHITE_TEXT,
    siderHoverBg: 'rgba(255, 255, 255, 0.06)',
    siderActiveBg: PRIMARY,
    siderActiveText: '#FFFFFF',
    bodyBg: '#F0F2F5',
    tabsBg: '#FFFFFF',
  },
  white: {
    borderRadius: 6,
    headerBg: '#FFFFFF',
    headerText: 'rgba(0, 0, 0, 0.88)',
    brandBg: '#FFFFFF',
    brandText: PRIMARY,
    siderBg: '#FFFFFF',
    siderSubBg: '#FAFAFA',
    siderText: 'rgba(0, 0, 0, 0.78)',
    siderHoverBg: '#F5F5F5',
    siderActiveBg: PRIMARY_TINT,
    siderActiveText: PRIMARY,
    bodyBg: '#F5F7FA',
    tabsBg: '#FFFFFF',
  },
  dark: {
    dark: true,
    borderRadius: 6,
    headerBg: '#1F1F1F',
    headerText: 'rgba(255, 255, 255, 0.85)',
    brandBg: '#141414',
    brandText: '#FFFFFF',
    siderBg: '#141414',
    siderSubBg: '#0A0A0A',
    siderText: 'rgba(255, 255, 255, 0.65)',
    siderHoverBg: 'rgba(255, 255, 255, 0.08)',
    siderActiveBg: PRIMARY,
    siderActiveText: '#FFFFFF',
    bodyBg: '#000000',
    tabsBg: '#1F1F1F',
  },
  star: {
    borderRadius: 6,
    headerBg: '#0B1437',
    headerText: '#E6ECFF',
    brandBg: '#0B1437',
    brandText: '#FFD666',
    siderBg: '#0B1437',
    siderSubBg: 'rgba(0, 0, 0, 0.25)',
    siderText: 'rgba(230, 236, 255, 0.72)',
    siderHoverBg: 'rgba(255, 255, 255, 0.08)',
    siderActiveBg: 'rgba(255, 255, 255, 0.14)',
    siderActiveText: '#FFD666',
    siderImage:
      'radial-gradient(1px 1px at 20px 30px, #fff, transparent), radial-gradient(1px 1px at 90px 120px, #cfe0ff, transparent), radial-gradient(1.5px 1.5px at 160px 60px, #fff, transparent), radial-gradient(1px 1px at 60px 200px, #fff, transparent), radial-gradient(1.5px 1.5px at 190px 260px, #ffe9a8, transparent), linear-gradient(180deg, #0B1437 0%, #1B2A6B 100%)',
    bodyBg: '#EEF1FB',
    tabsBg: '#FFFFFF',
  },
  smart: {
    borderRadius: 6,
    headerBg: PRIMARY,
    headerText: '#FFFFFF',
    brandBg: PRIMARY,
    brandText: '#FFFFFF',
    siderBg: '#0D2B55',
    siderSubBg: '#0A2247',
    siderText: 'rgba(255, 255, 255, 0.75)',
    siderHoverBg: 'rgba(255, 255, 255, 0.08)',
    siderActiveBg: PRIMARY,
    siderActiveText: '#FFFFFF',
    bodyBg: '#EEF3FA',
    tabsBg: '#FFFFFF',
  },
  iview: {
    borderRadius: 4,
    headerBg: '#FFFFFF',
    headerText: '#515A6E',
    brandBg: '#515A6E',
    brandText: '#FFFFFF',
    siderBg: '#515A6E',
    siderSubBg: '#363E4F',
    siderText: 'rgba(255, 255, 255, 0.7)',
    siderHoverBg: '#464E60',
    siderActiveBg: PRIMARY,
    siderActiveText: '#FFFFFF',
    bodyBg: '#F5F7F9',
    tabsBg: '#F5F7F9',
  },
  vip: {
    borderRadius: 2,
    headerBg: '#1C1C1C',
    headerText: '#E8C677',
    brandBg: '#1C1C1C',
    brandText: '#E8C677',
    siderBg: '#262626',
    siderSubBg: '#1C1C1C',
    siderText: 'rgba(232, 198, 119, 0.75)',
    siderHoverBg: '#303030',
    siderActiveBg: '#3A3226',
    siderActiveText: '#F5D78E',
    bodyBg: '#F7F3EA',
    tabsBg: '#FFFDF7',
  },
  cool: {
    borderRadius: 10,
    headerBg: '#203A43',
    headerText: '#E0F7FA',
    brandBg: '#0F2027',
    brandText: '#7FFFD4',
    siderBg: '#0F2027',
    siderSubBg: '#0B181D',
    siderText: 'rgba(224, 247, 250, 0.7)',
    siderHoverBg: '#1A3038',
    siderActiveBg: '#2C5364',
    siderActiveText: '#7FFFD4',
    bodyBg: '#EDF3F4',
    tabsBg: '#FFFFFF',
  },
  d2: {
    borderRadius: 4,
    headerBg: '#EBF1F6',
    headerText: '#2F3D4C',
    brandBg: '#EBF1F6',
    brandText: '#2F3D4C',
    siderBg: '#EBF1F6',
    siderSubBg: '#E3EBF2',
    siderText: '#475669',
    siderHoverBg: '#DDE6EE',
    siderActiveBg: PRIMARY_TINT,
    siderActiveText: PRIMARY,
    bodyBg: '#EBF1F6',
    tabsBg: '#EBF1F6',
  },
  hey: {
    borderRadius: 8,
    headerBg: PRIMARY,
    headerText: '#FFFFFF',
    brandBg: PRIMARY,
    brandText: '#FFFFFF',
    siderBg: '#FFFFFF',
    siderSubBg: '#F7F8FA',
    siderText: '#3C3C3C',
    siderHoverBg: '#F3F6F8',
    siderActiveBg: PRIMARY_TINT,
    siderActiveText: PRIMARY,
    bodyBg: '#F3F6F8',
    tabsBg: '#FFFFFF',
  },
  lte: {
    compact: true,
    borderRadius: 0,
    headerBg: '#3C8DBC',
    headerText: '#FFFFFF',
    brandBg: '#367FA9',
    brandText: '#FFFFFF',
    siderBg: '#222D32',
    siderSubBg: '#2C3B41',
    siderText: '#B8C7CE',
    siderHoverBg: '#1E282C',
    siderActiveBg: '#1E282C',
    siderActiveText: '#FFFFFF',
    bodyBg: '#ECF0F5',
    tabsBg: '#FFFFFF',
  },
};
